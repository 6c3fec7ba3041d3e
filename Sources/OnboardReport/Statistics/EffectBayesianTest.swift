/// gbstats 0.8's `EffectBayesianABTest` (`gbstats/bayesian/tests.py`): a
/// normal posterior of the effect from the data's delta-method likelihood and
/// a ``EffectPrior``, giving the chance to win, a credible interval and the
/// risk of each choice.
///
/// ```swift
/// let test = EffectBayesianTest(prior: .proper(standardDeviation: 0.3))
/// let result = test.compare(
///   control: ProportionStatistic(n: 10_000, sum: 1_000),
///   treatment: ProportionStatistic(n: 10_000, sum: 1_200))
/// // result.chanceToWin ≈ 0.99998, result.risk.treatment ≈ 1e-7
/// ```
package struct EffectBayesianTest: Sendable, Hashable {
  /// The credible interval is at `1 − alpha` (gbstats' runner: 0.05).
  package var alpha: Double
  /// Relative or absolute difference.
  package var difference: DifferenceType
  /// The prior on the relative effect.
  package var prior: EffectPrior

  /// A test with the given level, difference and prior (flat by default).
  package init(alpha: Double = 0.05, difference: DifferenceType = .relative, prior: EffectPrior = .flat) {
    self.alpha = alpha
    self.difference = difference
    self.prior = prior
  }

  /// Runs the test. As gbstats, in this order: a relative difference over a
  /// control mean of 0 gives `ZERO_NEGATIVE_BASELINE_VARIATION`; a variant
  /// without units `NO_UNITS_IN_VARIATION`; a variance of 0
  /// `ZERO_NEGATIVE_VARIANCE`. Then, with the data's `d ± v` and the prior's
  /// `(μ₀, v₀)`: precision `1/v + 1/v₀`, mean `(d/v + μ₀/v₀)/precision`
  /// (`d` for the flat prior), `σ = √(1/precision)` (`√v` for the flat prior); chance to win `Φ(mean/σ)`,
  /// interval `mean ± z_{1−α/2}·σ`, risk by ``Risk``.
  ///
  /// An absolute difference over a control mean of 0 makes gbstats divide
  /// by zero (it raises `ZeroDivisionError`, the prior is scaled by `m_a²`);
  /// here it gives `ZERO_NEGATIVE_BASELINE_VARIATION`, like the t-tests.
  /// - Parameters:
  ///   - control: the control's statistic (gbstats' `stat_a`).
  ///   - treatment: the treatment's statistic (`stat_b`).
  package func compare(control: some MetricStatistic, treatment: some MetricStatistic) -> BayesianResult {
    let a = control.summary
    let b = treatment.summary
    if a.mean == 0 && difference == .relative { return .fallback(.baselineZero) }
    if a.n == 0 || b.n == 0 { return .fallback(.noUnits) }
    if a.hasZeroVariance || b.hasZeroVariance { return .fallback(.zeroVariance) }
    if a.mean == 0 { return .fallback(.baselineZero) }
    let dataVariance = DeltaMethod.variance(control: a, treatment: b, difference)
    let dataMean = DeltaMethod.difference(control: a, treatment: b, difference)
    var mean = dataMean
    var sd = dataVariance.squareRoot()
    if let prior = prior.normal(for: difference, controlMean: a.mean) {
      let precision = 1 / dataVariance + 1 / prior.variance
      mean = (dataMean / dataVariance + prior.mean / prior.variance) / precision
      sd = (1 / precision).squareRoot()
    }
    let z = NormalDistribution.upperQuantile(alpha / 2)
    return BayesianResult(
      chanceToWin: NormalDistribution.sf(-mean / sd), interval: Interval(mean - z * sd, mean + z * sd),
      mean: mean, standardDeviation: sd, risk: Risk(mean: mean, standardDeviation: sd), problem: nil)
  }
}
