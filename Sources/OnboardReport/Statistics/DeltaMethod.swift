/// The point estimate and variance of a difference of means, shared by the
/// frequentist and Bayesian tests (gbstats' `frequentist_diff` and
/// `frequentist_variance`).
enum DeltaMethod {
  /// `(m_b − m_a)/m_a` (relative) or `m_b − m_a` (absolute).
  static func difference(control a: SampleSummary, treatment b: SampleSummary, _ type: DifferenceType)
    -> Double
  {
    switch type {
    case .relative: (b.mean - a.mean) / a.mean
    case .absolute: b.mean - a.mean
    }
  }

  /// The variance of ``difference(control:treatment:_:)``: relative by the
  /// delta method, absolute `var_b/n_b + var_a/n_a`.
  static func variance(control a: SampleSummary, treatment b: SampleSummary, _ type: DifferenceType)
    -> Double
  {
    switch type {
    case .relative: relativeVariance(control: a, treatment: b)
    case .absolute: b.variance / Double(b.n) + a.variance / Double(a.n)
    }
  }

  /// `var_b/(m_a² n_b) + var_a m_b²/(m_a⁴ n_a)`.
  static func relativeVariance(control a: SampleSummary, treatment b: SampleSummary) -> Double {
    let squareA = a.mean * a.mean
    return b.variance / (squareA * Double(b.n)) + a.variance * b.mean * b.mean
      / (squareA * squareA * Double(a.n))
  }
}
