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
    let loaded = FlowLoader().load(path: Fixture.path("loops.yaml"))
    guard let flow = loaded.flow, !loaded.hasErrors else { throw DiagnosticError(loaded.diagnostics) }
    return flow
  }

  @Test func theSignupTestsFilePasses() {
    let results = FlowTester<User>.expectPassing(testsFile: Fixture.repository("Flows/signup.tests.yaml"))
    #expect(results.count == 20)
  }

  @Test func consentIsAskedAgainUntilThePersonAgrees() throws {
    let tester = FlowTester<User>(flow: try Self.flow(), userID: "u-1")
    tester.send(.start) {
      $0.status = .inProgress
      $0.current = "name"
      $0.transitions = 1
    }
    tester.receive(.stepViewed, step: "name")
    for (field, value) in [
      ("firstName", "Ada"), ("lastName", "Lovelace"), ("email", "ada@example.com"), ("country", "GB"),
      ("plan", "pro"),
    ] {
      let parsed: FieldValue = field == "plan" ? .choice(value) : .text(value)
      tester.send(.answer(field: field, value: .string(value))) { $0.answers.set(field, to: parsed) }
    }
    tester.send(.submit) {
      $0.history = ["name"]
      $0.current = "consent"
      $0.transitions = 2
    }
    tester.receive(.stepCompleted, step: "name")
    tester.receive(.stepViewed, step: "consent")
    tester.send(.answer(field: "marketingOptIn", value: false)) {
      $0.answers.set("marketingOptIn", to: .boolean(false))
    }
    tester.send(.submit) {
      $0.history = ["name", "consent"]
      $0.transitions = 3
      $0.loops = 1
    }
    tester.receive(.stepCompleted, step: "consent")
    tester.receive(.stepViewed, step: "consent")
    tester.finish()
  }
}
