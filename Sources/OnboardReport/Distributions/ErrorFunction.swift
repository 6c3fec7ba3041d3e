import Foundation

/// The complementary error function, written in Swift after W. J. Cody's
/// rational Chebyshev approximations ("Rational Chebyshev approximations for
/// the error function", Math. Comp. 1969; netlib `specfun/erf`, CALERF).
///
/// Relative error is below 1e-15 over the whole line, tails included:
/// `exp(-x²)` is evaluated as `exp(-h²)·exp(-(x-h)(x+h))` with `h` the
/// argument rounded to 1/16, so the square does not lose digits.
package enum ErrorFunction {
  /// `erfc(x) = 1 − erf(x)`. NaN gives NaN; `+∞` gives 0, `−∞` gives 2.
  package static func erfc(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    let y = abs(x)
    let result: Double
    if y <= 0.46875 {
      let square = y > 1.11e-16 ? y * y : 0
      let erf = x * Polynomial.horner(smallNumerator, square) / Polynomial.horner(smallDenominator, square)
      return 1 - erf
    } else if y <= 4 {
      result =
        Polynomial.horner(middleNumerator, y) / Polynomial.horner(middleDenominator, y) * expMinusSquare(y)
    } else if y >= 26.543 {
      result = 0
    } else {
      let inverseSquare = 1 / (y * y)
      let tail =
        inverseSquare * Polynomial.horner(tailNumerator, inverseSquare)
        / Polynomial.horner(tailDenominator, inverseSquare)
      result = (inverseSqrtPi - tail) / y * expMinusSquare(y)
    }
    return x < 0 ? 2 - result : result
  }

  /// The scaled complement `erfcx(x) = exp(x²)·erfc(x)` for `x ≥ 0`, which
  /// stays finite (≈ 1/(x√π)) where `erfc` underflows; NaN for `x < 0` or NaN.
  package static func erfcx(_ x: Double) -> Double {
    guard x >= 0 else { return .nan }
    if x <= 0.46875 { return exp(x * x) * erfc(x) }
    if x <= 4 { return Polynomial.horner(middleNumerator, x) / Polynomial.horner(middleDenominator, x) }
    if x >= 6.71e7 { return inverseSqrtPi / x }
    let inverseSquare = 1 / (x * x)
    let tail =
      inverseSquare * Polynomial.horner(tailNumerator, inverseSquare)
      / Polynomial.horner(tailDenominator, inverseSquare)
    return (inverseSqrtPi - tail) / x
  }

  /// `exp(-y²)` without the rounding error of squaring `y` first.
  private static func expMinusSquare(_ y: Double) -> Double {
    let head = (y * 16).rounded(.towardZero) / 16
    let rest = (y - head) * (y + head)
    return exp(-head * head) * exp(-rest)
  }

  private static let inverseSqrtPi = 0.56418958354775628695

  // |x| ≤ 0.46875: erf(x) = x·P(x²)/Q(x²).
  private static let smallNumerator = [
    1.85777706184603153e-1, 3.16112374387056560e00, 1.13864154151050156e02,
    3.77485237685302021e02, 3.20937758913846947e03,
  ]
  private static let smallDenominator = [
    1, 2.36012909523441209e01, 2.44024637934444173e02, 1.28261652607737228e03,
    2.84423683343917062e03,
  ]

  // 0.46875 < |x| ≤ 4: erfc(x) = exp(-x²)·P(x)/Q(x).
  private static let middleNumerator = [
    2.15311535474403846e-8, 5.64188496988670089e-1, 8.88314979438837594e00,
    6.61191906371416295e01, 2.98635138197400131e02, 8.81952221241769090e02,
    1.71204761263407058e03, 2.05107837782607147e03, 1.23033935479799725e03,
  ]
  private static let middleDenominator = [
    1, 1.57449261107098347e01, 1.17693950891312499e02, 5.37181101862009858e02,
    1.62138957456669019e03, 3.29079923573345963e03, 4.36261909014324716e03,
    3.43936767414372164e03, 1.23033935480374942e03,
  ]

  // |x| > 4: erfc(x) = exp(-x²)/x·(1/√π − R(1/x²)).
  private static let tailNumerator = [
    1.63153871373020978e-2, 3.05326634961232344e-1, 3.60344899949804439e-1,
    1.25781726111229246e-1, 1.60837851487422766e-2, 6.58749161529837803e-4,
  ]
  private static let tailDenominator = [
    1, 2.56852019228982242e00, 1.87295284992346047e00, 5.27905102951428412e-1,
    6.05183413124413191e-2, 2.33520497626869185e-3,
  ]
}
