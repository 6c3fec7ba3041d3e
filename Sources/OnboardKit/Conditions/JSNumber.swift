/// JavaScript's conversions between numbers and strings, which GrowthBook's
/// conditions inherit from its JavaScript SDK (`value + ""`, `value * 1`).
enum JSNumber {
  /// `String(value)` in JavaScript (ECMAScript `Number::toString`): `1` not
  /// `1.0`, `1e+21` but `100000000000000000000`, `1.5e-7`, `NaN`, `-Infinity`.
  static func string(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value == 0 { return "0" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value < 0 { return "-" + string(-value) }
    // NB: Swift's description has the shortest digits that round-trip, as JS
    // requires; only the layout differs ("1e+16" vs "10000000000000000").
    let text = value.description
    let halves = text.split(separator: "e", maxSplits: 1)
    let exponent = halves.count > 1 ? Int(halves[1]) ?? 0 : 0
    let mantissa = halves.first ?? ""
    let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = pieces.first ?? ""
    let fraction = pieces.count > 1 ? pieces[1] : ""
    var digits = Array(whole + fraction)
    let leadingZeros = digits.prefix { $0 == "0" }.count
    digits.removeFirst(leadingZeros)
    while digits.last == "0" { digits.removeLast() }
    // value = 0.d1d2…dk × 10^n
    let k = digits.count
    let n = exponent + whole.count - leadingZeros
    if k <= n, n <= 21 {
      return String(digits) + String(repeating: "0", count: n - k)
    }
    if 0 < n, n <= 21 {
      return String(digits[..<n]) + "." + String(digits[n...])
    }
    if -6 < n, n <= 0 {
      return "0." + String(repeating: "0", count: -n) + String(digits)
    }
    let head = String(digits[..<1]) + (k > 1 ? "." + String(digits[1...]) : "")
    return head + "e" + (n > 0 ? "+" : "-") + String(abs(n - 1))
  }

  /// `Number(text)` in JavaScript: trims JavaScript white space, reads `""` as
  /// 0, accepts `Infinity`, `0x…`, `0o…`, `0b…`, and is `NaN` otherwise.
  static func number(_ text: String) -> Double {
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !isWhiteSpace($0) }),
      let last = scalars.lastIndex(where: { !isWhiteSpace($0) })
    else { return 0 }
    let body = String(scalars[start...last])
    if let radix = radixLiteral(body) {
      var value = 0.0
      for character in body.dropFirst(2) {
        guard let digit = character.hexDigitValue, digit < radix else { return .nan }
        value = value * Double(radix) + Double(digit)
      }
      return value
    }
    var unsigned = Substring(body)
    var sign = 1.0
    if let first = unsigned.first, first == "+" || first == "-" {
      sign = first == "-" ? -1 : 1
      unsigned = unsigned.dropFirst()
    }
    if unsigned == "Infinity" { return sign * .infinity }
    guard isDecimalLiteral(unsigned), let value = Double(unsigned) else { return .nan }
    return sign * value
  }

  /// The radix of a `0x`, `0o` or `0b` literal with at least one digit.
  private static func radixLiteral(_ text: String) -> Int? {
    let characters = Array(text.prefix(3))
    guard characters.count == 3, characters[0] == "0" else { return nil }
    switch characters[1] {
    case "x", "X": return 16
    case "o", "O": return 8
    case "b", "B": return 2
    default: return nil
    }
  }

  /// `digits [. digits] [e[±]digits]` or `. digits [e[±]digits]`, unsigned.
  private static func isDecimalLiteral(_ text: Substring) -> Bool {
    var rest = text.unicodeScalars[...]
    func digitCount() -> Int {
      let count = rest.prefix { ("0"..."9").contains($0) }.count
      rest = rest.dropFirst(count)
      return count
    }
    var mantissaDigits = digitCount()
    if rest.first == "." {
      rest = rest.dropFirst()
      mantissaDigits += digitCount()
    }
    guard mantissaDigits > 0 else { return false }
    if let marker = rest.first, marker == "e" || marker == "E" {
      rest = rest.dropFirst()
      if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
      guard digitCount() > 0 else { return false }
    }
    return rest.isEmpty
  }

  /// JavaScript's `WhiteSpace` and `LineTerminator` characters.
  static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
      return true
    default:
      return false
    }
  }
}
