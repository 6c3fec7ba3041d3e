/// Turns the bytes a terminal in raw mode sends into ``Key``s: pure, so every
/// sequence is unit-tested.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x41])  // [.up]
/// decoder.feed([0x1B])              // [.escape]: a chunk that ends in a lone ESC
/// ```
///
/// Arrows come as `ESC [ A` or `ESC O A` (application mode); Home and End in
/// four spellings; Delete as `ESC [ 3 ~`; Shift-Tab as `ESC [ Z`. A sequence
/// cut between two reads waits for the rest; a lone `ESC` at the end of a read
/// is the Escape key (terminals send a whole sequence in one write). UTF-8
/// characters split across reads are joined.
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  package init() {}

  /// Decodes `bytes` (one read) and returns the keys they complete.
  package mutating func feed(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = decode(at: index) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// Whatever is still pending, as keys: call when no more bytes came in time.
  package mutating func flush() -> [Key] {
    defer { pending = [] }
    if pending == [0x1B] { return [.escape] }
    return pending.isEmpty ? [] : [.unknown(pending)]
  }

  /// The key at `index` and how many bytes it took; `nil` when the bytes
  /// there are an incomplete sequence; a `nil` key for bytes to drop.
  private func decode(at index: Int) -> (Key?, Int)? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escape(at: index)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (nil, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x1C...0x1F: return (.unknown([byte]), 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return utf8(at: index)
    }
  }

  private func escape(at index: Int) -> (Key?, Int)? {
    let rest = pending.count - index - 1
    guard rest > 0 else { return (.escape, 1) }
    let introducer = pending[index + 1]
    switch introducer {
    case UInt8(ascii: "["):
      return controlSequence(at: index)
    case UInt8(ascii: "O"):
      guard rest > 1 else { return nil }
      return (ss3(pending[index + 2]), 3)
    case 0x1B:
      return (.escape, 1)
    default:
      // Alt-<key> arrives as ESC then the key: read it as Escape, then the key.
      return (.escape, 1)
    }
  }

  /// `ESC [` parameters (digits and `;`) then one final byte.
  private func controlSequence(at index: Int) -> (Key?, Int)? {
    var end = index + 2
    while end < pending.count, (0x30...0x3F).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return nil }
    let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
    let final = pending[end]
    let length = end - index + 1
    switch (final, parameters) {
    case (UInt8(ascii: "A"), _): return (.up, length)
    case (UInt8(ascii: "B"), _): return (.down, length)
    case (UInt8(ascii: "C"), _): return (.right, length)
    case (UInt8(ascii: "D"), _): return (.left, length)
    case (UInt8(ascii: "H"), _): return (.home, length)
    case (UInt8(ascii: "F"), _): return (.end, length)
    case (UInt8(ascii: "Z"), _): return (.backTab, length)
    case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
    case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
    case (UInt8(ascii: "~"), "3"): return (.delete, length)
    default: return (.unknown(Array(pending[index..<(end + 1)])), length)
    }
  }

  /// `ESC O x`: arrows, Home and End in application mode.
  private func ss3(_ final: UInt8) -> Key {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return .unknown([0x1B, UInt8(ascii: "O"), final])
    }
  }

  /// A multi-byte UTF-8 character; waits when it is cut; drops invalid bytes.
  private func utf8(at index: Int) -> (Key?, Int)? {
    let lead = pending[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    guard index + length <= pending.count else { return nil }
    let text = String(validating: pending[index..<(index + length)], as: UTF8.self)
    guard let character = text?.first else { return (nil, 1) }
    return (.character(character), length)
  }
}
