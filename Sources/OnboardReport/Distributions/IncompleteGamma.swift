import Foundation

/// The regularized incomplete gamma functions `P(a, x)` and `Q(a, x)`: a
/// series below `x = a + 1`, Lentz's continued fraction above it
/// (Numerical Recipes §6.2).
enum IncompleteGamma {
  /// `(P(a, x), Q(a, x))`; NaN for both when `a ≤ 0`, `x < 0` or either is NaN.
  static func regularized(a: Double, x: Double) -> (lower: Double, upper: Double) {
    guard a > 0, x >= 0, a.isFinite else { return (.nan, .nan) }
    if x == 0 { return (0, 1) }
    if x == .infinity { return (1, 0) }
    let front = exp(-x + a * log(x) - lgamma(a))
    if x < a + 1 {
      let lower = front * series(a: a, x: x)
      return (lower, 1 - lower)
    }
    let upper = front * fraction(a: a, x: x)
    return (1 - upper, upper)
  }

  /// Σ xⁿ / (a (a+1) … (a+n)).
  private static func series(a: Double, x: Double) -> Double {
    var denominator = a
    var term = 1 / a
    var sum = term
    for _ in 0..<ContinuedFraction.maximumTerms {
      denominator += 1
      term *= x / denominator
      sum += term
      if abs(term) < abs(sum) * ContinuedFraction.tolerance { break }
    }
    return sum
  }

  /// The continued fraction for `Q(a, x)·Γ(a)·eˣ/xᵃ`.
  private static func fraction(a: Double, x: Double) -> Double {
    var b = x + 1 - a
    var c = 1 / ContinuedFraction.tiny
    var d = 1 / ContinuedFraction.nonZero(b)
    var result = d
    for i in 1...ContinuedFraction.maximumTerms {
      let n = Double(i)
      let an = -n * (n - a)
      b += 2
      d = 1 / ContinuedFraction.nonZero(an * d + b)
      c = ContinuedFraction.nonZero(b + an / c)
      let change = d * c
      result *= change
      if abs(change - 1) <= ContinuedFraction.tolerance { break }
    }
    return result
  }
}
