/// gbstats 0.8's `TwoSidedTTest` (`gbstats/frequentist/tests.py`): Welch's
/// t-test of a treatment against the control, fixed horizon.
///
/// ```swift
/// let test = TwoSidedTTest(alpha: 0.05, difference: .relative)
/// let result = test.compare(
///   control: ProportionStatistic(n: 10_000, sum: 1_000),
///   treatment: ProportionStatistic(n: 10_000, sum: 1_200))
/// // result.estimate 0.2, result.interval [0.105, 0.295], result.pValue 3.74e-5
/// ```
package struct TwoSidedTTest: Sendable, Hashable {
  /// The significance level; the interval is at `1 − alpha`.
  package var alpha: Double
  /// Relative or absolute difference.
  package var difference: DifferenceType

  /// A test at level `alpha` (in (0, 1)) of the given difference.
  package init(alpha: Double = 0.05, difference: DifferenceType = .relative) {
    self.alpha = alpha
    self.difference = difference
  }

  /// Runs the test.
  ///
  /// - `t = estimate / se`, df by Welch–Satterthwaite;
  /// - p-value `2·P(T > |t|)`: gbstats writes `2(1 − cdf)`, which rounds to
  ///   0 below about 1e-16; this survival function keeps tiny p-values (the
  ///   two never differ by more than 1e-15);
  /// - interval `estimate ± t_{1−α/2, df}·se`.
  /// - Parameters:
  ///   - control: the control's statistic (gbstats' `stat_a`).
  ///   - treatment: the treatment's statistic (`stat_b`).
  package func compare(control: some MetricStatistic, treatment: some MetricStatistic) -> FrequentistResult {
    let a = control.summary
    let b = treatment.summary
    if let problem = TTestSetup.problem(control: a, treatment: b) { return .fallback(problem) }
    let setup = TTestSetup(control: a, treatment: b, difference: difference)
    let df = setup.degreesOfFreedom
    let error = setup.standardError
    let width = StudentTDistribution.quantile(1 - alpha / 2, df: df) * error
    let statistic = setup.estimate / error
    return setup.result(
      interval: Interval(setup.estimate - width, setup.estimate + width),
      pValue: min(1, 2 * StudentTDistribution.sf(abs(statistic), df: df)))
  }
}
