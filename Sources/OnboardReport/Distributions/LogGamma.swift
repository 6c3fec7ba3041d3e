import Foundation

/// The logarithm of the beta function, precise for large arguments.
enum LogGamma {
  /// `ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b)` for `a, b > 0`.
  ///
  /// `lgamma` from the C library serves small arguments; from 10 on, an
  /// argument's Stirling remainder is summed directly, so that the result
  /// keeps its digits when `a` is in the millions (Student-t with huge
  /// degrees of freedom) instead of losing them to `lgamma(a) − lgamma(a + b)`
  /// cancellation.
  static func logBeta(_ a: Double, _ b: Double) -> Double {
    let small = min(a, b)
    let large = max(a, b)
    let sum = small + large
    if small >= 10 {
      let correction = stirlingRemainder(small) + stirlingRemainder(large) - stirlingRemainder(sum)
      return -0.5 * log(large) + logSqrtTwoPi + correction + (small - 0.5) * log(small / sum)
        + large * log1p(-small / sum)
    }
    if large >= 10 {
      let correction = stirlingRemainder(large) - stirlingRemainder(sum)
      return lgamma(small) + correction + small - small * log(sum) + (large - 0.5) * log1p(-small / sum)
    }
    return lgamma(small) + lgamma(large) - lgamma(sum)
  }

  /// `ln Γ(x) − ((x − ½) ln x − x + ln √(2π))` for `x ≥ 10`: the Stirling
  /// series to the x⁻¹⁵ term, whose error is below 2e-18 there.
  static func stirlingRemainder(_ x: Double) -> Double {
    let inverse = 1 / x
    let square = inverse * inverse
    return inverse * Polynomial.horner(stirlingCoefficients, square)
  }

  static let logSqrtTwoPi = 0.918938533204672741780329736406

  /// B₂ₖ / (2k(2k − 1)) for k = 8 down to 1.
  private static let stirlingCoefficients: [Double] = [
    -3617 / 122_400, 1 / 156, -691 / 360_360, 1 / 1188, -1 / 1680, 1 / 1260, -1 / 360, 1 / 12,
  ]
}
