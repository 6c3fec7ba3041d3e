import Foundation
import OnboardYAML
import Testing

/// Broken copies of the real `Flows/signup.yaml`: each mutation must give the
/// right diagnostics at the right line and column, word for word.
@Suite struct SignupMutationTests {
  static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Flows")

  /// Copies `Flows/` to a fresh folder, applies `replace` to signup.yaml, and
  /// returns the rendered diagnostics with the folder shown as `Flows/`.
  func check(replacing original: String, with replacement: String) throws -> (text: String, ok: Bool) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: Self.flows, to: folder)
    let file = folder.appendingPathComponent("signup.yaml")
    let source = try String(contentsOf: file, encoding: .utf8)
    #expect(source.contains(original), "the mutation must apply")
    try source.replacingOccurrences(of: original, with: replacement).write(
      to: file, atomically: true, encoding: .utf8)
    let result = FlowLoader().load(path: file.path)
    var renderer = DiagnosticRenderer()
    let text = renderer.render(result.diagnostics).replacingOccurrences(of: folder.path + "/", with: "Flows/")
    return (text, !result.hasErrors)
  }

  @Test func theRealFlowPasses() throws {
    let result = try check(replacing: "flow: signup", with: "flow: signup")
    #expect(result.ok)
    #expect(result.text == "")
  }

  @Test func misspeltField() throws {
    let result = try check(replacing: "      - key: lastName\n", with: "      - key: lastNmae\n")
    #expect(
      result.text == """
        Flows/signup.yaml:14:14: error: unknown field 'lastNmae' in step 'name'; did you mean 'lastName'?
              - key: lastNmae
                     ^
        Flows/signup.yaml:7:1: error: required field 'lastName' of model User is never collected
        steps:
        ^

        """)
  }

  @Test func optionTheEnumLacks() throws {
    let result = try check(replacing: "{ value: pro, label", with: "{ value: premium, label")
    #expect(
      result.text == """
        Flows/signup.yaml:56:22: error: option 'premium' is not a value of plan (free, pro, team)
                  - { value: premium, label: "Pro, $9 a month" }
                             ^

        """)
  }

  @Test func missingFinalStep() throws {
    let result = try check(replacing: "    final: true\n", with: "")
    #expect(
      result.text == """
        Flows/signup.yaml:7:1: error: flow 'signup' has no final step; mark the step that ends the flow with 'final: true'
        steps:
        ^
        Flows/signup.yaml:102:9: error: only the final step may have cross-field 'rules'; step 'done' is not final
              - when: { age: { $lt: 18 }, guardianEmail: { $exists: false } }
                ^

        """)
  }

  @Test func aPathThatSkipsEmail() throws {
    let rules = "        rules: { minLength: 1, maxLength: 60 }\n"
    let result = try check(
      replacing: rules, with: rules + "    next:\n      - when: { firstName: Tester }\n        goto: age\n")
    #expect(
      result.text == """
        Flows/signup.yaml:102:9: error: required field 'email' is not collected on the path name → age → guardian → plan → interests → feedback → terms → done
          - id: done
                ^
        Flows/signup.yaml:102:9: error: required field 'country' is not collected on the path name → age → guardian → plan → interests → feedback → terms → done
          - id: done
                ^

        """)
  }

  @Test func aMissingIncludeIsReportedInTheIncludingFile() throws {
    let result = try check(
      replacing: "include: includes/contact.yaml", with: "include: includes/contacts.yaml")
    #expect(
      result.text == """
        Flows/signup.yaml:20:14: error: included flow 'includes/contacts.yaml' does not exist (looked for Flows/includes/contacts.yaml)
            include: includes/contacts.yaml
                     ^

        """)
  }
}
