/// How ``MetricAnalysis`` compares variants: gbstats' analysis settings that
/// matter for one metric.
///
/// ```swift
/// let options = try AnalysisOptions(sequentialTuning: SequentialTwoSidedTTest.defaultTuning)
/// ```
package struct AnalysisOptions: Sendable, Hashable {
  /// The significance level: intervals are at `1 − alpha` (gbstats' `alpha`).
  package let alpha: Double
  /// Relative or absolute difference (gbstats' `difference_type`).
  package let difference: DifferenceType
  /// gbstats' `sequential_tuning_parameter` when sequential testing is on
  /// (``SequentialTwoSidedTTest``), `nil` for the fixed-horizon ``TwoSidedTTest``.
  package let sequentialTuning: Double?
  /// The Bayesian test's prior on the relative effect.
  package let prior: EffectPrior

  /// gbstats' defaults: alpha 0.05, relative, fixed horizon, flat prior.
  package static let standard = AnalysisOptions(
    checked: 0.05, difference: .relative, sequentialTuning: nil, prior: .flat)

  /// Options, checked.
  /// - Parameters:
  ///   - alpha: in (0, 1); 0.05 gives 95 % intervals.
  ///   - difference: relative (default) or absolute.
  ///   - sequentialTuning: `nil` (default) for a fixed horizon, else a number
  ///     above 0 (``SequentialTwoSidedTTest/defaultTuning`` is gbstats' 5,000).
  ///   - prior: ``EffectPrior/flat`` (default) or a proper prior with a
  ///     standard deviation above 0.
  /// - Throws: ``ReportError/invalidAlpha(_:)``,
  ///   ``ReportError/invalidSequentialTuning(_:)`` or
  ///   ``ReportError/invalidPrior(mean:standardDeviation:)``.
  package init(
    alpha: Double = 0.05, difference: DifferenceType = .relative, sequentialTuning: Double? = nil,
    prior: EffectPrior = .flat
  ) throws(ReportError) {
    guard alpha > 0, alpha < 1 else { throw .invalidAlpha(alpha) }
    if let tuning = sequentialTuning, !(tuning > 0 && tuning.isFinite) {
      throw .invalidSequentialTuning(tuning)
    }
    if case .proper(let mean, let sd) = prior, !(mean.isFinite && sd > 0 && sd.isFinite) {
      throw .invalidPrior(mean: mean, standardDeviation: sd)
    }
    self.init(checked: alpha, difference: difference, sequentialTuning: sequentialTuning, prior: prior)
  }

  private init(
    checked alpha: Double, difference: DifferenceType, sequentialTuning: Double?, prior: EffectPrior
  ) {
    self.alpha = alpha
    self.difference = difference
    self.sequentialTuning = sequentialTuning
    self.prior = prior
  }

  /// The frequentist test these options select.
  func frequentist(control: some MetricStatistic, treatment: some MetricStatistic) -> FrequentistResult {
    if let tuning = sequentialTuning {
      return SequentialTwoSidedTTest(alpha: alpha, difference: difference, tuning: tuning)
        .compare(control: control, treatment: treatment)
    }
    return TwoSidedTTest(alpha: alpha, difference: difference).compare(control: control, treatment: treatment)
  }

  /// The Bayesian test these options select.
  func bayesian(control: some MetricStatistic, treatment: some MetricStatistic) -> BayesianResult {
    EffectBayesianTest(alpha: alpha, difference: difference, prior: prior)
      .compare(control: control, treatment: treatment)
  }
}
