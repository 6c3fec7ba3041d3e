/// gbstats 0.8's `EffectBayesianABTest` with its default prior: chance to beat
/// control and credible interval of the relative lift
/// (`gbstats/bayesian/tests.py`). The report's completion lift;
/// ``EffectBayesianTest`` is the general test (absolute, proper prior, risk).
///
/// In 0.8 a metric's `prior_proper` defaults to `False`, so the prior is flat
/// and the posterior of the relative lift is normal with the data's mean and
/// delta-method variance: `chanceToWin = Φ(lift / sd)` and the interval is
/// `lift ± z_{1−α/2}·sd`.
public struct BayesianLift: Sendable, Hashable {
  /// P(treatment's mean > control's mean); 0.5 when ``problem`` is set.
  package var chanceToWin: Double
  /// The credible interval at `1 − alpha`; `[0, 0]` with a problem.
  package var interval: Interval
  /// The posterior mean of the relative lift; 0 with a problem.
  package var mean: Double
  /// The posterior standard deviation; 0 with a problem.
  package var standardDeviation: Double
  /// Why gbstats' uninformative default was returned, if it was.
  package var problem: TestProblem?

  /// Runs the test of `treatment` against `control`.
  package init(control a: SampleSummary, treatment b: SampleSummary, alpha: Double) {
    let result = EffectBayesianTest(alpha: alpha, difference: .relative, prior: .flat)
      .compare(control: a, treatment: b)
    chanceToWin = result.chanceToWin
    interval = result.interval
    mean = result.mean
    standardDeviation = result.standardDeviation
    problem = result.problem
  }
}
