import Foundation
import OnboardKit

/// The simulator's random numbers: xoshiro256** (Blackman and Vigna), seeded
/// per person from the run's seed and the person's index, so a person's
/// choices do not depend on who was simulated before them, on batching, or on
/// threads. Never `SystemRandomNumberGenerator` or `Hasher`: the same seed
/// must give the same people on every machine and every run.
///
/// ```swift
/// var random = SimulationRandom(seed: 42, stream: 7)  // person 7 of seed 42
/// let abandons = random.chance(0.1)
/// ```
package struct SimulationRandom: RandomNumberGenerator, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// The generator of stream `stream` (a person's index) under `seed`.
  package init(seed: UInt64, stream: UInt64) {
    var mixer = SplitMix64(state: seed)
    let key = mixer.next()
    var spread = SplitMix64(state: key ^ (stream &* 0xD1B5_4A32_D192_ED03))
    s0 = spread.next()
    s1 = spread.next()
    s2 = spread.next()
    s3 = spread.next()
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    let result = rotate(s1 &* 5, 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotate(s3, 45)
    return result
  }

  /// A uniform number in `0..<1` with 53 random bits.
  package mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// True with probability `probability` (0 never, 1 always).
  package mutating func chance(_ probability: Double) -> Bool {
    probability > 0 && unit() < probability
  }

  /// A uniform whole number in `0..<count` (Lemire's multiply; `count` > 0).
  package mutating func below(_ count: Int) -> Int {
    guard count > 1 else { return 0 }
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(count)).high)
  }

  /// A standard normal number (Box–Muller from two uniforms).
  package mutating func gaussian() -> Double {
    let u = 1 - unit()  // in (0, 1]: the logarithm stays finite
    let v = unit()
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
  }

  private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 - k))
  }
}
