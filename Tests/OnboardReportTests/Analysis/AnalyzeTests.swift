import OnboardReport
import Testing

/// `analyze(_:alpha:)`: what lands where, and which counts are refused.
@Suite struct AnalyzeTests {
  @Test func controlHasNoComparisonAndTreatmentsDo() throws {
    let report = try analyze(SampleCounts.flow)
    let variants = report.experiments.first?.variants ?? []
    #expect(variants.map(\.id) == ["control", "plan-first", "short-form"])
    #expect(variants.first?.comparison == nil)
    #expect(variants.first?.time.lift == nil)
    #expect(variants.dropFirst().allSatisfy { $0.comparison != nil && $0.time.lift != nil })
    #expect(report.alpha == 0.05)
  }

  @Test func holmAdjustsAcrossTheTreatmentsOfOneExperiment() throws {
    let variants = try analyze(SampleCounts.flow).experiments.first?.variants ?? []
    let raw = variants.compactMap { $0.comparison?.lift.pValue }
    let adjusted = variants.compactMap { $0.comparison?.pValueAdjusted }
    #expect(raw.count == 2)
    #expect(adjusted == HolmAdjustment.adjust(raw))
    #expect(zip(raw, adjusted).allSatisfy { $0.0 <= $0.1 })
  }

  @Test func srmFlagsTheSkewedSplit() throws {
    let experiments = try analyze(SampleCounts.flow).experiments
    #expect(experiments.map(\.srm.flagged) == [false, true, false])
  }

  @Test func rateAndIntervalAreNilWithoutUsers() throws {
    let counts = FlowCounts(
      flow: "f",
      experiments: [
        ExperimentCounts(
          key: "e",
          variants: [
            VariantCounts(id: "a", weight: 1, users: 0, conversions: 0),
            VariantCounts(id: "b", weight: 1, users: 0, conversions: 0),
          ])
      ])
    let report = try analyze(counts)
    let b = report.experiments.first?.variants.last
    #expect(b?.rate == nil)
    #expect(b?.rateInterval == nil)
    #expect(b?.comparison?.lift.problem == .baselineZero)
    #expect(b?.comparison?.lift.pValue == 1)
    #expect(b?.comparison?.bayesian.chanceToWin == 0.5)
    #expect(b?.time.meanSeconds == nil)
    #expect(report.experiments.first?.srm.pValue == 1)
  }

  @Test func oneVariantHasNoSRMAndNoComparison() throws {
    let counts = FlowCounts(
      flow: "f",
      experiments: [
        ExperimentCounts(
          key: "solo", variants: [VariantCounts(id: "only", weight: 1, users: 10, conversions: 3)])
      ])
    let experiment = try analyze(counts).experiments.first
    #expect(experiment?.srm.pValue == nil)
    #expect(experiment?.srm.flagged == false)
    #expect(experiment?.variants.first?.comparison == nil)
  }

  @Test func funnelDropsAndFieldRates() throws {
    let control = try analyze(SampleCounts.flow).experiments.first?.variants.first
    #expect(control?.funnel.map(\.dropped) == [600, 1_300, 6_500, 600])
    #expect(control?.fieldFailures.first?.rate == 420.0 / 10_300)
  }

  static let refused: [(FlowCounts, Double, ReportError)] = [
    (flow([variant("a", users: 10, conversions: 1)]), 0, .invalidAlpha(0)),
    (flow([variant("a", users: 10, conversions: 1)]), 1, .invalidAlpha(1)),
    (flow([]), 0.05, .noVariants(experiment: "e")),
    (
      flow([variant("a", users: 10, conversions: 1), variant("a", users: 3, conversions: 1)]), 0.05,
      .duplicateVariant(experiment: "e", variant: "a")
    ),
    (
      flow([variant("a", users: 10, conversions: 11)]), 0.05,
      .inconsistent(experiment: "e", variant: "a", detail: "11 conversions but 10 users")
    ),
    (
      flow([variant("a", users: -1, conversions: 0)]), 0.05,
      .invalidNumber(experiment: "e", variant: "a", name: "users")
    ),
    (
      flow([VariantCounts(id: "a", weight: .nan, users: 1, conversions: 0)]), 0.05,
      .invalidNumber(experiment: "e", variant: "a", name: "weight")
    ),
    (
      flow([
        VariantCounts(
          id: "a", weight: 1, users: 5, conversions: 1,
          funnel: [FunnelStepCounts(step: "s", reached: 2, completed: 3)])
      ]), 0.05,
      .inconsistent(experiment: "e", variant: "a", detail: "step 's' completed by 3 but reached by 2")
    ),
  ]

  @Test(arguments: refused) func refusesContradictoryCounts(
    counts: FlowCounts, alpha: Double, error: ReportError
  ) {
    #expect(throws: error) { try analyze(counts, alpha: alpha) }
  }

  @Test func errorMessagesSayWhatToFix() {
    #expect(
      ReportError.invalidAlpha(2).description
        == "alpha must be between 0 and 1 (exclusive), got 2.0; 0.05 gives 95% intervals")
    #expect(
      ReportError.duplicateVariant(experiment: "e", variant: "a").description
        == "experiment 'e' lists variant 'a' twice; merge its counts into one entry")
  }

  static func flow(_ variants: [VariantCounts]) -> FlowCounts {
    FlowCounts(flow: "f", experiments: [ExperimentCounts(key: "e", variants: variants)])
  }

  static func variant(_ id: String, users: Int, conversions: Int) -> VariantCounts {
    VariantCounts(id: id, weight: 1, users: users, conversions: conversions)
  }
}
