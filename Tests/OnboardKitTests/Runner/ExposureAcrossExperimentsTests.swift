import OnboardKit
import Testing

/// Two experiments on one flow: `plan-order` puts `plan` first in one arm,
/// `upsell` inserts a step after `plan` in one arm. Under `plan-first`, the
/// upsell arms part ways right after `plan` — so both arms, control included,
/// are exposed there, at the same point of the path.
@Suite struct ExposureAcrossExperimentsTests {
  static let order = ExperimentDefinition(
    key: "plan-order",
    variants: [
      VariantDefinition(id: "control"),
      VariantDefinition(
        id: "plan-first", order: ["plan", "name", "contact", "age", "interests", "feedback", "terms", "done"]),
    ])

  static var flow: FlowDefinition {
    var flow = SignupFixture.flow
    flow.experiments = [order, ExperimentRunTests.upsell]
    return flow
  }

  /// The first of `u-0`, `u-1`, … that GrowthBook's hashing puts in both variants.
  static func user(order variant: String, upsell arm: String) -> String? {
    (0..<5_000).lazy.map { "u-\($0)" }.first { id in
      ExperimentAssigner.assign(order, userID: id).variantID == variant
        && ExperimentAssigner.assign(ExperimentRunTests.upsell, userID: id).variantID == arm
    }
  }

  /// Where the upsell exposure comes: the index in the path of the step viewed right after it.
  static func upsellExposure(_ outcome: HeadlessOutcome<User>) -> Int? {
    var viewed = -1
    var pending = false
    for event in outcome.events {
      if event.kind == .exposure, event.experiment == "upsell" { pending = true }
      if event.kind == .stepViewed {
        viewed += 1
        if pending { return viewed }
      }
    }
    return nil
  }

  @Test(arguments: ["control", "upsell"]) func underPlanFirstBothArmsAreExposedRightAfterPlan(arm: String)
    throws
  {
    let user = try #require(Self.user(order: "plan-first", upsell: arm))
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: Self.flow)).run(
      .mapping(Answers.adult), state: FlowState(userID: user))
    #expect(outcome.state.variants == ["plan-order": "plan-first", "upsell": arm])
    #expect(outcome.state.path.first == "plan")
    #expect(Self.upsellExposure(outcome) == 1, "\(arm): exposed at the second step, right after plan")
  }

  @Test(arguments: ["control", "upsell"]) func inTheBaseOrderBothArmsAreExposedAfterPlanToo(arm: String)
    throws
  {
    let user = try #require(Self.user(order: "control", upsell: arm))
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: Self.flow)).run(
      .mapping(Answers.adult), state: FlowState(userID: user))
    let plan = try #require(outcome.state.path.firstIndex(of: "plan"))
    #expect(Self.upsellExposure(outcome) == plan + 1)
  }
}
