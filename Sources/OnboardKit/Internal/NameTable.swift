/// A fixed table from names to small integers, built once and read on the
/// runner's hot path: an open-addressing table hashed from a name's length
/// and its first and last bytes, which costs a fraction of
/// `Dictionary<String, Int>`'s SipHash for the step and field names flows use.
struct NameTable: Sendable {
  private let names: [String]
  private let values: [Int]
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
    for pair in pairs {
      var slot = Self.hash(pair.name) & (capacity - 1)
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
      slots[slot] = Int32(names.count)
    }
    self.names = names
    self.values = values
    self.slots = slots
    self.mask = capacity - 1
  }

  /// The value of `name`, if the table has it.
  subscript(name: String) -> Int? {
    var slot = Self.hash(name) & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      if names[entry - 1] == name { return values[entry - 1] }
      slot = (slot + 1) & mask
    }
  }

  /// The length and the first and last eight bytes (and eight in the
  /// middle of a longer name), mixed: names that share all of them only collide (and are told apart by `==`), and the
  /// cost does not grow with the name. (A loop of FNV-1a over every byte
  /// was a third of a lookup.)
  private static func hash(_ name: String) -> Int {
    let mixed =
      name.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
        let count = bytes.count
        guard count >= 8, let base = bytes.baseAddress else {
          guard count >= 4 else {
            var short: UInt64 = 0
            for byte in bytes { short = (short << 8) | UInt64(byte) }
            return Self.mix(short, 0, count)
          }
          // Four to seven bytes (`name`, `plan`, `country`): the first two
          // and the last two, instead of a loop over every byte.
          let ends =
            UInt64(bytes[0]) << 24 | UInt64(bytes[1]) << 16 | UInt64(bytes[count - 2]) << 8
            | UInt64(bytes[count - 1])
          return Self.mix(ends, 0, count)
        }
        let raw = UnsafeRawPointer(base)
        var head = raw.loadUnaligned(as: UInt64.self)
        let tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        if count > 16 {
          // Long names (`contact/address/street`) also mix in their middle.
          head = head &* 31 &+ raw.loadUnaligned(fromByteOffset: count / 2 - 4, as: UInt64.self)
        }
        return Self.mix(head, tail, count)
      } ?? Self.mix(UInt64(name.utf8.reduce(FNV1a.offsetBasis) { ($0 ^ UInt32($1)) &* FNV1a.prime }), 0, 0)
    return Int(truncatingIfNeeded: mixed)
  }

  private static func mix(_ head: UInt64, _ tail: UInt64, _ count: Int) -> UInt64 {
    var value = (head ^ (tail &* 0xC2B2_AE3D_27D4_EB4F)) &+ UInt64(truncatingIfNeeded: count)
    value = (value ^ (value >> 29)) &* 0x9E37_79B9_7F4A_7C15
    return value ^ (value >> 32)
  }
}
