import Foundation
import OnboardSimulation
import Testing

/// Mistakes in a persona file are reported as `onboard check` reports a
/// flow's: `file:line:col: error: …`, the source line and a caret, with a
/// suggestion for a misspelt name.
@Suite struct PersonaDiagnosticsTests {
  /// The rendered diagnostics of `text` as the persona file `persona.yaml`.
  func diagnostics(_ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("persona-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("persona.yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let result = PersonaLoader.load(path: path, flow: try signupFlow(), schema: User.schema.descriptor)
    #expect(result.persona == nil || !result.hasErrors)
    var renderer = DiagnosticRenderer()
    return renderer.render(result.diagnostics).replacingOccurrences(of: folder.path + "/", with: "")
  }

  @Test func misspeltNamesGetSuggestions() throws {
    let text = """
      persona: typos
      flow: signup
      steps:
        nmae: { abandon: 0.1 }
        contact/emial: { abandn: 0.1 }
      fields:
        emial: { generate: email }
        plan: { values: { free: 1, prp: 2 } }
      variants:
        signup-plan-frist:
          plan-first: { abandonFactor: 0.5 }
        short-interests:
          no-interest: { abandonFactor: 0.9 }

      """
    let rendered = try diagnostics(text)
    #expect(
      rendered == """
        persona.yaml:4:3: error: unknown step 'nmae' in flow 'signup'; did you mean 'name'?
          nmae: { abandon: 0.1 }
          ^
        persona.yaml:5:3: error: unknown step 'contact/emial' in flow 'signup'; did you mean 'contact/email'?
          contact/emial: { abandn: 0.1 }
          ^
        persona.yaml:7:3: error: unknown field 'emial' in flow 'signup'; did you mean 'email'?
          emial: { generate: email }
          ^
        persona.yaml:8:30: error: 'prp' is not an option of field 'plan'; did you mean 'pro'?
          plan: { values: { free: 1, prp: 2 } }
                                     ^
        persona.yaml:10:3: error: unknown experiment 'signup-plan-frist' in flow 'signup'; did you mean 'signup-plan-first'?
          signup-plan-frist:
          ^
        persona.yaml:13:5: error: unknown variant 'no-interest' in experiment 'short-interests'; did you mean 'no-interests'?
            no-interest: { abandonFactor: 0.9 }
            ^

        """)
  }

  @Test func valuesOutOfRangeAndMisfitsArePositioned() throws {
    let text = """
      persona: wrong-values
      flow: login
      defaults: { abandon: 1.5, seconds: [10, 2] }
      fields:
        firstName: { range: [1, 2] }
        age: { normal: { mean: 30 } }
        interests: { values: [design], count: [1, 9], invalid: -1 }
        email: { generate: name }
        country: { attribute: region }

      """
    let rendered = try diagnostics(text)
    #expect(
      rendered == """
        persona.yaml:2:7: error: this persona is for flow 'login', not 'signup'
        flow: login
              ^
        persona.yaml:3:22: error: 'abandon' (a probability) must be from 0 to 1
        defaults: { abandon: 1.5, seconds: [10, 2] }
                             ^
        persona.yaml:3:36: error: 'seconds' must have lower ≤ upper, both at least 0
        defaults: { abandon: 1.5, seconds: [10, 2] }
                                           ^
        persona.yaml:5:16: error: 'range' fits integer, number, date and rating fields; 'firstName' is text
          firstName: { range: [1, 2] }
                       ^
        persona.yaml:6:18: error: 'normal' as a normal distribution needs 'mean' and 'sd'
          age: { normal: { mean: 30 } }
                         ^
        persona.yaml:7:58: error: 'invalid' (a probability) must be from 0 to 1
          interests: { values: [design], count: [1, 9], invalid: -1 }
                                                                 ^
        persona.yaml:8:22: error: unknown generator 'name' in field 'email'; expected one of: email, code
          email: { generate: name }
                             ^
        persona.yaml:9:25: error: unknown attribute 'region' in the persona's 'attributes'; it has none
          country: { attribute: region }
                                ^

        """)
  }

  @Test func aFileWithoutANameOrWithUnknownKeysSaysSo() throws {
    let text = """
      flow: signup
      step: {}

      """
    let rendered = try diagnostics(text)
    #expect(
      rendered == """
        persona.yaml:1:1: error: a persona file needs 'persona' (its name)
        flow: signup
        ^
        persona.yaml:2:1: error: unknown key 'step' in a persona file; did you mean 'steps'?
        step: {}
        ^

        """)
  }

  @Test func theExamplePersonaLoadsCleanly() throws {
    let flow = try signupFlow()
    let result = PersonaLoader.load(
      path: repositoryRoot + "/Flows/personas/signup.yaml", flow: flow, schema: User.schema.descriptor)
    #expect(result.diagnostics.isEmpty)
    #expect(result.persona?.name == "signup-visitors")
    #expect(
      result.persona?.abandonment(atStep: "plan", variants: ["signup-plan-first": "plan-first"]) == 0.12 * 0.6
    )
  }
}

/// Mistakes in `outcomes:` are positioned like the rest.
@Suite struct PersonaOutcomeDiagnosticsTests {
  @Test func unknownEventsFieldsAndMissingChancesAreErrors() throws {
    let text = """
      persona: outcomes
      outcomes:
        - { event: purchsed, chance: 0.5 }
        - { event: purchased, when: { plna: pro }, chance: 0.5 }
        - { event: purchased, after: [3, 1] }
      variants:
        signup-plan-first:
          plan-first: { outcomes: { bought: 2 } }

      """
    let rendered = try PersonaDiagnosticsTests().diagnostics(text)
    #expect(
      rendered == """
        persona.yaml:3:14: error: unknown event 'purchsed' in the metrics of flow 'signup'; did you mean 'purchased'?
          - { event: purchsed, chance: 0.5 }
                     ^
        persona.yaml:4:31: error: unknown field 'plna' in flow 'signup'; did you mean 'plan'?
          - { event: purchased, when: { plna: pro }, chance: 0.5 }
                                      ^
        persona.yaml:5:5: error: an outcome needs 'chance'
          - { event: purchased, after: [3, 1] }
            ^
        persona.yaml:5:32: error: 'after' (days) must have lower ≤ upper, both at least 0
          - { event: purchased, after: [3, 1] }
                                       ^
        persona.yaml:8:31: error: unknown event 'bought' in the metrics of flow 'signup'; expected one of: purchased
            plan-first: { outcomes: { bought: 2 } }
                                      ^

        """)
  }
}
