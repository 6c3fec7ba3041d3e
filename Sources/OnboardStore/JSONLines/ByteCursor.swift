/// A place in a line's bytes, for the readers of the event lines' plain
/// form (``EventLineScanner``, ``CanonicalJSONCheck``): each moves past
/// what it expects and reads texts without escapes straight from the bytes.
struct ByteCursor {
  let bytes: UnsafeRawBufferPointer
  /// The next byte's offset.
  var at = 0

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { at == bytes.count }

  /// The next byte, if any.
  var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

  /// Moves past `byte` when it is next.
  mutating func next(_ byte: UInt8) -> Bool {
    guard at < bytes.count, bytes[at] == byte else { return false }
    at += 1
    return true
  }

  /// Moves past `literal` when the bytes go on with it.
  mutating func skip(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - at >= count else { return false }
    for offset in 0..<count where bytes[at + offset] != literal.utf8Start[offset] { return false }
    at += count
    return true
  }

  /// A quoted text of bytes from space up to (not including) `limit`,
  /// without escapes: where its bytes are, past its closing quote; `nil`
  /// (and nothing moved past) for anything else. `0x80` takes all of
  /// ASCII but its control characters; `0x7F` leaves out DEL too, which the
  /// canonical writer escapes.
  mutating func plainText(below limit: UInt8) -> Range<Int>? {
    guard peek == UInt8(ascii: "\"") else { return nil }
    var end = at + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      guard bytes[end] >= 0x20, bytes[end] < limit, bytes[end] != UInt8(ascii: "\\") else { return nil }
      end += 1
    }
    guard end < bytes.count else { return nil }
    defer { at = end + 1 }
    return (at + 1)..<end
  }

  /// A whole number as JSON writes one (an optional `-`, then digits with
  /// no leading zero), of at most `maxDigits` digits; `nil` for anything else.
  mutating func wholeNumber(maxDigits: Int) -> (negative: Bool, value: Int64)? {
    let start = at
    let negative = next(UInt8(ascii: "-"))
    let first = at
    var value: Int64 = 0
    while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), at - first < maxDigits {
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      at += 1
    }
    let digits = at - first
    let more = peek.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
    guard digits > 0, !more, digits == 1 || bytes[first] != UInt8(ascii: "0") else {
      at = start
      return nil
    }
    return (negative, negative ? -value : value)
  }

  /// The bytes of `range` as a text.
  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
