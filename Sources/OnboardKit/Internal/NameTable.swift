/// A fixed table from names to small integers, built once and read on the
/// runner's hot path: an open-addressing table hashed with FNV-1a over the
/// UTF-8 bytes, which costs a fraction of `Dictionary<String, Int>`'s SipHash
/// for the short step and field names flows use.
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

  private static func hash(_ name: String) -> Int {
    let hash =
      name.utf8.withContiguousStorageIfAvailable { bytes in
        var hash: UInt32 = FNV1a.offsetBasis
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* FNV1a.prime }
        return hash
      } ?? name.utf8.reduce(FNV1a.offsetBasis) { ($0 ^ UInt32($1)) &* FNV1a.prime }
    return Int(hash)
  }
}
