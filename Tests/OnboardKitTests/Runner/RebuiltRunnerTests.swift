import OnboardKit
import Testing

/// A state handed to a runner built again for a changed flow (a host that
/// reloads a flow, a long-lived server) is read by that runner's own flow:
/// nothing the old runner remembered inside the state answers for the new
/// one, even when the new runner is given the old one's memory.
@Suite struct RebuiltRunnerTests {
  /// `flow` with a step `extra` inserted at `index`.
  static func inserting(at index: Int, into flow: FlowDefinition) -> FlowDefinition {
    var changed = flow
    changed.steps.insert(StepDefinition(id: "extra", title: "One more thing"), at: index)
    return changed
  }

  /// Where a person is, fifty times over: started on a runner of `original`,
  /// then, once that runner is freed, sent `actions` by a runner of `rebuilt`.
  static func stepsSeen(
    from original: FlowDefinition, by rebuilt: FlowDefinition, after actions: [FlowAction] = []
  ) throws -> Set<String> {
    var seen: Set<String> = []
    for _ in 0..<50 {
      var state = FlowState<User>(userID: "u-1", variants: ["signup-plan-first": "control"])
      do {
        let runner = FlowRunner<User>(flow: original)
        _ = try runner.reduce(&state, .start)
        #expect(runner.currentStep(state)?.id == "name")
      }
      let runner = FlowRunner<User>(flow: rebuilt)
      for action in actions { _ = try runner.reduce(&state, action) }
      seen.insert(runner.currentStep(state)?.id ?? "none")
    }
    return seen
  }

  @Test func aRebuiltRunnerReadsTheStateByItsOwnFlow() throws {
    let flow = SignupFixture.flow
    let seen = try Self.stepsSeen(from: flow, by: Self.inserting(at: 0, into: flow))
    #expect(seen == ["name"], "a state on 'name' read as \(seen.sorted()) by a rebuilt runner")
  }

  /// With experiments the state also remembers the runner of the person's
  /// variant flow, made by the freed runner's experiment set: the rebuilt
  /// runner must move by its own flow, where `extra` follows `name`.
  @Test func aRebuiltRunnerWithExperimentsMovesByItsOwnFlow() throws {
    let flow = SignupFixture.withExperiments
    let name: [FlowAction] = [
      .answer(field: "firstName", value: "Ada"), .answer(field: "lastName", value: "Lovelace"), .submit,
    ]
    let seen = try Self.stepsSeen(from: flow, by: Self.inserting(at: 1, into: flow), after: name)
    #expect(seen == ["extra"], "after 'name', a rebuilt runner went to \(seen.sorted())")
  }
}
