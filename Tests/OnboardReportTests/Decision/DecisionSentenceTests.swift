import Foundation
import OnboardKit
import OnboardStore
import Testing

@testable import OnboardReport

/// The decision in one plain sentence, for each status. The lifts, intervals
/// and chances are gbstats 0.8.0's (Tools/sentence_reference.py prints them;
/// the sentence rounds them to whole percents from 10% on).
@Suite struct DecisionSentenceTests {
  @Test func aWinnerIsShippedWithItsNumbers() throws {
    let verdict = try DecisionTests.verdict(control: (10_000, 5_000), treatment: (10_000, 5_600))
    // gbstats: +12.0000% [+9.0664%, +14.9336%], chance 100.0000%
    #expect(verdict.sentence == "b wins on completion: +12% [+9%, +15%], >99.9% chance to win — ship b")
  }

  @Test func aLoserIsRolledBackWithWhatItLost() throws {
    let verdict = try DecisionTests.verdict(control: (10_000, 5_000), treatment: (10_000, 4_400))
    // gbstats: -12.0000% [-14.6003%, -9.3997%], chance 0.0000%
    #expect(verdict.sentence == "b loses on completion: -12% [-15%, -9%], <0.1% chance to win — roll back")
  }

  @Test func aTieWithEnoughDataIsForReview() throws {
    let verdict = try DecisionTests.verdict(control: (10_000, 5_000), treatment: (10_000, 5_020))
    // gbstats: +0.4000% [-2.3775%, +3.1775%], chance 61.1135%
    #expect(
      verdict.sentence
        == "No clear winner in e with enough data: completion +0.4% [-2.4%, +3.2%], 61.1% chance to win "
        + "— ready for review")
  }

  @Test func tooFewPeopleSayHowManyAndHowLong() throws {
    let verdict = try DecisionTests.verdict(control: (1_000, 300), treatment: (1_000, 320))
    // gbstats: +6.6667% [-7.3011%, +20.6344%], chance 82.5373%; 4,048 people from decision_reference.py
    #expect(
      verdict.sentence
        == "Too early to call e (1,000 of 4,048 people per variant): completion +6.7% [-7.3%, +20.6%], "
        + "82.5% chance to win so far — about 7 days left")
  }

  @Test func unhealthyAndEmptyExperimentsSaySoPlainly() throws {
    let unhealthy = try DecisionTests.verdict(
      control: (10_000, 5_000), treatment: (10_000, 5_600), multipleExposures: 300)
    #expect(
      unhealthy.sentence
        == "Do not act on e: 300 of 20,300 people (1.5%) were exposed to more than one variant and are left out "
        + "of every number; more than 1% means the assignment or the exposure logging is broken "
        + "— fix the data first")
    let empty = try DecisionTests.verdict(control: (0, 0), treatment: (0, 0))
    #expect(empty.sentence == "Nobody has been exposed to e yet — no decision")
  }

  /// The issue's example: a goal with `label: Pro plans` and completion as the guardrail.
  @Test func aLabelledGoalAndAnUnchangedGuardrailReadAsTheIssueAsks() throws {
    let counts = DecisionTests.counts(
      control: (10_000, 6_000), treatment: (10_000, 6_010), named: "plan-first")
    var report = try analyze(counts)
    var pro = MetricDefinition(id: "chose-pro", role: .goal, when: nil)
    pro.label = "Pro plans"
    let completed = MetricDefinition(id: MetricDefinition.completedID, role: .guardrail)
    func row(_ metric: String, _ variant: String, _ sum: Double) -> MetricStatistics {
      MetricStatistics(metric: metric, variant: variant, users: 10_000, sum: sum, sumOfSquares: sum)
    }
    let statistics = [
      [row(pro.id, "control", 1_000), row(pro.id, "plan-first", 1_180)],
      [row(completed.id, "control", 6_000), row(completed.id, "plan-first", 6_010)],
    ]
    // MetricQueryResult has no initializer outside its module: decoded from its JSON.
    let json =
      "{\"statistics\":\(String(decoding: try JSONEncoder().encode(statistics), as: UTF8.self)),"
      + "\"multipleExposures\":0,\"unexposedOutcomeUsers\":0,\"unexposedOutcomes\":0}"
    let result = try JSONDecoder().decode(MetricQueryResult.self, from: Data(json.utf8))
    report.experiments[0].metrics = MetricsAnalysis(options: try AnalysisOptions(alpha: 0.05)).reports(
      result, metrics: [pro, completed], variants: ["control", "plan-first"])
    report.decide(settings: ["e": ExperimentDecision(targetMDE: 0.3)], sequential: false)
    let verdict = try #require(report.experiments[0].verdict)
    // gbstats: Pro plans +18.0000% [+8.6122%, +27.3878%], chance 99.9914%; completion +0.1667% [-2.0981%, +2.4314%]
    #expect(
      verdict.sentence
        == "plan-first wins on Pro plans: +18% [+9%, +27%], >99.9% chance to win; completion unchanged "
        + "— ship plan-first")
    #expect(report.experiments[0].metrics.map(\.label) == ["Pro plans", "completion"])
  }
}
