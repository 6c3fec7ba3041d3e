/// A treatment's lift over the control as a report shows it: both point
/// estimates, and the interval and p-value of the chosen difference type.
package struct Lift: Sendable, Hashable {
  /// `(m_b − m_a)/m_a`, or 0 when the control's mean is 0 or less — what
  /// gbstats' runner (`analyze_row`) reports as `expected`, also when the
  /// test fell back to its default.
  package var relative: Double
  /// `m_b − m_a` (gbstats' `frequentist_diff`), given whatever the test found.
  package var absolute: Double
  /// The frequentist interval of the chosen difference; `[0, 0]` with a problem.
  package var interval: Interval
  /// The frequentist p-value (sequential when chosen), unadjusted; 1 with a problem.
  package var pValue: Double
  /// Why the frequentist test gave gbstats' uninformative default, if it did.
  package var problem: TestProblem?

  /// The lift of `treatment` over `control` from the frequentist `result`.
  init(control: some MetricStatistic, treatment: some MetricStatistic, result: FrequentistResult) {
    relative = Self.reportedRelative(control: control, treatment: treatment)
    absolute = treatment.mean - control.mean
    interval = result.interval
    pValue = result.pValue
    problem = result.problem
  }

  /// gbstats' `analyze_row`: `(m_b − m_a)/m_a`, 0 when `m_a ≤ 0`.
  static func reportedRelative(control a: some MetricStatistic, treatment b: some MetricStatistic) -> Double {
    a.mean > 0 ? (b.mean - a.mean) / a.mean : 0
  }
}
