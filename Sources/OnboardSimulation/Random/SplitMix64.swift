/// SplitMix64 (Steele, Lea and Flood): a tiny generator whose only job here
/// is to spread a seed and a person's index into the state of
/// ``SimulationRandom``, as xoshiro's authors recommend.
struct SplitMix64 {
  /// The running state; any value is fine.
  var state: UInt64

  /// The next 64 bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
