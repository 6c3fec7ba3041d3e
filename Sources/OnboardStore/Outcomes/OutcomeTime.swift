/// Reads the ISO 8601 times `onboard track` takes, byte by byte (a million
/// lines parse with no `DateFormatter`): `2025-03-01`, `2025-03-01T12:00:00Z`,
/// with fractions of a second (`.250`) and an offset (`+02:00`, `-0500`) or
/// none (UTC); a space may stand for the `T`.
package enum OutcomeTime {
  /// Milliseconds since 1970 (UTC) of `text`, or `nil` when it is not such a time.
  package static func milliseconds(_ text: String) -> Int64? {
    var text = text
    return text.withUTF8 { milliseconds(UnsafeRawBufferPointer($0)) }
  }

  /// The same, of raw bytes.
  static func milliseconds(_ bytes: UnsafeRawBufferPointer) -> Int64? {
    var reader = Reader(bytes: bytes)
    guard let year = reader.digits(4), reader.skip("-"), let month = reader.digits(2), reader.skip("-"),
      let day = reader.digits(2), (1...12).contains(month), day >= 1, day <= daysIn(month, year)
    else { return nil }
    var seconds = daysFromCivil(year, month, day) * 86_400
    var fraction: Int64 = 0
    if !reader.isAtEnd {
      guard reader.skip("T") || reader.skip("t") || reader.skip(" "), let hour = reader.digits(2),
        reader.skip(":"), let minute = reader.digits(2), hour < 24, minute < 60
      else { return nil }
      seconds += hour * 3_600 + minute * 60
      if reader.skip(":") {
        guard let second = reader.digits(2), second < 61 else { return nil }
        seconds += second
        if reader.skip(".") || reader.skip(",") {
          var scale: Int64 = 100
          var count = 0
          while let digit = reader.digit() {
            fraction += digit * scale
            scale /= 10
            count += 1
          }
          guard count > 0 else { return nil }
        }
      }
      if reader.skip("Z") || reader.skip("z") {
      } else if let sign = reader.sign() {
        guard let hours = reader.digits(2), hours < 24 else { return nil }
        _ = reader.skip(":")
        guard let minutes = reader.digits(2), minutes < 60 else { return nil }
        seconds -= sign * (hours * 3_600 + minutes * 60)
      }
    }
    guard reader.isAtEnd else { return nil }
    return seconds * 1000 + fraction
  }

  private static func daysIn(_ month: Int64, _ year: Int64) -> Int64 {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  private static func daysFromCivil(_ year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    mutating func digit() -> Int64? {
      guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
      index += 1
      return Int64(bytes[index - 1] - 0x30)
    }

    mutating func digits(_ count: Int) -> Int64? {
      var value: Int64 = 0
      for _ in 0..<count {
        guard let digit = digit() else { return nil }
        value = value * 10 + digit
      }
      return value
    }

    mutating func sign() -> Int64? {
      if skip("+") { return 1 }
      if skip("-") { return -1 }
      return nil
    }
  }
}
