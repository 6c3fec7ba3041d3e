import Testing

@testable import OnboardReport

/// gbstats 0.8.0's own results on count fixtures, printed by
/// `Tools/gbstats_crosscheck.py` and kept here literally; the Swift
/// statistics must agree to 1e-9 relative.
///
/// One deliberate difference: gbstats computes the p-value as `2(1 − cdf)`,
/// which is 0 below about 1e-16; the Swift code keeps tiny p-values
/// (`2·sf`). Those are checked against scipy's `2·t.sf` (`precisePValue`)
/// and against gbstats' value to 1e-15 absolute.
@Suite struct GBStatsCrossCheckTests {
  static let proportions: [ProportionCase] = [
    ProportionCase(
      "clear winner", control: (10000, 1000), treatment: (10000, 1200),
      relative: 0.1999999999999999, ci: (0.10494100836978068, 0.2950589916302191),
      pValue: 3.739750820086485e-05,
      precisePValue: 3.7397508200819034e-05, problem: nil,
      chanceToWin: 0.9999813769334056, credible: (0.10494679833760145, 0.29505320166239835),
      bayesianProblem: nil),
    ProportionCase(
      "near tie", control: (5000, 600), treatment: (5020, 604),
      relative: 0.0026560424966799723, ci: (-0.10360494048188611, 0.10891702547524605),
      pValue: 0.9609233588000969,
      precisePValue: 0.960923358800097, problem: nil,
      chanceToWin: 0.5195388089699023, credible: (-0.10359210205890708, 0.108904187052267),
      bayesianProblem: nil),
    ProportionCase(
      "small counts", control: (12, 3), treatment: (10, 5),
      relative: 1.0, ci: (-1.4857486356689749, 3.485748635668975), pValue: 0.40911282991457476,
      precisePValue: 0.40911282991457476, problem: nil,
      chanceToWin: 0.800987640246531, credible: (-1.319060660908157, 3.3190606609081565), bayesianProblem: nil
    ),
    ProportionCase(
      "zero control conversions", control: (50, 0), treatment: (50, 4),
      relative: 0.0, ci: (0.0, 0.0), pValue: 1.0,
      precisePValue: 1.0, problem: .baselineZero,
      chanceToWin: 0.5, credible: (0.0, 0.0), bayesianProblem: .baselineZero),
    ProportionCase(
      "zero treatment conversions", control: (50, 5), treatment: (50, 0),
      relative: -1.0, ci: (0.0, 0.0), pValue: 1.0,
      precisePValue: 1.0, problem: .zeroVariance,
      chanceToWin: 0.5, credible: (0.0, 0.0), bayesianProblem: .zeroVariance),
    ProportionCase(
      "every user converts", control: (40, 40), treatment: (40, 39),
      relative: -0.025000000000000022, ci: (0.0, 0.0), pValue: 1.0,
      precisePValue: 1.0, problem: .zeroVariance,
      chanceToWin: 0.5, credible: (0.0, 0.0), bayesianProblem: .zeroVariance),
    ProportionCase(
      "one user each", control: (1, 1), treatment: (1, 0),
      relative: -1.0, ci: (0.0, 0.0), pValue: 1.0,
      precisePValue: 1.0, problem: .zeroVariance,
      chanceToWin: 0.5, credible: (0.0, 0.0), bayesianProblem: .zeroVariance),
    ProportionCase(
      "empty treatment", control: (100, 10), treatment: (0, 0),
      relative: -1.0, ci: (0.0, 0.0), pValue: 1.0,
      precisePValue: 1.0, problem: .zeroVariance,
      chanceToWin: 0.5, credible: (0.0, 0.0), bayesianProblem: .noUnits),
    ProportionCase(
      "overwhelming winner", control: (100000, 10000), treatment: (100000, 13000),
      relative: 0.3, ci: (0.26808186456500294, 0.33191813543499704), pValue: 0.0,
      precisePValue: 1.0149947516012829e-75, problem: nil,
      chanceToWin: 1.0, credible: (0.2680820602286413, 0.3319179397713587), bayesianProblem: nil),
    ProportionCase(
      "three-variant B", control: (2000, 300), treatment: (2100, 330),
      relative: 0.04761904761904764, ci: (-0.10313581895147717, 0.19837391418957245),
      pValue: 0.5357674966493513,
      precisePValue: 0.5357674966493514, problem: nil,
      chanceToWin: 0.7321334796357184, credible: (-0.10309125352639376, 0.19832934876448902),
      bayesianProblem: nil),
    ProportionCase(
      "three-variant C", control: (2000, 300), treatment: (1900, 250),
      relative: -0.12280701754385967, ci: (-0.25938796890332416, 0.01377393381560485),
      pValue: 0.07800369267044083,
      precisePValue: 0.07800369267044076, problem: nil,
      chanceToWin: 0.03896267126547941, credible: (-0.25934555897630895, 0.013731523888589559),
      bayesianProblem: nil),
  ]
  static let means: [MeanCase] = [
    MeanCase(
      "faster treatment", control: (1000, 95000.0, 9800000.0), treatment: (1100, 96800.0, 9000000.0),
      relative: -0.07368421052631578, ci: (-0.09497974946258932, -0.05238867159004225),
      pValue: 1.5471846026571257e-11,
      precisePValue: 1.547175063420561e-11, problem: nil),
    MeanCase(
      "slower, small", control: (8, 400.0, 21000.0), treatment: (9, 500.0, 29000.0),
      relative: 0.11111111111111115, ci: (-0.15537632172032367, 0.377598543942546),
      pValue: 0.38796811443617796,
      precisePValue: 0.387968114436178, problem: nil),
    MeanCase(
      "single completion", control: (1, 50.0, 2500.0), treatment: (20, 900.0, 42000.0),
      relative: -0.1, ci: (0.0, 0.0), pValue: 1.0,
      precisePValue: 1.0, problem: .zeroVariance),
  ]
  static let sampleRatio: [([Int], [Double], Double)] = [
    ([1000, 1010], [0.5, 0.5], 0.8234966946547395),
    ([1000, 1300], [0.5, 0.5], 3.9641597078900225e-10),
    ([1000, 1100, 950, 1300], [0.25, 0.25, 0.25, 0.25], 2.9292533174825295e-14),
    ([3000, 1000], [0.75, 0.25], 1.0),
    ([500, 480, 20], [0.5, 0.5, 0.0], 0.6703200460356394),
    ([0, 0], [0.5, 0.5], 1.0),
  ]
  static let holm: [([Double], [Double])] = [
    ([0.01, 0.04, 0.03], [0.03, 0.06, 0.06]),
    ([0.2, 0.001], [0.2, 0.002]),
    ([0.5], [0.5]),
    ([0.04, 0.04, 0.04, 0.9], [0.16, 0.16, 0.16, 0.9]),
  ]
  static let wilson: [(Int, Int, Double, Double, Double)] = [
    (0, 10, 0.05, 0.0, 0.27753279986288926),
    (1000, 10000, 0.05, 0.09427283017063046, 0.10603436852591083),
    (3, 12, 0.05, 0.08894166839405476, 0.5323053349335658),
    (12, 12, 0.05, 0.7575059933447589, 0.9999999999999999),
    (45, 300, 0.1, 0.11922597387333127, 0.18703053664925845),
    (1, 1000000, 0.01, 1.1740547499963195e-07, 8.517433834755595e-06),
  ]

  @Test(arguments: proportions) func proportionTTest(fixture: ProportionCase) {
    let a = SampleSummary.proportion(successes: fixture.control.1, of: fixture.control.0)
    let b = SampleSummary.proportion(successes: fixture.treatment.1, of: fixture.treatment.0)
    let lift = FrequentistLift(control: a, treatment: b, alpha: 0.05)
    #expect(Closeness.relative(lift.relative, fixture.relative, 1e-9))
    #expect(Closeness.relative(lift.interval.lower, fixture.ci.0, 1e-9))
    #expect(Closeness.relative(lift.interval.upper, fixture.ci.1, 1e-9))
    #expect(Closeness.relative(lift.pValue, fixture.precisePValue, 1e-9))
    #expect(abs(lift.pValue - fixture.pValue) <= max(1e-15, 1e-9 * fixture.pValue))
    #expect(lift.problem == fixture.problem)
  }

  @Test(arguments: proportions) func proportionBayesian(fixture: ProportionCase) {
    let a = SampleSummary.proportion(successes: fixture.control.1, of: fixture.control.0)
    let b = SampleSummary.proportion(successes: fixture.treatment.1, of: fixture.treatment.0)
    let lift = BayesianLift(control: a, treatment: b, alpha: 0.05)
    #expect(Closeness.relative(lift.chanceToWin, fixture.chanceToWin, 1e-9))
    #expect(Closeness.relative(lift.interval.lower, fixture.credible.0, 1e-9))
    #expect(Closeness.relative(lift.interval.upper, fixture.credible.1, 1e-9))
    #expect(lift.problem == fixture.bayesianProblem)
  }

  @Test(arguments: means) func meanTTest(fixture: MeanCase) {
    let a = SampleSummary.sample(
      n: fixture.control.0, sum: fixture.control.1, sumOfSquares: fixture.control.2)
    let b = SampleSummary.sample(
      n: fixture.treatment.0, sum: fixture.treatment.1, sumOfSquares: fixture.treatment.2)
    let lift = FrequentistLift(control: a, treatment: b, alpha: 0.05)
    #expect(Closeness.relative(lift.relative, fixture.relative, 1e-9))
    #expect(Closeness.relative(lift.interval.lower, fixture.ci.0, 1e-9))
    #expect(Closeness.relative(lift.interval.upper, fixture.ci.1, 1e-9))
    #expect(Closeness.relative(lift.pValue, fixture.precisePValue, 1e-9))
    #expect(abs(lift.pValue - fixture.pValue) <= max(1e-15, 1e-9 * fixture.pValue))
    #expect(lift.problem == fixture.problem)
  }

  @Test(arguments: sampleRatio) func sampleRatioMismatch(users: [Int], weights: [Double], expected: Double) {
    let check = SampleRatioCheck(users: users, weights: weights)
    #expect(Closeness.relative(check.pValue ?? .nan, expected, 1e-9))
    #expect(check.flagged == (expected < 0.001))
  }

  @Test(arguments: holm) func holmAdjustment(pValues: [Double], expected: [Double]) {
    let adjusted = HolmAdjustment.adjust(pValues)
    #expect(adjusted.count == expected.count)
    for (actual, wanted) in zip(adjusted, expected) {
      #expect(Closeness.relative(actual, wanted, 1e-12))
    }
  }

  @Test(arguments: wilson) func wilsonInterval(
    successes: Int, n: Int, alpha: Double, lower: Double, upper: Double
  ) {
    let interval = WilsonInterval.interval(successes: successes, of: n, alpha: alpha)
    #expect(Closeness.scaled(interval?.lower ?? .nan, lower, 1e-12))
    #expect(Closeness.relative(interval?.upper ?? .nan, upper, 1e-9))
  }
}
