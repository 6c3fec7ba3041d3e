import Foundation
import OnboardKit
import OnboardTesting
import Testing

@Suite struct FlowRunnerTests {
  /// The first steps, with every state change and event asserted.
  @Test func startAnswerAndSubmitAreExhaustivelyAsserted() {
    let tester = FlowTester<User>(flow: SignupFixture.flow, userID: "u-1")
    tester.send(.start) {
      $0.status = .inProgress
      $0.flowName = "signup"
      $0.flowVersion = 1
      $0.current = "name"
      $0.transitions = 1
    }
    tester.receive(.stepViewed, step: "name")
    tester.send(.answer(field: "firstName", value: "Ada")) { $0.answers.set("firstName", to: .text("Ada")) }
    tester.send(.submit) {
      $0.fieldErrors = ["lastName": ["is required"]]
    }
    tester.receive(.validationFailed, step: "name", field: "lastName", detail: "is required")
    tester.send(.answer(field: "lastName", value: "Lovelace")) {
      $0.answers.set("lastName", to: .text("Lovelace"))
      $0.fieldErrors["lastName"] = nil
    }
    tester.send(.submit) {
      $0.history = ["name"]
      $0.current = "contact/email"
      $0.transitions = 3
    }
    tester.receive(.stepCompleted, step: "name")
    tester.receive(.stepViewed, step: "contact/email")
    tester.send(.back) {
      $0.history = []
      $0.current = "name"
      $0.transitions = 4
    }
    tester.receive(.back, step: "contact/email", detail: "name")
    tester.receive(.stepViewed, step: "name")
    tester.finish()
  }

  @Test func anAdultCompletes() throws {
    let run = try HeadlessRun(answers: Answers.adult)
    #expect(
      run.path == [
        "name", "contact/email", "contact/country", "age", "plan", "interests", "feedback", "terms", "done",
      ])
    guard case .completed(let user) = run.state.status else {
      Issue.record("expected completed, got \(run.state.status)")
      return
    }
    #expect(
      user
        == User(
          id: "u-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", age: 36,
          birthDate: CalendarDate("1989-12-10")?.date, country: "GB", plan: .pro,
          interests: ["design", "engineering"],
          marketingOptIn: true, referralCode: "ADA12345", acceptedTerms: true))
  }

  @Test func aMinorGoesThroughTheGuardianStep() throws {
    var answers = Answers.adult
    answers["birthDate"] = .string("2011-03-01")
    answers["guardianEmail"] = .string("parent@example.com")
    let run = try HeadlessRun(answers: answers)
    #expect(
      run.path == [
        "name", "contact/email", "contact/country", "age", "guardian", "plan", "interests", "feedback",
        "terms", "done",
      ])
    guard case .completed(let user) = run.state.status else {
      Issue.record("expected completed, got \(run.state.status)")
      return
    }
    #expect(user.guardianEmail == "parent@example.com")
    #expect(user.age == 15)
  }

  @Test func answersOnABranchLeftBehindDoNotCount() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    try HeadlessRun.answerSteps(runner, &state, Answers.adult, until: "age")
    _ = try runner.reduce(&state, .answer(field: "birthDate", value: .string("2011-03-01")))
    _ = try runner.reduce(&state, .submit)
    #expect(state.current == "guardian")
    _ = try runner.reduce(&state, .answer(field: "guardianEmail", value: .string("parent@example.com")))
    _ = try runner.reduce(&state, .submit)
    _ = try runner.reduce(&state, .back)
    _ = try runner.reduce(&state, .back)
    #expect(state.current == "age")
    #expect(state.answers.get("age") == .integer(15), "answers survive going back")
    _ = try runner.reduce(&state, .answer(field: "birthDate", value: .string("1989-12-10")))
    _ = try runner.reduce(&state, .submit)
    #expect(state.current == "plan")
    try HeadlessRun.answerSteps(runner, &state, Answers.adult, until: nil)
    guard case .completed(let user) = state.status else {
      Issue.record("expected completed, got \(state.status)")
      return
    }
    #expect(user.guardianEmail == nil, "the guardian step is no longer on the path")
    #expect(state.answers.get("guardianEmail") == .text("parent@example.com"), "but the answer is kept")
  }

  @Test func aRejectedRunListsEveryProblem() throws {
    var answers = Answers.adult
    answers["plan"] = .string("team")
    answers["interests"] = .array([])
    answers["birthDate"] = .string("2011-03-01")
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    try HeadlessRun.answerSteps(runner, &state, answers, until: "guardian")
    _ = try runner.reduce(&state, .skip)
    #expect(state.fieldErrors == ["guardianEmail": ["is required, so this step cannot be skipped"]])
    #expect(state.current == "guardian")
  }

  @Test func finalRulesRejectWithEveryProblem() throws {
    let flow = try SignupFixture.load(
      """
      flow: t
      model: User
      steps:
        - id: a
          fields: [firstName, lastName, email, country, plan, marketingOptIn, age, { key: interests, options: [a, b] }]
        - id: done
          final: true
          rules:
            - when: { age: { $lt: 18 } }
              error: too young
            - when: { plan: team, interests: { $size: 0 } }
              error: teams need interests
      """)
    let runner = FlowRunner<User>(flow: flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    let answers: [String: JSONValue] = [
      "firstName": "Ada", "lastName": "L", "email": "ada@example.com", "country": "XX", "plan": "team",
      "marketingOptIn": "no", "age": 12, "interests": .array([]),
    ]
    for (field, value) in answers { _ = try runner.reduce(&state, .answer(field: field, value: value)) }
    _ = try runner.reduce(&state, .submit)
    let events = try runner.reduce(&state, .submit)
    #expect(
      state.status
        == .rejected([
          RunProblem(step: "done", field: nil, message: "too young"),
          RunProblem(step: "done", field: nil, message: "teams need interests"),
          RunProblem(step: "a", field: "country", message: "'XX' is not an ISO 3166-1 alpha-2 country code"),
        ]))
    #expect(events.map(\.kind) == [.stepCompleted, .validationFailed, .validationFailed, .validationFailed])
    _ = try runner.reduce(&state, .back)
    #expect(state.status == .inProgress && state.current == "a")
  }

  @Test func backOnTheFirstStepIsUnhandledAndNamesTheChain() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    #expect(throws: RunnerError.unhandled(action: "back", chain: ["step 'name'", "flow 'signup'"])) {
      try runner.reduce(&state, .back)
    }
  }

  @Test func backOnASubFlowsFirstStepReturnsToTheParent() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    try HeadlessRun.answerSteps(runner, &state, Answers.adult, until: "contact/email")
    #expect(
      runner.chain(of: "contact/email") == ["step 'contact/email'", "sub-flow 'contact'", "flow 'signup'"])
    _ = try runner.reduce(&state, .back)
    #expect(state.current == "name")
  }

  @Test func anAnswerForAnotherStepIsAnError() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    #expect(
      throws: RunnerError.fieldNotOnStep(field: "email", step: "name", fields: ["firstName", "lastName"])
    ) {
      try runner.reduce(&state, .answer(field: "email", value: "a@b.co"))
    }
    #expect(throws: RunnerError.notStarted(.submit)) {
      var fresh = FlowState<User>(userID: "u-2")
      _ = try runner.reduce(&fresh, .submit)
    }
  }

  @Test func aBadValueIsKeptAsTheFieldsErrorUntilSubmit() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    try HeadlessRun.answerSteps(runner, &state, Answers.adult, until: "age")
    _ = try runner.reduce(&state, .answer(field: "birthDate", value: "1989-13-01"))
    let events = try runner.reduce(&state, .submit)
    #expect(
      events.map { "\($0.field ?? ""): \($0.detail ?? "")" } == [
        "birthDate: '1989-13-01' is not a date written YYYY-MM-DD"
      ])
    #expect(state.current == "age")
  }

  @Test func stateSurvivesEncodingMidRun() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1", attributes: ["source": "ad"])
    _ = try runner.reduce(&state, .start)
    try HeadlessRun.answerSteps(runner, &state, Answers.adult, until: "plan")
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(FlowState<User>.self, from: data)
    #expect(decoded == state)
  }
}

@Suite struct RunnerLoopTests {
  /// A flow `onboard check` would reject (a step that always goes back to
  /// itself): the runner still stops, after a bounded number of moves round the loop.
  @Test func aLoopingFlowStopsWithAnError() {
    let flow = FlowDefinition(
      name: "loop", model: "User",
      steps: [
        StepDefinition(id: "a", next: [NextRule(goto: "a")]),
        StepDefinition(id: "done", isFinal: true),
      ])
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: flow)).run(
      .mapping([:]), state: FlowState(userID: "u-1"))
    #expect(outcome.failure == .runner(.tooManyLoops(FlowRunner<User>.maxLoops)))
    #expect(outcome.state.loops == FlowRunner<User>.maxLoops)
    #expect(outcome.state.transitions == FlowRunner<User>.maxLoops + 1)
  }

  /// Moves forward never count towards the limit: a flow longer than it runs
  /// to its end (it used to stop every run after 10,000 moves).
  @Test func aFlowLongerThanTheLimitCompletes() throws {
    let count = FlowRunner<User>.maxLoops + 500
    var steps = (0..<count).map { StepDefinition(id: "s\($0)") }
    steps[0].fields = ["firstName", "lastName", "email", "country", "plan", "marketingOptIn"].map {
      FieldDefinition(key: $0)
    }
    steps[count - 1].isFinal = true
    let flow = FlowDefinition(name: "long", model: "User", steps: steps)
    let answers: [String: JSONValue] = [
      "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB", "plan": "free",
      "marketingOptIn": false,
    ]
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: flow)).run(
      .mapping(answers), state: FlowState(userID: "u-1"))
    #expect(outcome.failure == nil)
    #expect(outcome.state.transitions == count)
    #expect(outcome.state.loops == 0)
  }

  /// Going back and forth is the person's doing, not a loop in the flow.
  @Test func backAndForthIsNotALoop() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    try HeadlessRun.answerSteps(runner, &state, Answers.adult, until: "age")
    for _ in 0..<3 {
      _ = try runner.reduce(&state, .back)
      _ = try runner.reduce(&state, .submit)
    }
    #expect(state.current == "age")
    #expect(state.loops == 0)
  }

  /// A state saved before loops were counted still loads.
  @Test func aStateSavedWithoutALoopCountLoads() throws {
    var state = FlowState<User>(userID: "u-1")
    _ = try FlowRunner<User>(flow: SignupFixture.flow).reduce(&state, .start)
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(state)) as? [String: Any])
    let old = try JSONSerialization.data(withJSONObject: json.filter { $0.key != "loops" })
    #expect(try JSONDecoder().decode(FlowState<User>.self, from: old) == state)
  }
}

@Suite struct ForgettingAnswersTests {
  @Test func nullForgetsAnAnswerSoAnOptionalFieldCanBeCleared() {
    let tester = FlowTester<User>(flow: SignupFixture.flow, userID: "u-1")
    tester.send(.start) {
      $0.status = .inProgress
      $0.flowName = "signup"
      $0.flowVersion = 1
      $0.current = "name"
      $0.transitions = 1
    }
    tester.receive(.stepViewed, step: "name")
    tester.send(.answer(field: "firstName", value: "Ada")) { $0.answers.set("firstName", to: .text("Ada")) }
    tester.send(.answer(field: "firstName", value: .null)) { $0.answers.set("firstName", to: nil) }
    tester.finish()
  }
}

/// What `next:` conditions read: attributes, the id, and answers, which win
/// over an attribute of the same name.
@Suite struct RunnerFactsTests {
  static let yaml = """
    flow: facts
    model: User
    steps:
      - id: start
        fields:
          - { key: firstName }
          - { key: lastName }
          - { key: email }
          - { key: plan, default: free }
          - { key: marketingOptIn, default: false }
          - { key: country }
          - { key: referralCode }
        next:
          - when: { referralCode: FRIEND01 }
            goto: friend
          - when: { id: vip, source: { $in: [ad, mail] } }
            goto: vip
          - goto: other
      - id: friend
        fields: [{ key: age }]
        next: [{ goto: other }]
      - id: vip
        fields: [{ key: birthDate }]
        next: [{ goto: other }]
      - id: other
        fields: [{ key: guardianEmail }]
        final: true
    """

  /// The step after the first, given the first step's `answers` beside a name, an email and a country.
  func step(after answers: [String: JSONValue], userID: String, attributes: [String: JSONValue]) throws
    -> String?
  {
    let runner = FlowRunner<User>(flow: try SignupFixture.load(Self.yaml))
    var state = FlowState<User>(userID: userID, attributes: attributes)
    _ = try runner.reduce(&state, .start)
    let base: [String: JSONValue] = [
      "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB",
    ]
    for (field, value) in base.merging(answers, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
      _ = try runner.reduce(&state, .answer(field: field, value: value))
    }
    _ = try runner.reduce(&state, .submit)
    #expect(state.fieldErrors.isEmpty)
    return state.current
  }

  @Test func attributesAndTheIdDecide() throws {
    #expect(try step(after: [:], userID: "u-1", attributes: ["referralCode": "FRIEND01"]) == "friend")
    #expect(try step(after: [:], userID: "u-1", attributes: ["referralCode": "OTHER001"]) == "other")
    #expect(try step(after: [:], userID: "vip", attributes: ["source": "ad"]) == "vip")
    #expect(try step(after: [:], userID: "vip", attributes: ["source": "tv"]) == "other")
    #expect(try step(after: [:], userID: "u-2", attributes: ["source": "ad"]) == "other")
    // An `id` attribute loses to the caller's id.
    #expect(try step(after: [:], userID: "u-2", attributes: ["id": "vip", "source": "ad"]) == "other")
  }

  @Test func anAnswerWinsOverAnAttributeOfTheSameName() throws {
    let friend: [String: JSONValue] = ["referralCode": "FRIEND01"]
    let other: [String: JSONValue] = ["referralCode": "OTHER001"]
    #expect(try step(after: other, userID: "u-1", attributes: friend) == "other")
    #expect(try step(after: friend, userID: "u-1", attributes: other) == "friend")
    #expect(try step(after: friend, userID: "u-1", attributes: [:]) == "friend")
  }
}

/// A step's check reads answers by the field's type: a value of another type
/// stored under the field's key path (a host app's nested `Partial`) counts
/// as no answer, so the default fills it.
@Suite struct AnswerTypeTests {
  @Test func aValueOfAnotherTypeIsNoAnswer() throws {
    let runner = FlowRunner<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    var answers = Answers.adult
    answers["plan"] = nil
    try HeadlessRun.answerSteps(runner, &state, answers, until: "plan")
    state.answers.update(\.plan, \.rawValue, to: "team")
    #expect(state.answers.contains(\User.plan))
    #expect((try? state.answers.value(for: \User.plan)) == nil)
    _ = try runner.reduce(&state, .submit)
    #expect(state.fieldErrors.isEmpty)
    #expect(state.current == "interests")
    #expect(try state.answers.value(for: \User.plan) == .free)
  }
}
