import Testing

@testable import OnboardReport

/// What no cross-check fixture pins down: every small input in every
/// configuration gives numbers (never NaN, never a trap), options are
/// checked, and the analysis keeps its shape.
@Suite struct MetricAnalysisEdgeTests {
  /// Every proportion with up to 4 units per variant, and means with up to 3.
  static let smallProportions: [(ProportionStatistic, ProportionStatistic)] = (0...4).flatMap { na in
    (0...na).flatMap { sa in
      (0...4).flatMap { nb in
        (0...nb).map { sb in
          (ProportionStatistic(n: na, sum: Double(sa)), ProportionStatistic(n: nb, sum: Double(sb)))
        }
      }
    }
  }

  @Test func everySmallProportionGivesNumbers() {
    var checked = 0
    for options in MetricFixture.configurations {
      for (a, b) in Self.smallProportions {
        let analysis = MetricAnalysis.analyze(control: a, treatments: [b], options: options)
        Self.expectNumbers(analysis, "\(a) vs \(b)")
        checked += 1
      }
    }
    #expect(checked == 6 * 15 * 15)
  }

  @Test func degenerateMeansAndRatiosGiveNumbers() {
    let means = [
      SampleMeanStatistic(n: 0, sum: 0, sumOfSquares: 0), SampleMeanStatistic(n: 1, sum: 5, sumOfSquares: 25),
      SampleMeanStatistic(n: 3, sum: 0, sumOfSquares: 0), SampleMeanStatistic(n: 4, sum: 0, sumOfSquares: 4),
      SampleMeanStatistic(n: 4, sum: -4, sumOfSquares: 10),
      SampleMeanStatistic(n: 3, sum: 6, sumOfSquares: 12),
      SampleMeanStatistic(n: 5, sum: 9, sumOfSquares: 30),
    ]
    for options in MetricFixture.configurations {
      for a in means {
        Self.expectNumbers(MetricAnalysis.analyze(control: a, treatments: means, options: options), "\(a)")
        let ratio = RatioStatistic(n: a.n, numerator: a, denominator: a, sumOfProducts: a.sumOfSquares)
        let ratios = means.map { RatioStatistic(n: $0.n, numerator: $0, denominator: a, sumOfProducts: 0) }
        Self.expectNumbers(
          MetricAnalysis.analyze(control: ratio, treatments: ratios, options: options), "ratio")
      }
    }
  }

  @Test func aZeroControlMeanWithAnAbsoluteDifferenceFallsBack() throws {
    // gbstats raises ZeroDivisionError in EffectBayesianABTest here.
    let control = SampleMeanStatistic(n: 4, sum: 0, sumOfSquares: 4)
    let treatment = SampleMeanStatistic(n: 4, sum: 4, sumOfSquares: 8)
    for prior in [EffectPrior.flat, .proper(standardDeviation: 0.3)] {
      let options = try AnalysisOptions(difference: .absolute, prior: prior)
      let analysis = MetricAnalysis.analyze(control: control, treatments: [treatment], options: options)
      let comparison = try #require(analysis.treatments.first?.comparison)
      #expect(comparison.bayesian == .fallback(.baselineZero))
      #expect(comparison.frequentist == .fallback(.baselineZero))
      #expect(comparison.lift.absolute == 1 && comparison.lift.relative == 0)
    }
  }

  @Test func theAnalysisKeepsItsShape() throws {
    let options = try AnalysisOptions(sequentialTuning: 5_000)
    let analysis = MetricAnalysis.analyze(
      control: ProportionStatistic(n: 100, sum: 10),
      treatments: [ProportionStatistic(n: 100, sum: 12), ProportionStatistic(n: 90, sum: 8)], options: options
    )
    #expect(analysis.control.comparison == nil && analysis.control.n == 100 && analysis.control.value == 0.1)
    #expect(analysis.treatments.map(\.n) == [100, 90])
    #expect(analysis.treatments.allSatisfy { $0.comparison != nil })
    #expect(analysis.options == options)
    let sequential = try #require(analysis.treatments[0].comparison?.frequentist)
    let fixed = TwoSidedTTest().compare(
      control: ProportionStatistic(n: 100, sum: 10), treatment: ProportionStatistic(n: 100, sum: 12))
    #expect(
      sequential.interval.lower < fixed.interval.lower && sequential.interval.upper > fixed.interval.upper)
    #expect(sequential.pValue >= fixed.pValue)
  }

  @Test func badOptionsAreRefused() {
    #expect(throws: ReportError.invalidAlpha(1)) { try AnalysisOptions(alpha: 1) }
    #expect(throws: ReportError.invalidAlpha(0)) { try AnalysisOptions(alpha: 0) }
    #expect(throws: ReportError.invalidSequentialTuning(0)) { try AnalysisOptions(sequentialTuning: 0) }
    #expect(throws: ReportError.invalidSequentialTuning(.infinity)) {
      try AnalysisOptions(sequentialTuning: .infinity)
    }
    #expect(throws: ReportError.invalidPrior(mean: 0, standardDeviation: 0)) {
      try AnalysisOptions(prior: .proper(standardDeviation: 0))
    }
    #expect(throws: ReportError.invalidPrior(mean: .infinity, standardDeviation: 0.3)) {
      try AnalysisOptions(prior: .proper(mean: .infinity, standardDeviation: 0.3))
    }
    #expect(
      ReportError.invalidPrior(mean: 0, standardDeviation: -1).description
        == "the prior needs a finite mean and a standard deviation above 0, got mean 0.0, "
        + "standard deviation -1.0; 0.3 allows lifts of about ±60 %")
    #expect(
      ReportError.invalidSequentialTuning(-5).description
        == "the sequential tuning parameter must be a number above 0, got -5.0; gbstats uses 5000")
    #expect(AnalysisOptions.standard == (try? AnalysisOptions()))
  }

  /// No NaN, probabilities in [0, 1], ordered intervals, risks ≥ 0.
  static func expectNumbers(_ analysis: MetricAnalysis, _ label: String) {
    for variant in [analysis.control] + analysis.treatments {
      #expect(variant.value.isFinite && variant.standardDeviation.isFinite, "\(label)")
      guard let comparison = variant.comparison else { continue }
      let f = comparison.frequentist
      let b = comparison.bayesian
      let numbers = [
        comparison.lift.relative, comparison.lift.absolute, f.estimate, f.interval.lower, f.interval.upper,
        f.pValue, f.standardError, b.mean, b.standardDeviation, b.chanceToWin, b.interval.lower,
        b.interval.upper, b.risk.control, b.risk.treatment,
      ]
      #expect(numbers.allSatisfy { $0.isFinite }, "\(label): \(numbers)")
      #expect((0...1).contains(f.pValue) && (0...1).contains(b.chanceToWin), "\(label)")
      #expect(f.interval.lower <= f.interval.upper && b.interval.lower <= b.interval.upper, "\(label)")
      #expect(b.risk.control >= 0 && b.risk.treatment >= 0, "\(label)")
      #expect((f.problem == nil) == (f.degreesOfFreedom != nil), "\(label)")
    }
  }
}
