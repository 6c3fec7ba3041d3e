import Foundation

/// Event times as the store and the event lines keep them: integer milliseconds since 1970 (UTC),
/// so rows are written without formatting dates and compared as integers.
package enum EventTime {
  /// `date` in whole milliseconds since 1970, rounded.
  package static func milliseconds(_ date: Date) -> Int64 {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite, abs(value) < 9e15 else { return 0 }
    return Int64(value)
  }

  /// The `Date` of `milliseconds` since 1970.
  package static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `2025-03-01T12:00:00.250Z`: ISO 8601 in UTC with milliseconds, built by
  /// arithmetic (no `DateFormatter`; the day from ``CalendarDate``).
  package static func iso8601(_ milliseconds: Int64) -> String {
    let (days, rest) = milliseconds.floorDivided(by: 86_400_000)
    let day = CalendarDate(Date(timeIntervalSince1970: Double(days) * 86_400))
    let hour = rest / 3_600_000
    let minute = rest / 60_000 % 60
    let second = rest / 1000 % 60
    let milli = rest % 1000
    return "\(day)T\(pad(hour, 2)):\(pad(minute, 2)):"
      + "\(pad(second, 2)).\(pad(milli, 3))Z"
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

extension Int64 {
  /// Quotient and non-negative remainder.
  fileprivate func floorDivided(by divisor: Int64) -> (Int64, Int64) {
    let remainder = self % divisor
    return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
  }
}
