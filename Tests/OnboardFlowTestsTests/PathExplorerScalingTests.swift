import Foundation
import OnboardFlowTests
import OnboardKit
import Testing

/// Path exploration of long flows: linear in the steps for a linear flow (it
/// kept a copy of the path so far at every step, so time and memory grew
/// with the square of the length), and bounded by the limit for branching ones.
@Suite struct PathExplorerScalingTests {
  /// A flow of `count` steps in a row: the first asks what the model
  /// requires, every other one a text field with a pattern.
  static func linear(_ count: Int) -> FlowDefinition {
    var steps = (0..<count).map { StepDefinition(id: "s\($0)") }
    steps[0].fields = ["firstName", "lastName", "email", "country", "plan", "marketingOptIn"].map {
      FieldDefinition(key: $0)
    }
    for index in stride(from: 1, to: count - 1, by: 2) {
      steps[index].fields = [FieldDefinition(key: "referralCode", rules: FieldRules(pattern: "[A-Z0-9]{8}"))]
    }
    steps[count - 1].isFinal = true
    return FlowDefinition(name: "linear", model: "User", steps: steps)
  }

  /// The fastest of two explorations, in seconds, and the last report.
  static func explore(_ flow: FlowDefinition, limit: Int = 1_000) -> (Double, [VariantExploration]) {
    var report: [VariantExploration] = []
    let times = (0..<2).map { _ in
      let start = ContinuousClock.now
      report = PathExplorer<User>(flow: flow, limit: limit).explore()
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    return (times.min() ?? 0, report)
  }

  @Test func aLinearFlowIsExploredInTimeLinearInItsLength() {
    let (small, _) = Self.explore(Self.linear(1_500))
    let (large, report) = Self.explore(Self.linear(6_000))
    #expect(report.first?.paths.map(\.steps.count) == [6_000])
    #expect(report.first?.paths.first?.outcome == .completes)
    #expect(report.first?.problems == [])
    #expect(report.first?.truncated == false)
    let ratio = large / max(small, 1e-6)
    // Linear work gives about 4; the old copies of the path gave 16 and more.
    #expect(ratio < 8, "exploring 4× the steps took \(ratio)× as long")
  }

  @Test func aLongBranchingFlowStopsAtTheLimitWithAReason() {
    // 3 × 1,000 steps, 2^1000 paths.
    let (seconds, report) = Self.explore(GeneratedFlow.branches(1_000), limit: 20)
    #expect(report.first?.paths.count == 20)
    #expect(report.first?.truncated == true)
    #expect(report.first?.problems == [])
    #expect(seconds < 120, "took \(seconds) s")
    let text = PathReport.text(report, limit: 20)
    #expect(text.contains("! stopped at the limit of 20 paths (raise it with --limit); coverage is partial"))
  }

  @Test func theStepBudgetStopsTheWalkAndSaysSo() {
    // The only path is 3,000 steps long and the walk may take 2,000 steps:
    // it stops inside it and says why.
    var explorer = PathExplorer<User>(flow: Self.linear(3_000), limit: 5)
    explorer.stepBudget = 2_000
    let report = explorer.explore()
    #expect(report.first?.paths.isEmpty == true)
    #expect(report.first?.truncated == true)
    #expect(
      report.first?.stopReason
        == "stopped after walking 2000 steps, the most for the limit of 5 paths on a flow of this size (raise it with --limit); coverage is partial"
    )
    // By default the budget follows from the flow: the same flow is walked to its end.
    #expect(PathExplorer<User>(flow: Self.linear(3_000), limit: 1).explore().first?.paths.count == 1)
  }
}
