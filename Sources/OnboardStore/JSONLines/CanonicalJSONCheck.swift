/// Whether some bytes are JSON exactly as ``OnboardKit/JSONWriter/value(_:)``
/// writes it, in the part of it an app's lines mostly hold: objects with
/// their keys in order and once each, arrays, texts of printable ASCII
/// without escapes, whole numbers of at most 15 digits, `true`, `false`,
/// `null`, no spaces. Such bytes decode and write back to themselves, so an
/// event line's `data` in this form is kept as it is instead of going
/// through `JSONDecoder` and back (``EventLineScanner``); anything else
/// (another order, an escape, a fraction) takes that way.
struct CanonicalJSONCheck {
  private var cursor: ByteCursor

  private init(_ bytes: UnsafeRawBufferPointer) {
    cursor = ByteCursor(bytes)
  }

  /// Whether `bytes` are one value in the form, and not `null` alone.
  static func isCanonical(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var check = CanonicalJSONCheck(bytes)
    guard check.value(depth: 0), check.cursor.isAtEnd else { return false }
    return !(bytes.count == 4 && bytes[0] == UInt8(ascii: "n"))
  }

  /// The deepest nesting read here (deeper values take `JSONDecoder`'s way).
  private static let deepest = 32

  private mutating func value(depth: Int) -> Bool {
    guard depth < Self.deepest, let byte = cursor.peek else { return false }
    switch byte {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return text() != nil
    case UInt8(ascii: "t"): return cursor.skip("true")
    case UInt8(ascii: "f"): return cursor.skip("false")
    case UInt8(ascii: "n"): return cursor.skip("null")
    default: return number()
    }
  }

  private mutating func object(depth: Int) -> Bool {
    _ = cursor.next(UInt8(ascii: "{"))
    if cursor.next(UInt8(ascii: "}")) { return true }
    var previous: Range<Int>?
    while true {
      guard let key = text() else { return false }
      if let previous {
        // Keys in order, each once (ASCII: the order of bytes is the writer's).
        guard cursor.bytes[previous].lexicographicallyPrecedes(cursor.bytes[key]) else { return false }
      }
      previous = key
      guard cursor.next(UInt8(ascii: ":")), value(depth: depth + 1) else { return false }
      if cursor.next(UInt8(ascii: "}")) { return true }
      guard cursor.next(UInt8(ascii: ",")) else { return false }
    }
  }

  private mutating func array(depth: Int) -> Bool {
    _ = cursor.next(UInt8(ascii: "["))
    if cursor.next(UInt8(ascii: "]")) { return true }
    while true {
      guard value(depth: depth + 1) else { return false }
      if cursor.next(UInt8(ascii: "]")) { return true }
      guard cursor.next(UInt8(ascii: ",")) else { return false }
    }
  }

  /// A quoted text of printable ASCII without escapes (DEL, which the writer escapes, left out).
  private mutating func text() -> Range<Int>? { cursor.plainText(below: 0x7F) }

  /// A whole number as the writer writes one: no `-0`, at most 15 digits
  /// (so it is exact as a `Double`), no fraction or exponent.
  private mutating func number() -> Bool {
    guard let number = cursor.wholeNumber(maxDigits: 15), !(number.negative && number.value == 0) else {
      return false
    }
    return ![UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(cursor.peek)
  }
}
