/// gbstats' `get_risk` (`gbstats/bayesian/tests.py`): the expected loss of
/// shipping each side, from the normal posterior `N(μ, σ²)` of the effect.
package struct Risk: Sendable, Hashable {
  /// The expected loss of keeping the control: `E[max(effect, 0)]`
  /// (gbstats' `risk[0]`, `(1 − P(control better))·E[effect | effect > 0]`).
  package var control: Double
  /// The expected loss of shipping the treatment: `E[max(−effect, 0)]`
  /// (gbstats' `risk[1]`, `−P(control better)·E[effect | effect < 0]`).
  package var treatment: Double

  /// Both risks 0: gbstats' default output.
  package static let none = Risk(control: 0, treatment: 0)

  /// A risk from its two sides.
  package init(control: Double, treatment: Double) {
    self.control = control
    self.treatment = treatment
  }

  /// The risks of `N(mean, standardDeviation²)`. With `z = μ/σ`,
  /// `E[max(effect, 0)] = σ·g(z)` and `E[max(−effect, 0)] = σ·g(−z)`, where
  /// `g(z) = φ(z) + z·Φ(z)`. gbstats gets them from scipy's truncated-normal
  /// means; here `g(−t) = φ(t)·(1 − t·R(t))` for `t ≥ 0` with the Mills ratio
  /// `R(t) = Φ(−t)/φ(t) = √(π/2)·erfcx(t/√2)`, and `g(t) = t + g(−t)`, so
  /// neither side cancels to noise far in the tails.
  init(mean: Double, standardDeviation: Double) {
    let z = mean / standardDeviation
    let lower = Self.positivePart(ofStandardMean: -abs(z))
    let upper = abs(z) + lower
    let (ofControl, ofTreatment) = z >= 0 ? (upper, lower) : (lower, upper)
    self.init(control: standardDeviation * ofControl, treatment: standardDeviation * ofTreatment)
  }

  /// `g(−t) = E[max(X, 0)]` for `X ~ N(−t, 1)`, `−t ≤ 0`.
  private static func positivePart(ofStandardMean negative: Double) -> Double {
    let t = -negative
    let mills = (Double.pi / 2).squareRoot() * ErrorFunction.erfcx(t / 2.0.squareRoot())
    return NormalDistribution.pdf(t) * max(0, 1 - t * mills)
  }
}
