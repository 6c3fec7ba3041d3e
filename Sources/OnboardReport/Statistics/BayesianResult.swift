/// What gbstats' Bayesian test found (its `BayesianTestResult`), in the
/// units of its ``DifferenceType``.
package struct BayesianResult: Sendable, Hashable {
  /// P(treatment's mean > control's mean) under the posterior; 0.5 when
  /// ``problem`` is set.
  package var chanceToWin: Double
  /// The credible interval at `1 − alpha`; `[0, 0]` with a problem.
  package var interval: Interval
  /// The posterior mean of the effect (gbstats' `expected`); with a proper
  /// prior it is pulled towards the prior's mean; 0 with a problem.
  package var mean: Double
  /// The posterior standard deviation; 0 with a problem.
  package var standardDeviation: Double
  /// The expected loss of each choice; both 0 with a problem.
  package var risk: Risk
  /// Why gbstats' uninformative default was returned, if it was.
  package var problem: TestProblem?

  /// gbstats' `_default_output`.
  static func fallback(_ problem: TestProblem) -> BayesianResult {
    BayesianResult(
      chanceToWin: 0.5, interval: Interval(0, 0), mean: 0, standardDeviation: 0, risk: .none, problem: problem
    )
  }
}
