import Acme
import Foundation
import OnboardKit
import OnboardTesting
import OnboardYAML
import Testing

/// Acme's flow tested from Swift: the tests file in one line, and one run
/// step by step with every state change and event asserted.
@Suite struct MemberFlowTests {
  /// The package's folder, wherever it is checked out.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  static func flow() throws -> FlowDefinition {
    let loaded = FlowLoader(models: try ModelRegistry([Member.self])).load(path: root + "/Flows/member.yaml")
    guard let flow = loaded.flow, !loaded.hasErrors else { throw DiagnosticError(loaded.diagnostics) }
    return flow
  }

  @Test func theTestsFilePasses() {
    let results = FlowTester<Member>.expectPassing(testsFile: Self.root + "/Flows/member.tests.yaml")
    #expect(results.count == 4)
  }

  /// m-9 hashes into the friendly variant (bucket 0.552: GrowthBook hash v2 of "friendly-start" and "m-9", checked in Python).
  @Test func theExposureComesBeforeTheFirstStepTheVariantChanges() throws {
    let tester = FlowTester<Member>(flow: try Self.flow(), userID: "m-9")
    tester.send(.start) {
      $0.flowName = "member"
      $0.flowVersion = 1
      $0.status = .inProgress
      $0.current = "about"
      $0.variants = ["friendly-start": "friendly"]
      $0.assignments = [
        Assignment(
          experimentKey: "friendly-start", variantIndex: 1, variantID: "friendly", inExperiment: true,
          hashUsed: true, hashAttribute: "id", hashValue: "m-9", bucket: 0.552, reason: .assigned)
      ]
    }
    tester.receive(
      .exposure, step: "about", detail: "assigned id=m-9", experiment: "friendly-start", variant: "friendly")
    tester.receive(.stepViewed, step: "about")
    let answers: [(String, JSONValue, FieldValue)] = [
      ("fullName", "Ada Lovelace", .text("Ada Lovelace")),
      ("workEmail", "ada@acme.example", .text("ada@acme.example")),
    ]
    for (field, value, parsed) in answers {
      tester.send(.answer(field: field, value: value)) { $0.answers.set(field, to: parsed) }
    }
    tester.send(.submit) {
      $0.history = ["about"]
      $0.current = "company"
    }
    tester.receive(.stepCompleted, step: "about")
    tester.receive(.stepViewed, step: "company")
    tester.finish()
  }
}
