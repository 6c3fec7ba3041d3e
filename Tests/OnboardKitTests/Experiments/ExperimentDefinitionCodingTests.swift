import Foundation
import Testing

@testable import OnboardKit

@Suite struct ExperimentDefinitionCodingTests {
  @Test func defaults() throws {
    let json =
      #"{"key": "signup-copy", "variants": [{"id": "control"}, {"id": "short", "skip": ["survey"]}]}"#
    let experiment = try JSONDecoder().decode(ExperimentDefinition.self, from: Data(json.utf8))
    #expect(
      experiment
        == ExperimentDefinition(
          key: "signup-copy",
          variants: [VariantDefinition(id: "control"), VariantDefinition(id: "short", skip: ["survey"])]))
    #expect(experiment.seed == "signup-copy")
    #expect(experiment.hashVersion == 2)
    #expect(experiment.hashAttribute == "id")
    #expect(experiment.coverage == 1)
    #expect(experiment.status == .running)
    #expect(experiment.exposure == .divergence)
  }

  @Test func roundTrips() throws {
    let experiment = ExperimentDefinition(
      key: "pricing", seed: "pricing-2", hashVersion: 1, hashAttribute: "company", coverage: 0.5,
      namespace: ExperimentNamespace(id: "billing", start: 0, end: 0.5),
      audience: Condition(.object(["country": "FR"])), status: .stopped, winner: "annual", exposure: .start,
      variants: [
        VariantDefinition(id: "monthly", weight: 0.4),
        VariantDefinition(
          id: "annual", weight: 0.6, order: ["plan", "name"], skip: ["survey"],
          insert: [StepInsertion(step: StepDefinition(id: "upsell", title: "Go annual"), after: "plan")],
          overrides: [
            "plan": StepOverride(title: "Pick a plan", fields: ["plan": FieldOverride(label: "Your plan")])
          ]),
      ])
    let decoded = try JSONDecoder().decode(ExperimentDefinition.self, from: JSONEncoder().encode(experiment))
    #expect(decoded == experiment)
  }

  @Test func assignmentRoundTrips() throws {
    let assignment = ExperimentAssigner.assign(
      ExperimentAssignerTests.copy, userID: "user-1", attributes: [:], forced: [:])
    #expect(try JSONDecoder().decode(Assignment.self, from: JSONEncoder().encode(assignment)) == assignment)
  }
}
