extension JSRegexTranslator {
  /// An escape outside a class, after its backslash (`\b` and `\B` are
  /// assertions, read by `parseTerm`).
  mutating func parseAtomEscape() throws(SyntaxError) -> String {
    guard let unit = next() else { throw SyntaxError(reason: "\\ at end of pattern") }
    if let escape = ClassEscape(unit) { return escape.standalone }
    switch unit {
    case .ascii("k") where groups.hasNames:
      guard next() == .ascii("<") else { throw SyntaxError(reason: "invalid named capture referenced") }
      var name: [UInt16] = []
      while let unit = next(), unit != .ascii(">") { name.append(unit) }
      guard let number = groups.numbers[String(decoding: name, as: UTF16.self)] else {
        throw SyntaxError(reason: "invalid named capture referenced")
      }
      return backreference(number)
    case 0x31...0x39:
      // A backreference when there are that many groups, else Annex B's
      // octal escape (or, for 8 and 9, the digit itself).
      var end = position - 1
      var number = 0
      while end < source.count, (0x30...0x39).contains(source[end]) {
        number = min(number * 10 + Int(source[end] - 0x30), 1_000_000)
        end += 1
      }
      if number <= groups.count {
        position = end
        return backreference(number)
      }
    default:
      break
    }
    return ICUPattern.literal(code: try characterEscape(unit, inClass: false))
  }

  /// A character escape after its backslash, as what it stands for: a UTF-16
  /// code unit, or (outside a class) the scalar of a `\uD83D\uDE00` pair.
  mutating func characterEscape(_ unit: UInt16, inClass: Bool) throws(SyntaxError) -> UInt32 {
    switch unit {
    case .ascii("f"): return 0x0C
    case .ascii("n"): return 0x0A
    case .ascii("r"): return 0x0D
    case .ascii("t"): return 0x09
    case .ascii("v"): return 0x0B
    case .ascii("b") where inClass: return 0x08
    case .ascii("c"):
      if let letter = peek, isControlLetter(letter, inClass: inClass) {
        position += 1
        return UInt32(letter % 32)
      }
      // Annex B: the backslash is itself, and `c` is read again.
      position -= 1
      return 0x5C
    case .ascii("x"):
      return hexValue(digits: 2) ?? UInt32(unit)
    case .ascii("u"):
      guard let value = hexValue(digits: 4) else { return UInt32(unit) }
      if !inClass, UTF16.isLeadSurrogate(UInt16(value)), peek == .ascii("\\"), peek(1) == .ascii("u") {
        let lead = position
        position += 2
        if let trail = hexValue(digits: 4), UTF16.isTrailSurrogate(UInt16(trail)) {
          return 0x10000 + ((value - 0xD800) << 10) + (trail - 0xDC00)
        }
        position = lead
      }
      return value
    case .ascii("k") where groups.hasNames:
      throw SyntaxError(reason: "invalid escape")
    case 0x30...0x37:
      position -= 1
      return legacyOctal()
    default:
      return UInt32(unit)
    }
  }

  /// Annex B's octal escape: up to three octal digits, at most `\377`.
  private mutating func legacyOctal() -> UInt32 {
    func octalDigit() -> UInt32? {
      guard let unit = peek, (0x30...0x37).contains(unit) else { return nil }
      position += 1
      return UInt32(unit - 0x30)
    }
    guard let first = octalDigit() else { return 0 }
    guard let second = octalDigit() else { return first }
    guard first <= 3, let third = octalDigit() else { return first * 8 + second }
    return (first * 8 + second) * 8 + third
  }

  /// The value of exactly `digits` hex digits at the position, consumed; or
  /// `nil`, consuming nothing.
  private mutating func hexValue(digits: Int) -> UInt32? {
    guard position + digits <= source.count else { return nil }
    var value: UInt32 = 0
    for unit in source[position..<position + digits] {
      guard let digit = Unicode.Scalar(unit).flatMap({ Character($0).hexDigitValue }) else { return nil }
      value = value * 16 + UInt32(digit)
    }
    position += digits
    return value
  }

  /// A letter after `\c` (inside a class Annex B also takes digits and `_`).
  private func isControlLetter(_ unit: UInt16, inClass: Bool) -> Bool {
    switch unit {
    case 0x41...0x5A, 0x61...0x7A: true
    case 0x30...0x39, .ascii("_"): inClass
    default: false
    }
  }
}
