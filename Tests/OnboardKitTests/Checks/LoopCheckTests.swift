import OnboardKit
import Testing

/// `onboard check` refuses a loop that some answers go round for ever:
/// answers are kept, so the same answers take the same branches every time
/// round. A loop that the answers it collects must leave is fine.
@Suite struct LoopCheckTests {
  static let required = ["firstName", "lastName", "email", "country", "plan", "marketingOptIn"]

  static func errors(_ steps: [StepDefinition]) -> [String] {
    let flow = FlowDefinition(name: "loops", model: "User", steps: steps)
    return FlowChecker.check(flow, schema: User.schema.descriptor).filter { $0.severity == .error }.map(
      \.message)
  }

  static func ageStep(otherwise: String) -> StepDefinition {
    StepDefinition(
      id: "age", fields: [FieldDefinition(key: "age", required: true, rules: FieldRules(min: 13, max: 120))],
      next: [
        NextRule(when: Condition(.object(["age": .object(["$lt": 18])])), goto: "guardian"),
        NextRule(goto: otherwise),
      ])
  }

  static var signupLike: [StepDefinition] {
    [
      StepDefinition(id: "name", fields: required.map { FieldDefinition(key: $0) }),
      ageStep(otherwise: "plan"),
      StepDefinition(id: "guardian", fields: [FieldDefinition(key: "guardianEmail")]),
      StepDefinition(id: "plan"),
      StepDefinition(id: "done", isFinal: true),
    ]
  }

  @Test func anOtherwiseBranchBackToItselfLoopsForEveryAdult() {
    var steps = Self.signupLike
    steps[1] = Self.ageStep(otherwise: "age")
    #expect(
      Self.errors(steps) == [
        "this branch closes a loop that never ends: with age: 18, a run goes age → age again and again (answers are kept, so the same branches hold every time round); give the loop a way out for these answers"
      ])
    #expect(Self.errors(Self.signupLike) == [])
  }

  @Test func aLoopWithoutConditionsLoopsWithAnyAnswers() {
    var steps = Self.signupLike
    steps[3].next = [NextRule(goto: "guardian")]
    #expect(
      Self.errors(steps).first?.hasPrefix(
        "this branch closes a loop that never ends: with any answers, a run goes guardian → plan → guardian again"
      )
        == true)
  }

  /// `review` sends a run on to ask for a field while it has no answer.
  static func reviewLoop(asking key: String, required: Bool? = nil) -> [StepDefinition] {
    [
      StepDefinition(id: "name", fields: Self.required.map { FieldDefinition(key: $0) }),
      StepDefinition(
        id: "review",
        next: [NextRule(when: Condition(.object([key: .object(["$exists": true])])), goto: "done")]),
      StepDefinition(
        id: "ask", fields: [FieldDefinition(key: key, required: required)], next: [NextRule(goto: "review")]),
      StepDefinition(id: "done", isFinal: true),
    ]
  }

  @Test func aLoopThatARequiredAnswerLeavesIsNoError() {
    #expect(Self.errors(Self.reviewLoop(asking: "guardianEmail", required: true)) == [])
  }

  @Test func aLoopThatAnOptionalFieldLeftUnansweredKeepsGoingIsAnError() {
    #expect(
      Self.errors(Self.reviewLoop(asking: "guardianEmail")).first?.hasPrefix(
        "this branch closes a loop that never ends: with guardianEmail not answered, a run goes review → ask → review"
      ) == true)
  }

  @Test func aLongPathInAMessageIsShortened() {
    let names = ["name"] + Array(repeating: "age", count: 9_999)
    #expect(
      PathText.describe(names) == "name → age → age → age → age → age → … (9,991 more) → age → age → age")
    #expect(PathText.describe(["a", "b", "c"]) == "a → b → c")
    // A required field missed on a path of 4,999 steps names it shortened.
    var steps = (0..<5_000).map { StepDefinition(id: "s\($0)") }
    steps[0].fields = Self.required.filter { $0 != "plan" }.map { FieldDefinition(key: $0) }
    steps[1].next = [NextRule(when: Condition(.object(["country": "GB"])), goto: "s3")]
    steps[2].fields = [FieldDefinition(key: "plan")]
    steps[4_999].isFinal = true
    #expect(
      Self.errors(steps) == [
        "required field 'plan' is not collected on the path s0 → s1 → s3 → s4 → s5 → s6 → … (4,990 more) → s4997 → s4998 → s4999"
      ])
  }

  /// A loop through `count` steps, each comparing `age` with its own value.
  static func bigLoop(_ count: Int) -> [StepDefinition] {
    var steps = [StepDefinition(id: "s0", fields: (required + ["age"]).map { FieldDefinition(key: $0) })]
    for index in 1..<count {
      let age = Condition(.object(["age": .object(["$gt": .number(Double(index))])]))
      steps.append(
        StepDefinition(
          id: "s\(index)", next: [NextRule(when: age, goto: "s\(index + 1)"), NextRule(goto: "s0")]))
    }
    steps.append(StepDefinition(id: "s\(count)", isFinal: true))
    return steps
  }

  @Test func aLoopThroughThousandsOfStepsIsCheckedInLinearTime() {
    func seconds(_ count: Int) -> Double {
      let steps = Self.bigLoop(count)
      let start = ContinuousClock.now
      #expect(Self.errors(steps).count == 1)
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    // The least of three runs each, so one run slowed by the other suites
    // running beside it does not decide (a quadratic check gives about 16×).
    func least(_ count: Int) -> Double { (0..<3).map { _ in seconds(count) }.min() ?? 0 }
    let ratio = least(8_000) / max(least(2_000), 1e-6)
    #expect(ratio < 8, "checking 4× the steps took \(ratio)× as long")
  }
}
