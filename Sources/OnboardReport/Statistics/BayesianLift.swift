/// gbstats 0.8's `EffectBayesianABTest` with its default prior: chance to beat
/// control and credible interval of the relative lift
/// (`gbstats/bayesian/tests.py`).
///
/// In 0.8 a metric's `prior_proper` defaults to `False`, so the prior is flat
/// and the posterior of the relative lift is normal with the data's mean and
/// delta-method variance: `chanceToWin = Φ(lift / sd)` and the interval is
/// `lift ± z_{1−α/2}·sd`.
public struct BayesianLift: Sendable, Hashable {
  /// P(treatment's mean > control's mean); 0.5 when ``problem`` is set.
  public var chanceToWin: Double
  /// The credible interval at `1 − alpha`; `[0, 0]` with a problem.
  public var interval: Interval
  /// The posterior mean of the relative lift; 0 with a problem.
  public var mean: Double
  /// The posterior standard deviation; 0 with a problem.
  public var standardDeviation: Double
  /// Why gbstats' uninformative default was returned, if it was.
  public var problem: TestProblem?

  /// Runs the test of `treatment` against `control`.
  public init(control a: SampleSummary, treatment b: SampleSummary, alpha: Double) {
    let problem: TestProblem? =
      if a.mean == 0 { .baselineZero } else if a.n == 0 || b.n == 0 {
        .noUnits
      } else if a.hasZeroVariance
        || b.hasZeroVariance
      { .zeroVariance } else { nil }
    if let problem {
      self.init(chanceToWin: 0.5, interval: Interval(0, 0), mean: 0, standardDeviation: 0, problem: problem)
      return
    }
    let variance = DeltaMethod.relativeVariance(control: a, treatment: b)
    let mean = (b.mean - a.mean) / a.mean
    let sd = variance.squareRoot()
    let z = NormalDistribution.upperQuantile(alpha / 2)
    self.init(
      chanceToWin: NormalDistribution.sf(-mean / sd), interval: Interval(mean - z * sd, mean + z * sd),
      mean: mean,
      standardDeviation: sd, problem: nil)
  }

  private init(
    chanceToWin: Double, interval: Interval, mean: Double, standardDeviation: Double, problem: TestProblem?
  ) {
    self.chanceToWin = chanceToWin
    self.interval = interval
    self.mean = mean
    self.standardDeviation = standardDeviation
    self.problem = problem
  }
}
