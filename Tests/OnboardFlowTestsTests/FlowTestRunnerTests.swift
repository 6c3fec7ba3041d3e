import OnboardFlowTests
import OnboardKit
import Testing

/// Cases run through the real runner; failures say what differs.
@Suite struct FlowTestRunnerTests {
  static func signup() throws -> FlowTestFile {
    try #require(FlowTestLoader<User>().load(path: Fixture.repository("Flows/signup.tests.yaml")).file)
  }

  @Test func everySignupCasePasses() throws {
    let file = try Self.signup()
    let runner = FlowTestRunner<User>(flow: file.flow, now: file.now)
    let failed = file.cases.map(runner.run).filter { $0.verdict != .passed }
    #expect(failed.map(\.name) == [])
  }

  @Test func aWrongPathIsShownWithTheFirstDifferenceAndTheEventsAroundIt() throws {
    let file = try Self.signup()
    var minor = try #require(file.cases.first { $0.name == "a minor goes through the guardian step" })
    minor.expect.path = [
      "name", "contact/email", "contact/country", "age", "plan", "interests", "feedback", "terms", "done",
    ]
    minor.expect.user = ["plan": "pro", "age": 15]
    let result = FlowTestRunner<User>(flow: file.flow, now: file.now).run(minor)
    let lines = result.mismatches.flatMap { $0.lines(events: result.events) }
    #expect(
      lines == [
        "path: expected name → contact/email → contact/country → age → plan → interests → feedback → terms → done",
        "      actual   name → contact/email → contact/country → age → guardian → plan → interests → feedback → terms "
          + "→ done",
        "      first difference at step 5: expected 'plan', got 'guardian'",
        "events around it:",
        "    6 step_completed contact/country",
        "    7 step_viewed age",
        "    8 step_completed age",
        "  → 9 step_viewed guardian",
        "    10 step_completed guardian",
        "    11 step_viewed plan",
        "    12 step_completed plan",
        "user.plan: expected \"pro\", got \"free\"",
      ])
  }

  @Test func errorsAreCheckedBothWays() throws {
    let file = try Self.signup()
    var young = try #require(file.cases.first { $0.name == "under 13 is refused at the age step" })
    young.expect.errors = ["firstName": "required"]
    young.expect.status = .completed
    let result = FlowTestRunner<User>(flow: file.flow, now: file.now).run(young)
    #expect(
      result.mismatches == [
        .status(
          expected: .completed, actual: "rejected",
          problems: ["step 'age', field 'age': You need to be at least 13 to sign up"]
        ),
        .missingError(key: "firstName", expected: "required", actual: []),
        .unexpectedError(key: "age", messages: ["You need to be at least 13 to sign up"]),
      ])
  }

  @Test func aCaseThatLoopsIsStoppedWithAMessage() throws {
    // `onboard check` refuses this flow (saying no leads back to consent for
    // ever), so its cases are run here on the flow as loaded.
    let runner = FlowTestRunner<User>(flow: try Fixture.flow("loops.yaml"))
    let answers: [String: JSONValue] = [
      "firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "country": "GB", "plan": "free",
    ]
    var saysNo = answers
    saysNo["marketingOptIn"] = false
    var saysYes = answers
    saysYes["marketingOptIn"] = true
    let stopped = runner.run(FlowTestCase(name: "no", userID: "u-1", answers: .mapping(saysNo)))
    #expect(
      stopped.mismatches == [
        .stopped(
          "stopped after going round a loop 10000 times: the flow loops with these answers (… → consent → consent → consent → consent → consent → consent)"
        )
      ])
    #expect(
      runner.run(FlowTestCase(name: "yes", userID: "u-1", answers: .mapping(saysYes))).verdict == .passed)
    let loaded = FlowTestLoader<User>().load(path: Fixture.path("loops.tests.yaml"))
    #expect(loaded.file == nil)
    #expect(loaded.diagnostics.contains { $0.message.hasPrefix("this branch closes a loop that never ends") })
  }

  @Test func aSkippedCaseDoesNotRun() {
    let skipped = FlowTestCase(name: "later", userID: "u", answers: .mapping([:]), skip: "not yet")
    let result = FlowTestRunner<User>(flow: GeneratedFlow.branches(2)).run(skipped)
    #expect(result.verdict == .skipped("not yet"))
    #expect(
      FlowTestSuiteResult.summary([FlowTestSuiteResult(path: "x", results: [result])])
        == "0 passed, 0 failed, 1 skipped")
  }
}
