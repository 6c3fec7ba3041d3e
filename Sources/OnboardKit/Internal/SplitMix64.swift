/// SplitMix64 (Steele, Lea and Flood): a tiny seeded generator. The
/// simulator spreads a seed and a person's index into its xoshiro state with
/// it, as xoshiro's authors recommend; tests draw repeatable cases from it.
package struct SplitMix64 {
  /// The running state; any value is fine.
  package var state: UInt64

  /// A generator starting at `state`.
  package init(state: UInt64) {
    self.state = state
  }

  /// The next 64 bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
