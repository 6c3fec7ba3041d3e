/// The chi-square distribution with `df` degrees of freedom, through the
/// regularized incomplete gamma function (``IncompleteGamma``).
package enum ChiSquareDistribution {
  /// P(X > x) = Q(df/2, x/2). NaN for `df ≤ 0` or NaN input; 1 for `x ≤ 0`.
  package static func sf(_ x: Double, df: Double) -> Double {
    guard df > 0, !x.isNaN else { return .nan }
    if x <= 0 { return 1 }
    return IncompleteGamma.regularized(a: df / 2, x: x / 2).upper
  }

  /// P(X ≤ x) = P(df/2, x/2).
  package static func cdf(_ x: Double, df: Double) -> Double {
    guard df > 0, !x.isNaN else { return .nan }
    if x <= 0 { return 0 }
    return IncompleteGamma.regularized(a: df / 2, x: x / 2).lower
  }
}
