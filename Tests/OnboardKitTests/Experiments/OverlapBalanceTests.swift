import Testing

@testable import OnboardKit

/// Overlapping experiments do not disturb each other's comparison: with
/// their own seeds, the other experiment's arms are spread alike over every
/// arm of this one (simulated over 20,000 people), so one experiment's
/// report is unaffected by the other's randomisation.
@Suite struct OverlapBalanceTests {
  @Test func theOtherExperimentIsBalancedAcrossThisOnesArms() {
    let planFirst = ExperimentDefinition(
      key: "signup-plan-first",
      variants: [
        VariantDefinition(id: "control", weight: 0.5), VariantDefinition(id: "plan-first", weight: 0.5),
      ])
    let interests = ExperimentDefinition(
      key: "short-interests",
      variants: [
        VariantDefinition(id: "control"), VariantDefinition(id: "no-interests"),
        VariantDefinition(id: "short-list"),
      ])
    var flow = FlowDefinition(name: "signup", model: "User", steps: [])
    flow.experiments = [planFirst, interests]
    var counts: [String: (people: Int, planFirst: Int)] = [:]
    for index in 0..<20_000 {
      let assignments = ExperimentAssigner.assignAll(flow, userID: "person-\(index)")
      let arm = assignments[1].variantID ?? "-"
      var count = counts[arm] ?? (0, 0)
      count.people += 1
      if assignments[0].variantID == "plan-first" { count.planFirst += 1 }
      counts[arm] = count
    }
    #expect(counts.count == 3)
    for (arm, count) in counts {
      let share = Double(count.planFirst) / Double(count.people)
      // 6,667 people an arm: a standard error of 0.006; 0.02 is over three of them.
      #expect(abs(share - 0.5) < 0.02, "\(arm): \(share)")
    }
  }
}
