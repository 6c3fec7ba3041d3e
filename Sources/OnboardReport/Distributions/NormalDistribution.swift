import Foundation

/// The standard normal distribution: CDF through ``ErrorFunction/erfc(_:)``,
/// quantile by Wichura's algorithm AS 241 (PPND16, about 1e-16 relative).
///
/// No function traps: NaN in gives NaN out, probabilities outside [0, 1]
/// give NaN, and the quantiles of 0 and 1 are `−∞` and `+∞`.
package enum NormalDistribution {
  /// P(Z ≤ x).
  package static func cdf(_ x: Double) -> Double {
    0.5 * ErrorFunction.erfc(-x / 2.0.squareRoot())
  }

  /// P(Z > x), accurate in the upper tail (`sf(8)` ≈ 6.2e-16 to full precision).
  package static func sf(_ x: Double) -> Double {
    0.5 * ErrorFunction.erfc(x / 2.0.squareRoot())
  }

  /// The density φ(x).
  package static func pdf(_ x: Double) -> Double {
    exp(-0.5 * x * x) / (2 * Double.pi).squareRoot()
  }

  /// The `x` with `cdf(x) == p`.
  package static func quantile(_ p: Double) -> Double {
    guard p >= 0, p <= 1 else { return .nan }
    let q = p - 0.5
    if abs(q) <= 0.425 {
      let r = 0.180625 - q * q
      return q * Polynomial.horner(centralNumerator, r) / Polynomial.horner(centralDenominator, r)
    }
    return q < 0 ? -tailQuantile(p) : tailQuantile(1 - p)
  }

  /// The `x` with `sf(x) == q`, precise for tiny `q` (no `1 − q` rounding).
  package static func upperQuantile(_ q: Double) -> Double {
    guard q >= 0, q <= 1 else { return .nan }
    return q >= 0.075 ? -quantile(q) : tailQuantile(q)
  }

  /// The positive `x` with `sf(x) == r`, for `0 ≤ r ≤ 0.075`.
  private static func tailQuantile(_ r: Double) -> Double {
    guard r > 0 else { return .infinity }
    var s = (-log(r)).squareRoot()
    if s <= 5 {
      s -= 1.6
      return Polynomial.horner(nearNumerator, s) / Polynomial.horner(nearDenominator, s)
    }
    s -= 5
    return Polynomial.horner(farNumerator, s) / Polynomial.horner(farDenominator, s)
  }

  private static let centralNumerator = [
    2.5090809287301226727e03, 3.3430575583588128105e04, 6.7265770927008700853e04,
    4.5921953931549871457e04, 1.3731693765509461125e04, 1.9715909503065514427e03,
    1.3314166789178437745e02, 3.3871328727963666080e00,
  ]
  private static let centralDenominator = [
    5.2264952788528545610e03, 2.8729085735721942674e04, 3.9307895800092710610e04,
    2.1213794301586595867e04, 5.3941960214247511077e03, 6.8718700749205790830e02,
    4.2313330701600911252e01, 1,
  ]
  private static let nearNumerator = [
    7.74545014278341407640e-04, 2.27238449892691845833e-02, 2.41780725177450611770e-01,
    1.27045825245236838258e00, 3.64784832476320460504e00, 5.76949722146069140550e00,
    4.63033784615654529590e00, 1.42343711074968357734e00,
  ]
  private static let nearDenominator = [
    1.05075007164441684324e-09, 5.47593808499534494600e-04, 1.51986665636164571966e-02,
    1.48103976427480074590e-01, 6.89767334985100004550e-01, 1.67638483018380384940e00,
    2.05319162663775882187e00, 1,
  ]
  private static let farNumerator = [
    2.01033439929228813265e-07, 2.71155556874348757815e-05, 1.24266094738807843860e-03,
    2.65321895265761230930e-02, 2.96560571828504891230e-01, 1.78482653991729133580e00,
    5.46378491116411436990e00, 6.65790464350110377720e00,
  ]
  private static let farDenominator = [
    2.04426310338993978564e-15, 1.42151175831644588870e-07, 1.84631831751005468180e-05,
    7.86869131145613259100e-04, 1.48753612908506148525e-02, 1.36929880922735805310e-01,
    5.99832206555887937690e-01, 1,
  ]
}
