import Foundation
import OnboardKit
import Testing

/// The program is compiled once and the state is a plain value: a run moved
/// from one program to another of the same flow and version goes on exactly
/// as it would have; a state of another flow, another version or a changed
/// flow is refused with an error naming the flow, never read at a wrong step.
@Suite struct FlowProgramTests {
  static let clock: @Sendable () -> Date = { SignupFixture.today }

  /// Every action of an adult's run through signup, with `back` in it.
  static func actions(_ program: FlowProgram<User>) throws -> [FlowAction] {
    var state = FlowState<User>(userID: "u-7", variants: ["signup-plan-first": "plan-first"])
    var actions: [FlowAction] = [.start]
    _ = try program.reduce(&state, .start)
    while state.status == .inProgress, let step = program.currentStep(state) {
      var stepActions = step.fields.compactMap { field in
        Answers.adult[field.key].map { FlowAction.answer(field: field.key, value: $0) }
      }
      stepActions.append(.submit)
      if actions.count == 8 { stepActions += [.back, .submit] }
      for action in stepActions { _ = try program.reduce(&state, action) }
      actions += stepActions
    }
    return actions
  }

  /// The run on one program, and the same run handed after each action to a
  /// program compiled again (through a JSON round trip of the state): the
  /// same events and equal states at every point.
  @Test func aStateResumedOnAnotherProgramOfTheFlowRunsTheSame() throws {
    let flow = SignupFixture.withExperiments
    let first = FlowProgram<User>(flow: flow, clock: Self.clock)
    let actions = try Self.actions(first)
    var kept = FlowState<User>(userID: "u-7", variants: ["signup-plan-first": "plan-first"])
    var moved = kept
    for action in actions {
      let expected = try first.reduce(&kept, action)
      let again = FlowProgram<User>(flow: flow, clock: Self.clock)
      moved = try JSONDecoder().decode(FlowState<User>.self, from: JSONEncoder().encode(moved))
      #expect(try again.reduce(&moved, action) == expected, "after \(action)")
      #expect(moved == kept, "after \(action)")
    }
    guard case .completed = kept.status else {
      Issue.record("the run did not complete: \(kept.status)")
      return
    }
    #expect(kept.flowName == "signup")
    #expect(kept.flowVersion == 1)
  }

  /// A started state on a program of another flow, or of another version.
  @Test(arguments: [("welcome", 1), ("signup", 2), ("signup", nil)] as [(String, Int?)])
  func aStateOfAnotherFlowOrVersionIsRefused(name: String, version: Int?) throws {
    var state = FlowState<User>(userID: "u-1")
    _ = try FlowProgram<User>(flow: SignupFixture.flow).reduce(&state, .start)
    var other = SignupFixture.flow
    other.name = name
    other.version = version
    let before = state
    let stamp = version.map { "version \($0)" } ?? "(no version)"
    #expect(
      throws: RunnerError.otherFlow(
        state: FlowStamp(name: "signup", version: 1), program: FlowStamp(name: name, version: version))
    ) {
      _ = try FlowProgram<User>(flow: other).reduce(&state, .answer(field: "firstName", value: "Ada"))
    }
    #expect(state == before)
    let message = RunnerError.otherFlow(
      state: FlowStamp(name: "signup", version: 1), program: FlowStamp(name: name, version: version)
    ).description
    #expect(
      message
        == "the run was started on flow 'signup' version 1, not flow '\(name)' \(stamp); resume it with that flow"
    )
  }

  /// The same flow and version, changed so that the step a person stands at
  /// (or one behind them) is gone: refused naming the step and the flow.
  @Test func aStateAtAStepTheChangedFlowLacksIsRefused() throws {
    let program = FlowProgram<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try program.reduce(&state, .start)
    try HeadlessRun.answerSteps(FlowRunner(program: program), &state, Answers.adult, until: "age")
    var changed = SignupFixture.flow
    changed.steps.removeAll { $0.id == "age" || $0.id == "contact" }
    let rebuilt = FlowProgram<User>(flow: changed)
    let before = state
    let signup = FlowStamp(name: "signup", version: 1)
    #expect(throws: RunnerError.stepNotInFlow(step: "age", flow: signup)) {
      _ = try rebuilt.reduce(&state, .submit)
    }
    #expect(rebuilt.currentStep(state) == nil)
    state.current = "name"
    state.history = ["contact/email"]
    #expect(throws: RunnerError.stepNotInFlow(step: "contact/email", flow: signup)) {
      _ = try rebuilt.reduce(&state, .back)
    }
    #expect(state.history == ["contact/email"])
    #expect(
      RunnerError.stepNotInFlow(step: "age", flow: signup).description
        == "the run's step 'age' is not in flow 'signup' version 1; the flow changed since the run was saved")
    _ = before
  }

  /// A state saved before states named their flow resumes, read by step id.
  @Test func aStateSavedWithoutItsFlowResumes() throws {
    let program = FlowProgram<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try program.reduce(&state, .start)
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
    #expect(json["flowName"] as? String == "signup")
    let old = try JSONSerialization.data(
      withJSONObject: json.filter { $0.key != "flowName" && $0.key != "flowVersion" })
    var resumed = try JSONDecoder().decode(FlowState<User>.self, from: old)
    #expect(resumed.flowName == nil)
    _ = try program.reduce(&resumed, .answer(field: "firstName", value: "Ada"))
    _ = try program.reduce(&resumed, .answer(field: "lastName", value: "Lovelace"))
    _ = try program.reduce(&resumed, .submit)
    #expect(resumed.current == "contact/email")
  }

  /// States compare by what they hold: equal runs on two programs are equal,
  /// and a state differs from another only by its values.
  @Test func statesCompareByValue() throws {
    var one = FlowState<User>(userID: "u-1")
    var two = FlowState<User>(userID: "u-1")
    _ = try FlowProgram<User>(flow: SignupFixture.flow).reduce(&one, .start)
    _ = try FlowProgram<User>(flow: SignupFixture.flow).reduce(&two, .start)
    #expect(one == two)
    #expect(one.hashValue == two.hashValue)
    two.current = "contact/email"
    #expect(one != two)
  }

  /// An answer is parsed by the person's variant's fields: `marketing` is
  /// an interest in the flow as written, not in the short list; a step no
  /// variant changes parses alike in every one.
  @Test(arguments: [
    ("control", nil), ("short-list", "'marketing' is not an option; choose any of: Design, Engineering"),
  ])
  func answersAreParsedByTheVariantsFields(variant: String, problem: String?) throws {
    let program = FlowProgram<User>(flow: SignupFixture.withExperiments)
    var state = FlowState<User>(
      userID: "u-1", variants: ["signup-plan-first": "control", "short-interests": variant])
    _ = try program.reduce(&state, .start)
    try HeadlessRun.answerSteps(FlowRunner(program: program), &state, Answers.adult, until: "interests")
    _ = try program.reduce(&state, .answer(field: "interests", value: .array(["marketing"])))
    #expect(state.fieldErrors["interests"]?.first == problem)
    _ = try program.reduce(&state, .answer(field: "marketingOptIn", value: true))
    #expect(state.fieldErrors["marketingOptIn"] == nil)
  }
}
