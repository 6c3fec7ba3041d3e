import OnboardKit
import Testing

/// `FlowDefinition.applying(_:)` on the real signup flow: each edit, and the
/// paths a person then takes through the real runner.
@Suite struct VariantFlowTests {
  static let base = SignupFixture.flow

  /// The signup flow with the guardian step as a `next:` branch of the age
  /// step (as it was written before `when:`), for the edits that redirect `goto`s.
  static let branched: FlowDefinition = {
    var flow = base
    for index in flow.steps.indices where flow.steps[index].id == "guardian" { flow.steps[index].when = nil }
    for index in flow.steps.indices where flow.steps[index].id == "age" {
      let minor = Condition(.object(["age": .object(["$lt": .number(18)])]))
      flow.steps[index].next = [NextRule(when: minor, goto: "guardian"), NextRule(goto: "plan")]
    }
    return flow
  }()

  func path(_ flow: FlowDefinition, _ answers: [String: JSONValue]) -> (path: [String], status: String) {
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: flow)).run(
      .mapping(answers), state: FlowState(userID: "u-1"))
    return (outcome.state.path, outcome.state.status.word)
  }

  static var minor: [String: JSONValue] {
    var answers = Answers.adult
    answers["age"] = 15
    answers["birthDate"] = "2011-03-01"
    answers["guardianEmail"] = "parent@example.com"
    return answers
  }

  @Test func aVariantWithoutEditsIsTheBaseFlow() {
    #expect(Self.base.applying(VariantDefinition(id: "control")) == Self.base)
  }

  @Test func planFirstReordersAndKeepsTheGuardianBranch() {
    let variant = VariantDefinition(
      id: "plan-first",
      order: ["plan", "name", "contact", "age", "guardian", "interests", "feedback", "terms", "done"])
    let flow = Self.branched.applying(variant)
    #expect(
      flow.steps.map(\.id) == [
        "plan", "name", "contact", "age", "guardian", "interests", "feedback", "terms", "done",
      ])
    #expect(
      flow.step("age")?.next.map(\.goto) == ["guardian", "interests"], "age's goto: plan points backwards now"
    )
    #expect(FlowChecker.check(flow, schema: User.schema.descriptor).filter { $0.severity == .error }.isEmpty)
    #expect(
      path(flow, Answers.adult)
        == (
          [
            "plan", "name", "contact/email", "contact/country", "age", "interests", "feedback", "terms",
            "done",
          ], "completed"
        ))
    #expect(
      path(flow, Self.minor)
        == (
          [
            "plan", "name", "contact/email", "contact/country", "age", "guardian", "interests", "feedback",
            "terms", "done",
          ],
          "completed"
        ))
  }

  @Test func skippingAStepRedirectsGotosToWhatFollowedIt() {
    let flow = Self.base.applying(VariantDefinition(id: "no-interests", skip: ["interests"]))
    #expect(
      flow.steps.map(\.id) == ["name", "contact", "age", "guardian", "plan", "feedback", "terms", "done"])
    #expect(
      path(flow, Answers.adult) == (
        ["name", "contact/email", "contact/country", "age", "plan", "feedback", "terms", "done"], "rejected"
      ),
      "marketingOptIn, which only the skipped step asks, is required: the variant's check reports it")
    let problems = FlowChecker.check(flow, schema: User.schema.descriptor).map(\.message)
    #expect(
      problems.contains { $0.hasPrefix("required field 'marketingOptIn' of model User is never collected") })
  }

  @Test func aSkippedGotoTargetIsRedirected() {
    let flow = Self.branched.applying(VariantDefinition(id: "no-guardian", skip: ["guardian"]))
    #expect(flow.step("age")?.next.map(\.goto) == ["plan", "plan"])
  }

  @Test func insertedStepsGoBeforeOrAfterTheirAnchorInWrittenOrder() {
    let variant = VariantDefinition(
      id: "upsell",
      insert: [
        StepInsertion(step: StepDefinition(id: "upsell", title: "Go annual?"), after: "plan"),
        StepInsertion(step: StepDefinition(id: "thanks"), after: "plan"),
        StepInsertion(step: StepDefinition(id: "welcome"), before: "name"),
        StepInsertion(step: StepDefinition(id: "orphan"), after: "nowhere"),
      ])
    let flow = Self.base.applying(variant)
    #expect(
      flow.steps.map(\.id) == [
        "welcome", "name", "contact", "age", "guardian", "plan", "upsell", "thanks", "interests", "feedback",
        "terms", "orphan", "done",
      ])
    #expect(
      path(flow, Answers.adult).path == [
        "welcome", "name", "contact/email", "contact/country", "age", "plan", "upsell", "thanks", "interests",
        "feedback", "terms", "orphan", "done",
      ])
  }

  @Test func overridesChangeWordsAndOptionsOnly() {
    let variant = VariantDefinition(
      id: "words",
      overrides: [
        "plan": StepOverride(
          title: "Pick a plan to start",
          fields: [
            "plan": FieldOverride(
              label: "Plan",
              options: [OptionDefinition(value: "free"), OptionDefinition(value: "pro", label: "Pro")])
          ])
      ])
    let flow = Self.base.applying(variant)
    #expect(flow.step("plan")?.title == "Pick a plan to start")
    #expect(flow.step("plan")?.fields.first?.options?.map(\.value) == ["free", "pro"])
    #expect(flow.step("plan")?.fields.first?.options?.last?.label == "Pro")
    #expect(flow.step("name") == Self.base.step("name"))
    var answers = Answers.adult
    answers["plan"] = "team"
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: flow)).run(
      .mapping(answers), state: FlowState(userID: "u"))
    #expect(
      outcome.failure?.lines == [
        "step 'plan', field 'plan': 'team' is not an option; choose one of: free, Pro"
      ])
  }
}
