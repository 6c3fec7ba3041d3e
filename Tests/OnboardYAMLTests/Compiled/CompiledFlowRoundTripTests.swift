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
