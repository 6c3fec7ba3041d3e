import OnboardKit
import Testing

/// Issue 19 item 3: a rule's `message` is what the person sees, and the
/// default messages say what to type in plain words: no pattern, no option
/// values, the options' labels.
@Suite struct RuleMessageTests {
  static let code = FieldRules(pattern: "[A-Z0-9]{8}", message: "Eight letters or digits")

  @Test func theMessageReplacesEveryBrokenRuleOnce() {
    let rules = FieldRules(minLength: 8, pattern: "[A-Z0-9]{8}", message: "Eight letters or digits")
    #expect(FieldRuleCheck.problems(.text("ab"), rules: rules, kind: .text) == ["Eight letters or digits"])
    #expect(FieldRuleCheck.problems(.text("ADA12345"), rules: rules, kind: .text).isEmpty)
  }

  @Test func aPatternMissedIsNotShownThePattern() {
    let problems = FieldRuleCheck.problems(.text("ab"), rules: FieldRules(pattern: "[A-Z]{2}"), kind: .text)
    #expect(problems == ["is not in the expected form"])
  }

  static func plan(options: [OptionDefinition]?, rules: FieldRules = FieldRules()) throws -> [String:
    [String]]
  {
    let flow = FlowDefinition(
      name: "plans", model: "User",
      steps: [
        StepDefinition(
          id: "plan", fields: [FieldDefinition(key: "plan", rules: rules, options: options)]),
        StepDefinition(id: "done", isFinal: true),
      ])
    let runner = FlowRunner<User>(flow: flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    _ = try runner.reduce(&state, .answer(field: "plan", value: "club"))
    return state.fieldErrors
  }

  @Test func aChoiceNamesTheLabelsNotTheValues() throws {
    let options = [
      OptionDefinition(value: "free", label: "Basic"), OptionDefinition(value: "pro", label: "Coach"),
      OptionDefinition(value: "team", label: "Club"),
    ]
    #expect(
      try Self.plan(options: options) == [
        "plan": ["'club' is not an option; choose one of: Basic, Coach, Club"]
      ])
    #expect(
      try Self.plan(options: nil) == ["plan": ["'club' is not an option; choose one of: free, pro, team"]])
  }

  @Test func aChoicesMessageIsWhatThePersonSees() throws {
    let errors = try Self.plan(options: nil, rules: FieldRules(message: "Pick Free, Pro or Team"))
    #expect(errors == ["plan": ["Pick Free, Pro or Team"]])
  }

  @Test func aMessageWithoutARuleIsAnError() {
    let flow = FlowDefinition(
      name: "codes", model: "User",
      steps: [
        StepDefinition(
          id: "code",
          fields: [FieldDefinition(key: "referralCode", rules: FieldRules(message: "Eight letters"))]),
        StepDefinition(id: "done", isFinal: true),
      ])
    let errors = FlowChecker.check(flow, schema: User.schema.descriptor).filter { $0.severity == .error }
    #expect(
      errors.map(\.message).contains(
        "the 'message' of field 'referralCode' explains no rule; give the rule it explains (maxLength, minLength, pattern) or remove it"
      ))
  }
}
