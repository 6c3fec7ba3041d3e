/// The integers and floats of YAML 1.2's core schema, read without Foundation.
///
/// - integer: `[-+]? [0-9]+`, `0o [0-7]+`, `0x [0-9a-fA-F]+`
/// - float: `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
///
/// The text is matched against these shapes first, because `Double("inf")`,
/// `Double("0x1p3")` and `Double("nan")` would accept more than YAML does.
enum CoreSchemaNumber {
  /// The number a plain scalar spells, or nil when it spells none.
  static func parse(_ text: String) -> Double? {
    parse(utf8: ArraySlice(text.utf8))
  }

  /// The number that plain scalar text spells, given as UTF-8; nil when it spells none.
  static func parse(utf8: ArraySlice<UInt8>) -> Double? {
    guard let first = utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        || first == UInt8(ascii: ".") || isDigit(first)
    else { return nil }
    let base = utf8.startIndex
    if utf8.count > 2, utf8[base] == UInt8(ascii: "0") {
      if utf8[base + 1] == UInt8(ascii: "o") { return radix(utf8.dropFirst(2), 8) }
      if utf8[base + 1] == UInt8(ascii: "x") { return radix(utf8.dropFirst(2), 16) }
    }
    return isDecimal(utf8) ? Double(String(decoding: utf8, as: UTF8.self)) : nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// `0o…` and `0x…` digits as a number; nil when one is not a digit of the base.
  private static func radix(_ digits: ArraySlice<UInt8>, _ base: Int) -> Double? {
    var value = 0.0
    for byte in digits {
      guard let digit = Int(String(UnicodeScalar(byte)), radix: base) else { return nil }
      value = value * Double(base) + Double(digit)
    }
    return value
  }

  /// Whether the bytes have the shape of a decimal integer or float.
  private static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
    var rest = bytes
    if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      rest = rest.dropFirst()
    }
    let whole = rest.prefix(while: isDigit).count
    rest = rest.dropFirst(whole)
    var fraction = 0
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      fraction = rest.prefix(while: isDigit).count
      rest = rest.dropFirst(fraction)
      // `2.` is a float; `.` alone and `.e3` are not.
      if whole == 0 && fraction == 0 { return false }
    } else if whole == 0 {
      return false
    }
    if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      rest = rest.dropFirst()
      if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        rest = rest.dropFirst()
      }
      let exponent = rest.prefix(while: isDigit).count
      if exponent == 0 { return false }
      rest = rest.dropFirst(exponent)
    }
    return rest.isEmpty
  }
}
