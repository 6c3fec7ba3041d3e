import Foundation
import OnboardKit
import Testing

@testable import OnboardReport

/// The decision per experiment, as GrowthBook's decision framework makes it:
/// unhealthy and no data first, then the goals' power for the target MDE
/// (people per variant and days left against Tools/decision_reference.py,
/// whose scipy output the literals are), then the criteria's rules.
@Suite struct DecisionTests {
  static let day: Int64 = 86_400_000

  /// One experiment `e` of completion only: a control and a treatment (`b` unless named).
  static func counts(
    control: (Int, Int), treatment: (Int, Int), named: String = "b", days: Double = 2,
    multipleExposures: Int = 0
  ) -> FlowCounts {
    FlowCounts(
      flow: "f",
      experiments: [
        ExperimentCounts(
          key: "e",
          variants: [
            VariantCounts(id: "control", weight: 1, users: control.0, conversions: control.1),
            VariantCounts(id: named, weight: 1, users: treatment.0, conversions: treatment.1),
          ], multipleExposures: multipleExposures, firstExposureMs: 0,
          lastExposureMs: Int64(days * Double(day)))
      ])
  }

  /// The verdict of ``counts(control:treatment:named:days:multipleExposures:)``.
  static func verdict(
    control: (Int, Int), treatment: (Int, Int), days: Double = 2, multipleExposures: Int = 0,
    settings: ExperimentDecision = ExperimentDecision()
  ) throws -> ExperimentVerdict {
    var report = try analyze(
      counts(control: control, treatment: treatment, days: days, multipleExposures: multipleExposures))
    report.decide(settings: ["e": settings], sequential: false)
    return try #require(report.experiments.first?.verdict)
  }

  @Test func aClearWinnerShips() throws {
    let verdict = try Self.verdict(control: (10_000, 5_000), treatment: (10_000, 5_600))
    #expect(verdict.status == .ship("b"))
    #expect(verdict.status.label == "ship b")
    #expect(verdict.peopleNeededPerVariant == 1_735, "scipy: 1735 for 50% and ±10%")
    #expect(verdict.powerReached)
    #expect(
      verdict.reason.hasPrefix("'b' meets clear signals: every goal significantly better"),
      "\(verdict.reason)")
    #expect(verdict.reason.contains("goal completed +12.0%"), "\(verdict.reason)")
  }

  @Test func aClearLoserIsRolledBack() throws {
    let verdict = try Self.verdict(control: (10_000, 5_000), treatment: (10_000, 4_400))
    #expect(verdict.status == .rollBack)
    #expect(verdict.variants.map(\.action) == ["roll-back"])
    #expect(verdict.variants.first?.goals.map(\.call) == [.lost])
  }

  @Test func aTieIsForReviewUnderClearSignalsAndShipsUnderDoNoHarm() throws {
    let clear = try Self.verdict(control: (10_000, 5_000), treatment: (10_000, 5_020))
    #expect(clear.status == .readyForReview)
    #expect(clear.reason.hasPrefix("enough data for a ±10% change (10,000 people per variant, 1,735 needed)"))
    let harmless = try Self.verdict(
      control: (10_000, 5_000), treatment: (10_000, 5_020), settings: ExperimentDecision(criteria: .doNoHarm))
    #expect(harmless.status == .ship("b"))
  }

  @Test func tooFewPeopleLeaveDaysAtTheTrafficSoFar() throws {
    let verdict = try Self.verdict(control: (1_000, 300), treatment: (1_000, 320))
    #expect(verdict.peopleNeededPerVariant == 4_048, "scipy: 4048 for 30% and ±10%")
    #expect(verdict.status == .daysLeft(7), "scipy: (4048 - 1000) / 500 a day, rounded up")
    #expect(verdict.status.label == "~7 days left")
    #expect(verdict.peoplePerDay == 1_000)
    #expect(
      verdict.reason
        == "'completed' needs 4,048 people per variant to show a ±10% change with 80% power; 1,000 so far, "
        + "1,000 people a day")
  }

  @Test func theMinimumRuntimeHoldsACallBack() throws {
    let settings = ExperimentDecision(minRuntime: MetricWindow("7d"))
    let verdict = try Self.verdict(control: (10_000, 5_000), treatment: (10_000, 5_600), settings: settings)
    #expect(verdict.status == .daysLeft(5))
    #expect(verdict.reason == "the minimum runtime is 7d and it has run 2.0 days")
  }

  @Test func unhealthyAndEmptyExperimentsAreSaidFirst() throws {
    let unhealthy = try Self.verdict(
      control: (10_000, 5_000), treatment: (10_000, 5_600), multipleExposures: 300)
    #expect(unhealthy.status == .unhealthy)
    #expect(unhealthy.reason.hasPrefix("unhealthy: 300 of 20,300 people"), "\(unhealthy.reason)")
    let empty = try Self.verdict(control: (0, 0), treatment: (0, 0))
    #expect(empty.status == .noData)
  }

  @Test func aMeanMetricsPowerUsesItsVariance() {
    let plan = PowerPlan(mean: 1.315, variance: 30, alpha: 0.05, power: 0.8)
    #expect(plan.peoplePerVariant(mde: 0.3) == 4_070, "scipy: 4070")
  }

  @Test func goalsDecideAndAGuardrailRollsBack() {
    let criteria = ExperimentDecision.Criteria.clearSignals
    #expect(criteria.action(goals: [.won, .won], guardrails: [.neutral], powerReached: true) == "ship")
    #expect(criteria.action(goals: [.won, .neutral], guardrails: [], powerReached: true) == "review")
    #expect(criteria.action(goals: [.won, .neutral], guardrails: [], powerReached: false) == nil)
    #expect(criteria.action(goals: [.won], guardrails: [.lost], powerReached: false) == "roll-back")
    #expect(criteria.action(goals: [.lost, .neutral], guardrails: [], powerReached: false) == "roll-back")
    #expect(criteria.action(goals: [.lost, .won], guardrails: [], powerReached: true) == "review")
    let harmless = ExperimentDecision.Criteria.doNoHarm
    #expect(harmless.action(goals: [.neutral], guardrails: [.neutral], powerReached: false) == "ship")
    #expect(harmless.action(goals: [.neutral], guardrails: [.lost], powerReached: true) == "roll-back")
    #expect(harmless.action(goals: [.neutral], guardrails: [.lost], powerReached: false) == nil)
  }
}
