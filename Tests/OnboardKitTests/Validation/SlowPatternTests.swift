import Foundation
import Testing

@testable import OnboardKit

/// A catastrophic `pattern:` (`(a+)+b`) costs seconds an answer in a
/// backtracking engine: matching is cut off, the answer is refused with a
/// message that says why, and `onboard check` warns about the shape.
@Suite struct SlowPatternTests {
  static let rules = FieldRules(pattern: "(a+)+b")

  @Test func aMatchThatTakesTooLongIsGivenUpAndSaysSo() {
    let answer = String(repeating: "a", count: 40)
    let start = ContinuousClock.now
    let problems = FieldRuleCheck.problems(.text(answer), rules: Self.rules, kind: .text)
    let elapsed = ContinuousClock.now - start
    #expect(problems == ["the pattern took too long to check"])
    #expect(elapsed < .seconds(3), "took \(elapsed)")
    // An answer that the pattern decides quickly is judged as before.
    #expect(FieldRuleCheck.problems(.text("aab"), rules: Self.rules, kind: .text) == [])
    #expect(
      FieldRuleCheck.problems(.text("xyz"), rules: Self.rules, kind: .text) == [
        "is not in the expected form"
      ])
  }

  @Test func anAnswerTooLongToCheckSaysSo() {
    let answer = String(repeating: "a", count: FieldPattern.maxInputLength + 1) + "b"
    #expect(
      FieldRuleCheck.problems(.text(answer), rules: Self.rules, kind: .text) == [
        "is too long to check against the pattern (at most 10000 characters)"
      ])
  }

  @Test func theRunnerRefusesTheAnswerWithTheTimeout() {
    var fields = ["firstName", "lastName", "email", "country", "plan"].map { FieldDefinition(key: $0) }
    fields.append(FieldDefinition(key: "referralCode", rules: Self.rules))
    let flow = FlowDefinition(
      name: "slow", model: "User",
      steps: [StepDefinition(id: "name", fields: fields), StepDefinition(id: "done", isFinal: true)])
    let answers: [String: JSONValue] = [
      "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB", "plan": "free",
      "referralCode": .string(String(repeating: "a", count: 40)),
    ]
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: flow)).run(
      .mapping(answers), state: FlowState(userID: "u-1"))
    #expect(
      outcome.failure?.lines == ["step 'name', field 'referralCode': the pattern took too long to check"])
  }

  @Test(arguments: [
    ("(a+)+b", "(a+)+"), ("(\\w*)*", "(\\w*)*"), ("([a-z]+,?)+$", "([a-z]+,?)+"), ("x((ab)+c)*", "((ab)+c)*"),
    ("(a|b+){2,}", "(a|b+){2,}"), ("(?:[0-9]+\\.)+", "(?:[0-9]+\\.)+"),
  ])
  func nestedQuantifiersAreFound(pattern: String, group: String) {
    #expect(NestedQuantifier.find(in: pattern) == group)
  }

  @Test(arguments: [
    "[A-Z0-9]{8}", "(\\d{3}-)+\\d{4}", "(a++)+", "(?>a+)+", "[(a+)+]", "\\(a+\\)+", "(ab)+", "(a+){3}",
    "\\p{L}+(x)+", "[^]a+]+(b)*", "(a+)?",
  ])
  func patternsWithoutNestedQuantifiersAreNot(pattern: String) {
    #expect(NestedQuantifier.find(in: pattern) == nil)
  }
}
