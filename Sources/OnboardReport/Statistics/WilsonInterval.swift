/// The Wilson score interval for a proportion.
package enum WilsonInterval {
  /// The interval for `successes` out of `n` at level `1 − alpha`:
  /// `(p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n)` with
  /// `z = Φ⁻¹(1 − α/2)`. `nil` when `n` is 0 (no data, no interval).
  package static func interval(successes: Int, of n: Int, alpha: Double) -> Interval? {
    guard n > 0 else { return nil }
    let count = Double(n)
    let p = Double(successes) / count
    let z = NormalDistribution.upperQuantile(alpha / 2)
    let z2 = z * z
    let denominator = 1 + z2 / count
    let center = (p + z2 / (2 * count)) / denominator
    let half = z / denominator * (p * (1 - p) / count + z2 / (4 * count * count)).squareRoot()
    return Interval(max(0, center - half), min(1, center + half))
  }
}
