/// gbstats 0.8's `TwoSidedTTest` with `difference_type="relative"`: the
/// relative lift of a treatment over the control, its interval and two-sided
/// p-value (`gbstats/frequentist/tests.py`). The report's completion and
/// time-to-complete lifts; ``TwoSidedTTest`` is the general test.
public struct FrequentistLift: Sendable, Hashable {
  /// `(mean_b − mean_a) / mean_a`, as gbstats' runner reports it: when the
  /// test falls back to its default, the raw relative difference is still
  /// given (or 0 when the control's mean is 0), as `analyze_row` does.
  package var relative: Double
  /// The confidence interval at `1 − alpha`; `[0, 0]` when ``problem`` is set.
  package var interval: Interval
  /// The two-sided p-value; 1 when ``problem`` is set.
  package var pValue: Double
  /// The standard error of the relative lift (delta method); 0 with a problem.
  package var standardError: Double
  /// Welch–Satterthwaite degrees of freedom; NaN with a problem.
  package var degreesOfFreedom: Double
  /// Why gbstats' uninformative default was returned, if it was.
  package var problem: TestProblem?

  /// Runs ``TwoSidedTTest`` (relative) of `treatment` against `control` at
  /// level `alpha`: delta-method variance `var_b/(m_a² n_b) + var_a m_b²/(m_a⁴ n_a)`,
  /// p-value `2·P(T > |t|)`, interval `lift ± t_{1−α/2, df}·√variance`.
  package init(control a: SampleSummary, treatment b: SampleSummary, alpha: Double) {
    let result = TwoSidedTTest(alpha: alpha, difference: .relative).compare(control: a, treatment: b)
    relative = Lift.reportedRelative(control: a, treatment: b)
    interval = result.interval
    pValue = result.pValue
    standardError = result.standardError
    degreesOfFreedom = result.degreesOfFreedom ?? .nan
    problem = result.problem
  }
}
