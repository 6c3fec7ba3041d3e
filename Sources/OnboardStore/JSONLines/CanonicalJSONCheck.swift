/// Whether some bytes are JSON exactly as ``OnboardKit/JSONWriter/value(_:)``
/// writes it, in the part of it an app's lines mostly hold: objects with
/// their keys in order and once each, arrays, texts of printable ASCII
/// without escapes, whole numbers of at most 15 digits, `true`, `false`,
/// `null`, no spaces. Such bytes decode and write back to themselves, so an
/// event line's `data` in this form is kept as it is instead of going
/// through `JSONDecoder` and back (``EventLineScanner``); anything else
/// (another order, an escape, a fraction) takes that way.
struct CanonicalJSONCheck {
  private let bytes: UnsafeRawBufferPointer
  private var at = 0

  private init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Whether `bytes` are one value in the form, and not `null` alone.
  static func isCanonical(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var check = CanonicalJSONCheck(bytes)
    guard check.value(depth: 0), check.at == bytes.count else { return false }
    return !(bytes.count == 4 && bytes[0] == UInt8(ascii: "n"))
  }

  /// The deepest nesting read here (deeper values take `JSONDecoder`'s way).
  private static let deepest = 32

  private mutating func value(depth: Int) -> Bool {
    guard depth < Self.deepest, at < bytes.count else { return false }
    switch bytes[at] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return text() != nil
    case UInt8(ascii: "t"): return word("true")
    case UInt8(ascii: "f"): return word("false")
    case UInt8(ascii: "n"): return word("null")
    default: return number()
    }
  }

  private mutating func object(depth: Int) -> Bool {
    at += 1
    if next(UInt8(ascii: "}")) { return true }
    var previous: Range<Int>?
    while true {
      guard let key = text() else { return false }
      if let previous {
        // Keys in order, each once (ASCII: the order of bytes is the writer's).
        guard bytes[previous].lexicographicallyPrecedes(bytes[key]) else { return false }
      }
      previous = key
      guard next(UInt8(ascii: ":")), value(depth: depth + 1) else { return false }
      if next(UInt8(ascii: "}")) { return true }
      guard next(UInt8(ascii: ",")) else { return false }
    }
  }

  private mutating func array(depth: Int) -> Bool {
    at += 1
    if next(UInt8(ascii: "]")) { return true }
    while true {
      guard value(depth: depth + 1) else { return false }
      if next(UInt8(ascii: "]")) { return true }
      guard next(UInt8(ascii: ",")) else { return false }
    }
  }

  /// A quoted text of printable ASCII without escapes: where its bytes are.
  private mutating func text() -> Range<Int>? {
    guard next(UInt8(ascii: "\"")) else { return nil }
    let start = at
    while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
      guard bytes[at] >= 0x20, bytes[at] < 0x7F, bytes[at] != UInt8(ascii: "\\") else { return nil }
      at += 1
    }
    guard at < bytes.count else { return nil }
    at += 1
    return start..<(at - 1)
  }

  /// A whole number as the writer writes one: no leading zero, no `-0`, at
  /// most 15 digits (so it is exact as a `Double`), no fraction or exponent.
  private mutating func number() -> Bool {
    let negative = next(UInt8(ascii: "-"))
    let start = at
    while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
    let digits = at - start
    guard digits > 0, digits <= 15 else { return false }
    if bytes[start] == UInt8(ascii: "0"), digits > 1 || negative { return false }
    if at < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[at]) {
      return false
    }
    return true
  }

  private mutating func word(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - at >= count else { return false }
    for offset in 0..<count where bytes[at + offset] != literal.utf8Start[offset] { return false }
    at += count
    return true
  }

  /// Moves past `byte` when it is next.
  private mutating func next(_ byte: UInt8) -> Bool {
    guard at < bytes.count, bytes[at] == byte else { return false }
    at += 1
    return true
  }
}
