import OnboardKit
import Testing

/// A flow's holdout: its people see the base flow in every experiment
/// (reason `holdout`) and are exposed to the holdout alone, at the start;
/// everyone else is exposed to the holdout as `shipped` and runs the
/// experiments as before.
@Suite struct HoldoutRunTests {
  static var flow: FlowDefinition {
    var flow = ExperimentRunTests.flow
    flow.holdout = HoldoutDefinition(weight: 0.1, seed: "q3")
    return flow
  }

  func run(_ userID: String, forced: [String: String] = [:]) -> HeadlessOutcome<User> {
    HeadlessDriver(runner: FlowRunner<User>(flow: Self.flow)).run(
      .mapping(Answers.adult), state: FlowState(userID: userID, variants: forced))
  }

  @Test func heldOutPeopleSeeTheBaseFlowAndAreExposedToTheHoldoutOnly() {
    let users = (0..<400).map { "u-\($0)" }
    let outcomes = users.map { run($0) }
    let held = outcomes.filter { $0.state.variants[HoldoutDefinition.key] == HoldoutDefinition.heldOut }
    // GrowthBook's split of a 0.1/0.9 experiment seeded "q3": about 40 of 400.
    #expect((25...55).contains(held.count))
    for outcome in held {
      #expect(outcome.state.assignments.map(\.reason) == [.holdout, .assigned])
      #expect(!outcome.state.path.contains("upsell"))
      let exposures = outcome.events.filter { $0.kind == .exposure }
      #expect(exposures.map(\.experiment) == [HoldoutDefinition.key])
      #expect(exposures.map(\.variant) == [HoldoutDefinition.heldOut])
      #expect(outcome.events.firstIndex { $0.kind == .exposure } == 0)
    }
    let shipped = outcomes.filter { $0.state.variants[HoldoutDefinition.key] == HoldoutDefinition.shipped }
    #expect(held.count + shipped.count == users.count)
    for outcome in shipped {
      #expect(outcome.state.assignments.first?.reason == .assigned)
      #expect(
        outcome.events.filter { $0.kind == .exposure }.map(\.experiment) == [HoldoutDefinition.key, "upsell"])
    }
    // The holdout's split agrees with assigning it as an experiment on its own.
    let experiment = HoldoutDefinition(weight: 0.1, seed: "q3").experiment
    #expect(
      held.map(\.state.userID)
        == users.filter {
          ExperimentAssigner.assign(experiment, userID: $0).variantID == HoldoutDefinition.heldOut
        })
  }

  @Test func theHoldoutCanBeForced() {
    let user = ExperimentRunTests.user(in: "upsell")
    let outcome = run(user, forced: [HoldoutDefinition.key: HoldoutDefinition.heldOut])
    #expect(outcome.state.assignments.first?.reason == .holdout)
    #expect(!outcome.state.path.contains("upsell"))
    #expect(
      ExperimentAssigner.assignAll(Self.flow, userID: user).map(\.experimentKey) == ["upsell", "holdout"])
  }

  @Test func aFlowWithoutAHoldoutAssignsAsBefore() {
    let user = ExperimentRunTests.user(in: "upsell")
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: ExperimentRunTests.flow)).run(
      .mapping(Answers.adult), state: FlowState(userID: user))
    #expect(outcome.state.variants == ["upsell": "upsell"])
    #expect(outcome.state.assignments.count == 1)
  }
}
