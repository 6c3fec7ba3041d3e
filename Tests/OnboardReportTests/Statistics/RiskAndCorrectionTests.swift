import Testing

@testable import OnboardReport

/// ``Risk`` against gbstats' `get_risk`, far into both tails, and the two
/// multiple-testing corrections against statsmodels (`ReferenceTables`,
/// written by `Tools/gbstats_metrics.py`).
@Suite struct RiskAndCorrectionTests {
  @Test(arguments: ReferenceTables.risks) func riskMatchesGetRisk(
    mean: Double, sd: Double, control: Double, treatment: Double
  ) {
    var agreement = Agreement()
    let risk = Risk(mean: mean, standardDeviation: sd)
    agreement.check(risk.control, control, floor: 1e-9 * sd, "risk[0] of N(\(mean), \(sd)²)")
    agreement.check(risk.treatment, treatment, floor: 1e-9 * sd, "risk[1] of N(\(mean), \(sd)²)")
    #expect(agreement.failures.isEmpty, "\(agreement.failures)")
    #expect(risk.control >= 0 && risk.treatment >= 0)
    // E[max(X, 0)] − E[max(−X, 0)] = E[X]
    #expect(abs((risk.control - risk.treatment) - mean) <= 1e-12 * max(abs(mean), sd))
  }

  @Test(arguments: ReferenceTables.holm) func holmMatchesStatsmodels(pValues: [Double], expected: [Double]) {
    let adjusted = MultipleTesting.adjust(pValues, method: .holm)
    #expect(adjusted.count == expected.count)
    for (actual, wanted) in zip(adjusted, expected) { #expect(Closeness.relative(actual, wanted, 1e-12)) }
  }

  @Test(arguments: ReferenceTables.benjaminiHochberg) func benjaminiHochbergMatchesStatsmodels(
    pValues: [Double], expected: [Double]
  ) {
    let adjusted = MultipleTesting.adjust(pValues, method: .benjaminiHochberg)
    #expect(adjusted.count == expected.count)
    for (actual, wanted) in zip(adjusted, expected) { #expect(Closeness.relative(actual, wanted, 1e-12)) }
  }

  @Test(arguments: MultipleTesting.Method.allCases) func correctionsAreMonotoneAndCapped(
    method: MultipleTesting.Method
  ) {
    let raw = [0.04, 0.001, 0.3, 0.04, 0.8, 0.02, 0.5, 0.0, 1.0]
    let adjusted = MultipleTesting.adjust(raw, method: method)
    for (p, q) in zip(raw, adjusted) { #expect(q >= p && q <= 1) }
    for i in raw.indices {
      for j in raw.indices where raw[i] < raw[j] { #expect(adjusted[i] <= adjusted[j]) }
    }
    #expect(MultipleTesting.adjust([0.2], method: method) == [0.2])
    #expect(MultipleTesting.adjust([], method: method) == [])
  }

  @Test(arguments: MultipleTesting.Method.allCases) func notANumberStaysOutOfTheCount(
    method: MultipleTesting.Method
  ) {
    let adjusted = MultipleTesting.adjust([0.01, .nan, 0.04], method: method)
    #expect(adjusted[1].isNaN)
    #expect(adjusted[0] == MultipleTesting.adjust([0.01, 0.04], method: method)[0])
    #expect(adjusted[2] == MultipleTesting.adjust([0.01, 0.04], method: method)[1])
  }

  @Test func benjaminiHochbergIsNeverStricterThanHolm() {
    let raw = [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216]
    let holm = MultipleTesting.adjust(raw, method: .holm)
    let bh = MultipleTesting.adjust(raw, method: .benjaminiHochberg)
    for (h, b) in zip(holm, bh) { #expect(b <= h) }
    #expect(MultipleTesting.Method(rawValue: "bh") == .benjaminiHochberg)
  }
}
