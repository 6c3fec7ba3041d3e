import OnboardKit
import Testing

/// Runs of a flow with experiments: assignment at `start`, the variant's flow,
/// exposure where the variants diverge, forcing, and the container chain.
@Suite struct ExperimentRunTests {
  static let upsell = ExperimentDefinition(
    key: "upsell",
    variants: [
      VariantDefinition(id: "control", weight: 0.5),
      VariantDefinition(
        id: "upsell", weight: 0.5,
        insert: [StepInsertion(step: StepDefinition(id: "upsell", title: "Go annual?"), after: "plan")]),
    ])

  static var flow: FlowDefinition {
    var flow = SignupFixture.flow
    flow.experiments = [upsell]
    return flow
  }

  /// The first of `u-0`, `u-1`, … that GrowthBook's hashing puts in `variant`.
  static func user(in variant: String) -> String {
    for index in 0..<1_000 {
      let id = "u-\(index)"
      if ExperimentAssigner.assign(upsell, userID: id).variantID == variant { return id }
    }
    return "none"
  }

  func run(_ userID: String, forced: [String: String] = [:]) -> HeadlessOutcome<User> {
    HeadlessDriver(runner: FlowRunner<User>(flow: Self.flow)).run(
      .mapping(Answers.adult), state: FlowState(userID: userID, variants: forced))
  }

  @Test func theTreatmentSeesTheInsertedStepAndIsExposedThere() {
    let outcome = run(Self.user(in: "upsell"))
    #expect(outcome.state.variants == ["upsell": "upsell"])
    #expect(
      outcome.state.path == [
        "name", "contact/email", "contact/country", "age", "plan", "upsell", "interests", "feedback", "terms",
        "done",
      ])
    let kinds = outcome.events.map { "\($0.kind.rawValue):\($0.step ?? "")" }
    let exposure = kinds.firstIndex(of: "exposure:upsell")
    #expect(exposure != nil)
    #expect(
      exposure.map { kinds[$0 + 1] } == "step_viewed:upsell", "exposure comes right before the diverging step"
    )
    #expect(outcome.events.filter { $0.kind == .exposure }.map(\.variant) == ["upsell"])
    #expect(outcome.state.pendingExposures.isEmpty)
  }

  @Test func controlIsExposedAtTheSamePointOfTheFunnel() {
    let outcome = run(Self.user(in: "control"))
    #expect(outcome.state.variants == ["upsell": "control"])
    #expect(
      outcome.state.path == [
        "name", "contact/email", "contact/country", "age", "plan", "interests", "feedback", "terms", "done",
      ])
    let kinds = outcome.events.map { "\($0.kind.rawValue):\($0.step ?? "")" }
    let exposure = kinds.firstIndex(of: "exposure:interests")
    #expect(exposure.map { kinds[$0 + 1] } == "step_viewed:interests")
    #expect(outcome.model != nil)
  }

  @Test func forcedVariantsWinAndLogNoExposure() {
    let outcome = run(Self.user(in: "control"), forced: ["upsell": "upsell"])
    #expect(outcome.state.variants == ["upsell": "upsell"])
    #expect(outcome.state.path.contains("upsell"))
    #expect(!outcome.events.contains { $0.kind == .exposure })
  }

  @Test func peopleOutsideTheExperimentRunTheBaseFlow() {
    var flow = Self.flow
    flow.experiments[0].coverage = 0
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: flow)).run(
      .mapping(Answers.adult), state: FlowState(userID: "u-1"))
    #expect(outcome.state.variants.isEmpty)
    #expect(!outcome.state.path.contains("upsell"))
    #expect(!outcome.events.contains { $0.kind == .exposure })
  }

  @Test func exposureAtStartComesBeforeTheFirstStep() {
    var flow = Self.flow
    flow.experiments[0].exposure = .start
    let runner = FlowRunner<User>(flow: flow)
    var state = FlowState<User>(userID: Self.user(in: "control"))
    let events = (try? runner.reduce(&state, .start)) ?? []
    #expect(events.map(\.kind) == [.exposure, .stepViewed])
  }

  @Test func theVariantIsAContainerInTheChain() throws {
    let runner = FlowRunner<User>(flow: Self.flow)
    var state = FlowState<User>(userID: Self.user(in: "upsell"))
    _ = try runner.reduce(&state, .start)
    #expect(
      throws: RunnerError.unhandled(
        action: "back", chain: ["step 'name'", "variant 'upsell' of experiment 'upsell'", "flow 'signup'"])
    ) {
      try runner.reduce(&state, .back)
    }
  }
}
