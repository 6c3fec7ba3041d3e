import Foundation

/// A moment on the command line, `--since 2026-11-01` or
/// `--until 2026-11-08T12:00:00Z`: a date (midnight UTC) or an ISO 8601
/// timestamp with its offset, as milliseconds since 1970.
struct MomentArgument: Sendable, Hashable {
  /// Milliseconds since 1970 of the moment written.
  var milliseconds: Int64
  /// Whether only a date was written (`--until` then counts the whole day).
  var isDate: Bool

  /// The moment `text` names; `nil` when it is neither form.
  init?(_ text: String) {
    let dateOnly = ISO8601DateFormatter()
    dateOnly.formatOptions = [.withFullDate]
    let stamp = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if text.count == 10, let date = dateOnly.date(from: text) {
      self.init(date, isDate: true)
    } else if let date = stamp.date(from: text) ?? fractional.date(from: text) {
      self.init(date, isDate: false)
    } else {
      return nil
    }
  }

  private init(_ date: Date, isDate: Bool) {
    milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    self.isDate = isDate
  }

  /// The end of a window that ends here: the next midnight for a date, so
  /// `--until 2026-11-08` counts all of the 8th; the moment itself otherwise.
  var untilMilliseconds: Int64 { isDate ? milliseconds + 86_400_000 : milliseconds }
}

extension MomentArgument: ExpressibleByArgument {
  init?(argument: String) { self.init(argument) }

  static var expectation: String { "a date (2026-11-01) or an ISO 8601 time (2026-11-01T09:30:00Z)" }
}
