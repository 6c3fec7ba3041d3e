/// A fixed table from names to small integers, built once and read on the
/// runner's hot path (step ids, field keys). A name of up to 15 UTF-8 bytes
/// — nearly every step id and field key — is keyed by its bytes as two
/// words (``ShortName``), hashed and compared as words; a longer name is
/// hashed from its length and three eight-byte loads. Either costs a
/// fraction of `Dictionary<String, Int>`'s SipHash.
struct NameTable: Sendable {
  private let names: [String]
  private let values: [Int]
  /// Per entry, its name's bytes as a short name (``ShortName/long`` when
  /// the name is longer).
  private let shortNames: [ShortName]
  /// Per slot, the entry's position plus one; 0 is an empty slot.
  private let slots: [Int32]
  private let mask: Int

  /// A table of `pairs`; a repeated name keeps its first value.
  init(_ pairs: [(name: String, value: Int)]) {
    var capacity = 8
    while capacity < pairs.count * 2 { capacity *= 2 }
    var slots = [Int32](repeating: 0, count: capacity)
    var names: [String] = []
    var values: [Int] = []
    var shortNames: [ShortName] = []
    for pair in pairs {
      let short = ShortName(bytesOf: pair.name)
      var slot = Self.hash(pair.name, short) & (capacity - 1)
      var duplicate = false
      while slots[slot] != 0 {
        if names[Int(slots[slot]) - 1] == pair.name {
          duplicate = true
          break
        }
        slot = (slot + 1) & (capacity - 1)
      }
      guard !duplicate else { continue }
      names.append(pair.name)
      values.append(pair.value)
      shortNames.append(short)
      slots[slot] = Int32(names.count)
    }
    self.names = names
    self.values = values
    self.shortNames = shortNames
    self.slots = slots
    self.mask = capacity - 1
  }

  /// The value of `name`, if the table has it.
  // Inlined: called, the lookup's entry and exit cost as much as the
  // lookup itself (about half of 70 instructions).
  @inline(__always)
  subscript(name: String) -> Int? {
    if let short = ShortName(inlineBitsOf: name) {
      // The bytes held in the string itself: no call to reach them, and an
      // entry is told by two words. A hit is confirmed by `==` (cheap
      // between two inline strings), so the answer never rests on how the
      // string lays out its bytes: a miss here is looked for again below.
      var slot = short.hash & mask
      while true {
        let entry = Int(slots[slot])
        if entry == 0 { break }
        if shortNames[entry - 1] == short, names[entry - 1] == name { return values[entry - 1] }
        slot = (slot + 1) & mask
      }
    }
    return value(byContentOf: name)
  }

  /// The value of `name`, found by its bytes however the string holds them.
  @inline(never)
  private func value(byContentOf name: String) -> Int? {
    var slot = Self.hash(name, ShortName(bytesOf: name)) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      if names[entry - 1] == name { return values[entry - 1] }
      slot = (slot + 1) & mask
    }
  }

  /// A short name's hash is its words'; a longer name's is its length and
  /// its first, middle and last eight bytes, mixed: names that share all of
  /// them only collide (and are told apart by `==`), and the cost does not
  /// grow with the name.
  private static func hash(_ name: String, _ short: ShortName) -> Int {
    if short != .long { return short.hash }
    let mixed =
      name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
        // Only names of 16 bytes or more get here.
        guard bytes.count >= 16, let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let head = raw.loadUnaligned(as: UInt64.self)
        let middle = raw.loadUnaligned(fromByteOffset: bytes.count / 2 - 4, as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        return ShortName.mix(head &* 31 &+ middle, tail, bytes.count)
      } ?? ShortName.mix(UInt64(Self.contentHash(name)), 0, 0)
    return Int(truncatingIfNeeded: mixed)
  }

  /// A name without contiguous storage (bridged) is hashed byte by byte.
  private static func contentHash(_ name: String) -> UInt32 {
    name.utf8.reduce(FNV1a.offsetBasis) { ($0 ^ UInt32($1)) &* FNV1a.prime }
  }
}

/// A name of at most 15 UTF-8 bytes as two words: bytes 0–7 in the first
/// (byte 0 lowest), bytes 8–14 in the low seven bytes of the second and the
/// count in its top byte — on a 64-bit little-endian machine, the layout of
/// the standard library's inline ("small") strings, whose words can so be
/// taken as they are.
struct ShortName: Sendable, Equatable {
  let low: UInt64
  let high: UInt64

  /// What every longer name has: no short name has a count above 15.
  static let long = ShortName(low: 0, high: .max)

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The short name of `name`'s bytes, or ``long``.
  init(bytesOf name: String) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0
    for byte in name.utf8 {
      guard count < 15 else {
        self = .long
        return
      }
      if count < 8 {
        low |= UInt64(byte) << UInt64(8 * count)
      } else {
        high |= UInt64(byte) << UInt64(8 * (count - 8))
      }
      count += 1
    }
    self.init(low: low, high: high | UInt64(count) << 56)
  }

  /// The words of a string that holds its bytes inline, read as they are;
  /// `nil` for any other string, or on a machine with another layout.
  init?(inlineBitsOf name: String) {
    #if _endian(little) && _pointerBitWidth(_64)
      let (low, high) = unsafeBitCast(name, to: (UInt64, UInt64).self)
      // The discriminator's "small" bit; the top nibble also carries flags.
      guard high & (1 << 61) != 0 else { return nil }
      self.init(low: low, high: high & 0x0FFF_FFFF_FFFF_FFFF)
    #else
      return nil
    #endif
  }

  var hash: Int { Int(truncatingIfNeeded: Self.mix(low, high, 0)) }

  static func mix(_ head: UInt64, _ tail: UInt64, _ count: Int) -> UInt64 {
    var value = (head ^ (tail &* 0xC2B2_AE3D_27D4_EB4F)) &+ UInt64(truncatingIfNeeded: count)
    value = (value ^ (value >> 29)) &* 0x9E37_79B9_7F4A_7C15
    return value ^ (value >> 32)
  }
}
