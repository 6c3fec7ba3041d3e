import Testing

@testable import OnboardReport

/// ``MetricAnalysis`` against gbstats 0.8.0 on the 88 generated datasets of
/// `Tools/gbstats_metrics.py` (fixtures in `GBStats*Fixtures.swift`): every
/// variant's mean and standard deviation, and per treatment and per
/// configuration the t-test (fixed and sequential, relative and absolute) and
/// the Bayesian test (flat and proper prior, relative and absolute), at
/// alpha 0.05, 0.1 and 0.01, to 1e-6.
@Suite struct MetricAnalysisCrossCheckTests {
  @Test(arguments: MetricFixture.all) func agreesWithGBStats(fixture: MetricFixture) {
    let agreement = Self.compare(fixture)
    #expect(agreement.failures.isEmpty, "\(agreement.failures.joined(separator: "\n"))")
  }

  @Test("8,205 gbstats values are compared, all within 1e-6") func coverage() {
    var total = Agreement()
    for fixture in MetricFixture.all { total.merge(Self.compare(fixture)) }
    #expect(total.count == 8_205, "cross-checked \(total.count) gbstats values")
    #expect(total.count >= 2_000)
    #expect(total.failures.isEmpty)
    print("gbstats cross-check: \(total.count) values, worst deviation \(total.worst) at \(total.worstLabel)")
  }

  /// Every number of `fixture` compared with the analysis.
  static func compare(_ fixture: MetricFixture) -> Agreement {
    var agreement = Agreement()
    for (index, options) in MetricFixture.configurations.enumerated() {
      let analysis = fixture.analyze(options)
      let variants = [analysis.control] + analysis.treatments
      if index == 0 {
        for (variant, (value, sd)) in zip(variants, fixture.variants) {
          agreement.check(variant.value, value, "\(fixture.name) value")
          agreement.check(variant.standardDeviation, sd, "\(fixture.name) stddev")
        }
      }
      for (number, (treatment, expected)) in zip(analysis.treatments, fixture.comparisons).enumerated() {
        guard let comparison = treatment.comparison else {
          agreement.check(.nan, 0, "\(fixture.name) treatment \(number + 1) has no comparison")
          continue
        }
        let label = "\(fixture.name), treatment \(number + 1), configuration \(index + 1)"
        if index == 0 {
          agreement.check(comparison.lift.relative, expected.relative, "\(label) relative")
          agreement.check(comparison.lift.absolute, expected.absolute, "\(label) absolute")
        }
        checkFrequentist(comparison, expected.frequentist[index], label, &agreement)
        checkBayesian(comparison.bayesian, expected.bayesian[index], label, &agreement)
      }
    }
    return agreement
  }

  private static func checkFrequentist(
    _ comparison: MetricComparison, _ row: MetricFixture.F, _ label: String, _ agreement: inout Agreement
  ) {
    let result = comparison.frequentist
    let width = abs(row.values[2] - row.values[1])
    agreement.check(result.estimate, row.values[0], floor: width, "\(label) estimate")
    agreement.check(result.interval.lower, row.values[1], floor: width, "\(label) ci low")
    agreement.check(result.interval.upper, row.values[2], floor: width, "\(label) ci high")
    agreement.check(result.pValue, row.values[3], floor: 1e-9, "\(label) p-value")
    #expect(Closeness.relative(result.pValue, row.values[4], 1e-9), "\(label): scipy's 2·sf p-value")
    #expect(comparison.lift.pValue == result.pValue && comparison.lift.interval == result.interval)
    #expect(result.problem == row.problem, "\(label) frequentist problem")
  }

  private static func checkBayesian(
    _ result: BayesianResult, _ row: MetricFixture.B, _ label: String, _ agreement: inout Agreement
  ) {
    #expect(result.problem == row.problem, "\(label) Bayesian problem")
    guard let values = row.values else {
      #expect(result == .fallback(.baselineZero), "\(label): gbstats raised, the fallback is given")
      return
    }
    let sd = values[1]
    agreement.check(result.mean, values[0], floor: sd, "\(label) posterior mean")
    agreement.check(result.standardDeviation, sd, "\(label) posterior sd")
    agreement.check(result.chanceToWin, values[2], floor: 1e-9, "\(label) chance to win")
    agreement.check(result.interval.lower, values[3], floor: sd, "\(label) credible low")
    agreement.check(result.interval.upper, values[4], floor: sd, "\(label) credible high")
    agreement.check(result.risk.control, values[5], floor: 1e-9 * sd, "\(label) risk[0]")
    agreement.check(result.risk.treatment, values[6], floor: 1e-9 * sd, "\(label) risk[1]")
  }
}
