import Foundation

/// Event times as the store keeps them: integer milliseconds since 1970 (UTC),
/// so rows are written without formatting dates and compared as integers.
public enum EventTime {
  /// `date` in whole milliseconds since 1970, rounded.
  public static func milliseconds(_ date: Date) -> Int64 {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite, abs(value) < 9e15 else { return 0 }
    return Int64(value)
  }

  /// The `Date` of `milliseconds` since 1970.
  public static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// `2025-03-01T12:00:00.250Z`: ISO 8601 in UTC with milliseconds, built by
  /// arithmetic (no `DateFormatter`).
  public static func iso8601(_ milliseconds: Int64) -> String {
    let (days, rest) = milliseconds.floorDivided(by: 86_400_000)
    let (year, month, day) = civil(fromDays: days)
    let hour = rest / 3_600_000
    let minute = rest / 60_000 % 60
    let second = rest / 1000 % 60
    let milli = rest % 1000
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):"
      + "\(pad(second, 2)).\(pad(milli, 3))Z"
  }

  /// Howard Hinnant's `civil_from_days`: the proleptic Gregorian date of a day number.
  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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
