/// FNV-1a, 32 bits, over a string's **UTF-16 code units**: the hash every
/// GrowthBook SDK buckets people with.
///
/// Each code unit is XORed in whole (`é` is the one unit `0x00E9`, not the
/// UTF-8 bytes `C3 A9`; `😀` is the two surrogates `D83D DE00`), as in the
/// JavaScript SDK's `str.charCodeAt(i)` loop. Strings that are canonically
/// equivalent but spelt differently (`"é"` and `"e\u{301}"`) hash differently,
/// as they do in JavaScript.
///
/// The hasher is a value that strings are fed into, so a concatenation is
/// hashed without building it:
///
/// ```swift
/// var hasher = FNV1a()
/// hasher.combine("user-1")
/// hasher.combine("my-seed")
/// hasher.value == FNV1a.hash("user-1my-seed")  // true
/// ```
package struct FNV1a: Sendable, Hashable {
  /// The FNV-1a 32-bit offset basis, the hash of nothing.
  package static let offsetBasis: UInt32 = 0x811C_9DC5
  /// The FNV 32-bit prime.
  package static let prime: UInt32 = 0x0100_0193

  /// The hash of everything combined so far.
  package var value: UInt32 { state }

  /// The hash so far (settable by inlined code, unlike ``value``).
  @usableFromInline var state: UInt32

  /// A hasher that has seen nothing (its value is the offset basis).
  @inlinable
  package init() {
    state = Self.offsetBasis
  }

  /// The hash of one string's UTF-16 code units.
  @inlinable
  package static func hash(_ text: String) -> UInt32 {
    var hasher = FNV1a()
    hasher.combine(text)
    return hasher.value
  }

  /// Feeds one UTF-16 code unit.
  @inlinable
  package mutating func combine(unit: UInt16) {
    state = (state ^ UInt32(unit)) &* Self.prime
  }

  /// Feeds a string's UTF-16 code units, without allocating.
  ///
  /// NB: a native Swift string stores UTF-8, so the units come from its bytes
  /// in place: ASCII bytes are their own code units, and anything else is
  /// transcoded on the fly. That is about five times faster than walking
  /// `utf16`, which is only the fallback for strings without contiguous UTF-8.
  @inlinable
  package mutating func combine(_ text: String) {
    let start = state
    if let hash = text.utf8.withContiguousStorageIfAvailable({ Self.hash(utf8: $0, from: start) }) {
      state = hash
    } else {
      for unit in text.utf16 { combine(unit: unit) }
    }
  }

  /// Feeds ASCII bytes, which are their own UTF-16 code units.
  @inlinable
  package mutating func combine(ascii bytes: UnsafeBufferPointer<UInt8>) {
    state = Self.hash(ascii: bytes, from: state)
  }

  /// FNV-1a from `start` on, over the UTF-16 code units of well-formed UTF-8
  /// (which every `String` holds).
  @inlinable
  static func hash(utf8 bytes: UnsafeBufferPointer<UInt8>, from start: UInt32) -> UInt32 {
    isASCII(bytes) ? hash(ascii: bytes, from: start) : hash(transcoding: bytes, from: start)
  }

  /// Whether every byte is below 0x80 (a loop the compiler vectorises).
  @inlinable
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var all: UInt8 = 0
    for byte in bytes { all |= byte }
    return all < 0x80
  }

  /// ASCII bytes are their own UTF-16 code units: the plain FNV-1a loop.
  @inlinable
  static func hash(ascii bytes: UnsafeBufferPointer<UInt8>, from start: UInt32) -> UInt32 {
    var hash = start
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* prime }
    return hash
  }

  /// Decodes each scalar and feeds its one or two UTF-16 code units.
  @inlinable
  static func hash(transcoding bytes: UnsafeBufferPointer<UInt8>, from start: UInt32) -> UInt32 {
    var hash = start
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = UInt32(bytes[index])
      let scalar: UInt32
      if lead < 0x80 {
        scalar = lead
        index += 1
      } else if lead < 0xE0 {
        scalar = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        index += 2
      } else if lead < 0xF0 {
        scalar =
          (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        index += 3
      } else {
        let bits =
          (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
          | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
        index += 4
        // A scalar beyond the BMP is two code units: high then low surrogate.
        let offset = bits - 0x1_0000
        hash = (hash ^ (0xD800 | offset >> 10)) &* prime
        scalar = 0xDC00 | offset & 0x3FF
      }
      hash = (hash ^ scalar) &* prime
    }
    return hash
  }

  /// Feeds the decimal digits of `number` (as JavaScript's `String(number)`
  /// writes an unsigned integer), without building the string: the digits
  /// are packed four bits each into one register, least significant first
  /// and so most significant lowest, then fed from the low end.
  @inlinable
  package mutating func combine(decimal number: UInt32) {
    var packed: UInt64 = 0  // UInt32.max has ten digits: 40 bits
    var rest = number
    var count = 0
    repeat {
      let quotient = rest / 10
      packed = packed << 4 | UInt64(rest &- quotient &* 10)
      rest = quotient
      count &+= 1
    } while rest > 0
    var hash = state
    for _ in 0..<count {
      hash = (hash ^ (0x30 | UInt32(truncatingIfNeeded: packed & 0xF))) &* Self.prime
      packed >>= 4
    }
    state = hash
  }
}
