import OnboardStore

/// A moment on the command line, `--since 2026-11-01` or
/// `--until 2026-11-08T12:00:00Z`: a date (midnight UTC) or an ISO 8601
/// time with its offset, as milliseconds since 1970 — read as `onboard track`
/// reads its times (``OutcomeTime``).
struct MomentArgument: Sendable, Hashable {
  /// Milliseconds since 1970 of the moment written.
  var milliseconds: Int64
  /// Whether only a date was written (`--until` then counts the whole day).
  var isDate: Bool

  /// The moment `text` names; `nil` when it is neither form.
  init?(_ text: String) {
    guard let milliseconds = OutcomeTime.milliseconds(text) else { return nil }
    self.milliseconds = milliseconds
    isDate = text.utf8.count == 10
  }

  /// The end of a window that ends here: the next midnight for a date, so
  /// `--until 2026-11-08` counts all of the 8th; the moment itself otherwise.
  var untilMilliseconds: Int64 { isDate ? milliseconds + 86_400_000 : milliseconds }
}

extension MomentArgument: ExpressibleByArgument {
  init?(argument: String) { self.init(argument) }

  static var expectation: String { "a date (2026-11-01) or an ISO 8601 time (2026-11-01T09:30:00Z)" }
}
