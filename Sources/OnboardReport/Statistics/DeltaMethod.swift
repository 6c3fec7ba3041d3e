/// The delta-method variance of a relative difference, shared by the
/// frequentist and Bayesian tests (gbstats' `frequentist_variance` with
/// `relative=True`).
enum DeltaMethod {
  /// `var_b/(m_a² n_b) + var_a m_b²/(m_a⁴ n_a)`.
  static func relativeVariance(control a: SampleSummary, treatment b: SampleSummary) -> Double {
    let squareA = a.mean * a.mean
    return b.variance / (squareA * Double(b.n)) + a.variance * b.mean * b.mean
      / (squareA * squareA * Double(a.n))
  }
}
