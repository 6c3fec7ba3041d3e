import Foundation
import OnboardKit
import OnboardTesting
import OnboardYAML
import Testing

/// How a team tests its own flow from Swift Testing with `OnboardTesting`:
/// the flow's `*.tests.yaml` cases in one line, and a `FlowTester` that
/// asserts every state change and event of a run, step by step.
@Suite struct FlowTesterExampleTests {
  /// The team's flow, loaded as the app loads it.
  static func flow() throws -> FlowDefinition {
    let loaded = FlowLoader().load(path: Fixture.path("asks-again.yaml"))
    guard let flow = loaded.flow, !loaded.hasErrors else { throw DiagnosticError(loaded.diagnostics) }
    return flow
  }

  @Test func theSignupTestsFilePasses() {
    let results = FlowTester<User>.expectPassing(testsFile: Fixture.repository("Flows/signup.tests.yaml"))
    #expect(results.count == 23)
  }

  @Test func theReviewSendsThePersonBackUntilTheAnswerIsThere() throws {
    let tester = FlowTester<User>(flow: try Self.flow(), userID: "u-1")
    tester.send(.start) {
      $0.status = .inProgress
      $0.flowName = "asks-again"
      $0.current = "name"
      $0.transitions = 1
    }
    tester.receive(.stepViewed, step: "name")
    let answers: [(String, JSONValue, FieldValue)] = [
      ("firstName", "Ada", .text("Ada")), ("lastName", "Lovelace", .text("Lovelace")),
      ("email", "ada@example.com", .text("ada@example.com")), ("country", "GB", .text("GB")),
      ("plan", "pro", .choice("pro")), ("marketingOptIn", false, .boolean(false)),
    ]
    for (field, value, parsed) in answers {
      tester.send(.answer(field: field, value: value)) { $0.answers.set(field, to: parsed) }
    }
    tester.send(.submit) {
      $0.history = ["name"]
      $0.current = "review"
      $0.transitions = 2
    }
    tester.receive(.stepCompleted, step: "name")
    tester.receive(.stepViewed, step: "review")
    tester.send(.submit) {
      $0.history = ["name", "review"]
      $0.current = "guardian"
      $0.transitions = 3
    }
    tester.receive(.stepCompleted, step: "review")
    tester.receive(.stepViewed, step: "guardian")
    tester.send(.answer(field: "guardianEmail", value: "mum@example.com")) {
      $0.answers.set("guardianEmail", to: .text("mum@example.com"))
    }
    tester.send(.submit) {
      $0.history = ["name", "review", "guardian"]
      $0.current = "review"
      $0.transitions = 4
      $0.loops = 1
    }
    tester.receive(.stepCompleted, step: "guardian")
    tester.receive(.stepViewed, step: "review")
    tester.finish()
  }
}
