import Foundation
import OnboardKit
import OnboardYAML
import Testing

/// YAML → compiled JSON → `FlowDefinition`: the same flow, without its marks.
@Suite struct CompiledFlowRoundTripTests {
  static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows")

  @Test func signupRoundTripsWithItsInclude() throws {
    let result = FlowLoader().load(path: Self.flows.appendingPathComponent("signup.yaml").path)
    #expect(!result.hasErrors)
    let loaded = try #require(result.flow)
    let text = loaded.compiledJSON()
    let compiled = try FlowDefinition.fromCompiledJSON(Data(text.utf8))
    #expect(compiled == loaded.strippingMarks())
    #expect(compiled.compiledJSON() == text)
    #expect(compiled.step("contact")?.include?.flow?.value.name == "contact")
  }

  /// Compiled output of before the experiments were written in the format's
  /// keys (with `marks` and empty lists) still loads, to the same flow.
  @Test func olderOutputWithMarksStillLoads() throws {
    let loaded = try #require(
      FlowLoader().load(path: Self.flows.appendingPathComponent("signup.yaml").path).flow)
    let old = Self.flows.deletingLastPathComponent().appendingPathComponent(
      "Tests/OnboardYAMLTests/Fixtures/compiled/signup-before-format-keys.json")
    let text = try String(contentsOf: old, encoding: .utf8)
    #expect(text.contains(#""marks": {}"#))
    let compiled = try FlowDefinition.fromCompiledJSON(Data(text.utf8))
    // The fixture predates `metrics:` and `dimensions:`; the rest is the same flow.
    var expected = loaded.strippingMarks()
    expected.metrics = []
    expected.dimensions = []
    // It predates `locales:` too.
    expected.locales = nil
    for index in expected.steps.indices {
      guard var sub = expected.steps[index].include?.flow?.value else { continue }
      sub.locales = nil
      expected.steps[index].include?.flow = Box(sub)
    }
    // It predates the third experiment, warm-welcome, and `decision:` too.
    expected.experiments.removeAll { $0.key == "warm-welcome" }
    for index in expected.experiments.indices {
      expected.experiments[index].metrics = nil
      expected.experiments[index].decision = nil
    }
    // It predates `when:` too: the guardian step was then a branch of the age step.
    for index in expected.steps.indices {
      expected.steps[index].when = nil
      for field in expected.steps[index].fields.indices {
        expected.steps[index].fields[field].when = nil
        // And rule messages (`message:`).
        expected.steps[index].fields[field].rules.message = nil
      }
      if expected.steps[index].id == "age" {
        let minor = Condition(.object(["age": .object(["$lt": .number(18)])]))
        expected.steps[index].next = [NextRule(when: minor, goto: "guardian"), NextRule(goto: "plan")]
      }
    }
    // It predates the feedback and terms steps and the computed age (then
    // asked, required, and at most 120).
    expected.steps.removeAll { $0.id == "feedback" || $0.id == "terms" }
    for index in expected.steps.indices where expected.steps[index].id == "age" {
      for field in expected.steps[index].fields.indices where expected.steps[index].fields[field].key == "age"
      {
        expected.steps[index].fields[field].compute = nil
        expected.steps[index].fields[field].required = true
        expected.steps[index].fields[field].rules.max = .number(120)
      }
    }
    for index in expected.experiments.indices {
      for variant in expected.experiments[index].variants.indices {
        expected.experiments[index].variants[variant].order?.removeAll { $0 == "feedback" || $0 == "terms" }
      }
    }
    #expect(compiled == expected)
    #expect(!compiled.compiledJSON().contains(#""marks""#))
  }

  /// Every experiment key of the flow format, written with the format's keys
  /// only, reads back as the same experiments.
  @Test func experimentsUseTheFormatsKeysAndRoundTrip() throws {
    let yaml = """
      flow: trial
      model: User
      steps:
        - id: name
          title: Name
          fields: [firstName, lastName]
        - id: done
          final: true
          fields: [email, age, country, plan, marketingOptIn]
      holdout: { weight: 0.05, seed: q3 }
      experiments:
        - key: a
          seed: s
          hashVersion: 1
          hashAttribute: country
          coverage: 0.5
          namespace: [space, 0, 0.5]
          status: stopped
          winner: b
          exposure: start
          bucketVersion: 3
          minBucketVersion: 2
          variants:
            - { id: control, weight: 0.5 }
            - id: b
              weight: 0.5
              insert:
                - before: done
                  step: { id: extra, body: More, fields: [{ key: referralCode, help: If you have one }] }
              overrides:
                name: { body: Hello, fields: { firstName: { help: Yours } } }
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trial-\(UUID().uuidString).yaml")
    try Data(yaml.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = FlowLoader().load(path: url.path)
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    let loaded = try #require(result.flow)
    let text = loaded.compiledJSON()
    for key in ["marks", "isFinal", "defaultValue", "\"skip\"", "\"insert\": []", "\"fields\": {}"] {
      #expect(!text.contains(key), "\(key) in \(text)")
    }
    #expect(text.contains(#""namespace": ["#))
    #expect(text.contains(#""bucketVersion": 3"#) && text.contains(#""holdout": {"#))
    let compiled = try FlowDefinition.fromCompiledJSON(Data(text.utf8))
    #expect(compiled == loaded.strippingMarks())
    #expect(compiled.compiledJSON() == text)
  }

  @Test func loadingFromAnotherPathGivesTheSameBytes() throws {
    let here = FlowLoader().load(path: Self.flows.appendingPathComponent("signup.yaml").path).flow
    let there = FlowLoader().load(path: Self.flows.appendingPathComponent("includes/../signup.yaml").path)
      .flow
    #expect(here != nil)
    #expect(here?.compiledJSON() == there?.compiledJSON())
    #expect(here != there)
    #expect(here?.strippingMarks() == there?.strippingMarks())
  }
}
