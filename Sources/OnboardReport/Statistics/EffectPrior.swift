/// The prior on the relative effect of a treatment (gbstats' `GaussianPrior`
/// with `prior_type="relative"`, as its runner builds it).
package enum EffectPrior: Sendable, Hashable {
  /// gbstats' default (`prior_proper=False`): the posterior is the data's
  /// normal likelihood.
  case flat
  /// A normal prior `N(mean, standardDeviation²)` on the relative effect
  /// (`proper=True`); for an absolute difference gbstats scales it by the
  /// control's mean: `N(mean·|m_a|, standardDeviation²·m_a²)`.
  case proper(mean: Double = 0, standardDeviation: Double)

  /// The prior as gbstats applies it to a difference of the given type, or
  /// `nil` for the flat prior: `(mean, variance)`.
  func normal(for difference: DifferenceType, controlMean: Double) -> (mean: Double, variance: Double)? {
    guard case .proper(let mean, let standardDeviation) = self else { return nil }
    let variance = standardDeviation * standardDeviation
    switch difference {
    case .relative: return (mean, variance)
    case .absolute: return (mean * abs(controlMean), variance * controlMean * controlMean)
    }
  }
}
