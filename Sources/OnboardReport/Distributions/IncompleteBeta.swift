import Foundation

/// The regularized incomplete beta function `I_x(a, b)` and its complement,
/// by the continued fraction of Numerical Recipes §6.4 evaluated with Lentz's
/// method, always on the side where it converges.
enum IncompleteBeta {
  /// `(I_x(a, b), 1 − I_x(a, b))`, each to full relative precision; the
  /// factor `xᵃ yᵇ / B(a, b)` is taken in logarithms, `ln x` as `log1p(−y)`
  /// when `x` is near 1.
  ///
  /// `x` and `y = 1 − x` are passed separately so that a caller who knows
  /// both exactly (the Student-t CDF does) loses nothing to `1 − x`.
  /// Invalid arguments (NaN, `a` or `b` not positive, `x` or `y` negative)
  /// give NaN for both.
  /// `logX`, when given, is `ln x` for an `x` too small to be a double
  /// (the Student-t tail beyond |t| = 1e150).
  static func regularized(
    a: Double, b: Double, x: Double, y: Double, logX knownLogX: Double? = nil
  ) -> (lower: Double, upper: Double) {
    guard a > 0, b > 0, x >= 0, y >= 0, a.isFinite, b.isFinite else { return (.nan, .nan) }
    if x == 0, knownLogX == nil { return (0, 1) }
    if y == 0 { return (1, 0) }
    let logX = knownLogX ?? (x < 0.5 ? log(x) : log1p(-y))
    let logY = y < 0.5 ? log(y) : log1p(-x)
    if x < (a + 1) / (a + b + 2) {
      let front = exp(a * logX + b * logY - LogGamma.logBeta(a, b))
      let lower = front * fraction(a: a, b: b, x: x) / a
      return (lower, 1 - lower)
    }
    let front = exp(b * logY + a * logX - LogGamma.logBeta(a, b))
    let upper = front * fraction(a: b, b: a, x: y) / b
    return (1 - upper, upper)
  }

  /// The continued fraction for `I_x(a, b)·a·B(a, b)/(xᵃ yᵇ)`.
  private static func fraction(a: Double, b: Double, x: Double) -> Double {
    let sum = a + b
    var c = 1.0
    var d = 1 / ContinuedFraction.nonZero(1 - sum * x / (a + 1))
    var result = d
    for m in 1...ContinuedFraction.maximumTerms {
      let m = Double(m)
      let even = m * (b - m) * x / ((a - 1 + 2 * m) * (a + 2 * m))
      d = 1 / ContinuedFraction.nonZero(1 + even * d)
      c = ContinuedFraction.nonZero(1 + even / c)
      result *= d * c
      let odd = -(a + m) * (sum + m) * x / ((a + 2 * m) * (a + 1 + 2 * m))
      d = 1 / ContinuedFraction.nonZero(1 + odd * d)
      c = ContinuedFraction.nonZero(1 + odd / c)
      let change = d * c
      result *= change
      if abs(change - 1) <= ContinuedFraction.tolerance { break }
    }
    return result
  }
}
