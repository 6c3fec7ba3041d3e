import Foundation
import Testing

@testable import OnboardSimulation

/// Without a persona every field gets an answer the model itself accepts
/// (issue 13, item 8: `User`'s country got `Sim` and every person was
/// rejected), and a person the final step rejects still ends, `abandoned`
/// with the detail `rejected`, counted in the summary.
@Suite struct DefaultAnswerTests {
  /// `text` as a flow file in a fresh folder, loaded and checked.
  func flow(_ text: String) throws -> FlowDefinition {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("flow.yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let result = FlowLoader().load(path: path)
    let flow = try #require(result.flow)
    #expect(!result.hasErrors)
    return flow
  }

  /// A flow that asks every field of `User` with no rules but `extra` on the final step.
  func everyField(final extra: String = "", age: String = "") throws -> FlowDefinition {
    try flow(
      """
      flow: plain
      model: User
      steps:
        - id: you
          fields:
            - key: firstName
            - key: lastName
            - key: email
            - key: country
            - key: plan
            - key: marketingOptIn
            - key: birthDate
            - key: age
      \(age)
        - id: done
          final: true
      \(extra)
      """)
  }

  func simulate(_ flow: FlowDefinition, people: Int) throws -> (SimulationSummary, [[FlowEvent]]) {
    let simulator = Simulator<User>(flow: flow, persona: Persona(name: "default", flow: flow.name), seed: 3)
    let sink = RecordingSink()
    let summary = try simulator.run(users: people, into: sink)
    return (summary, sink.batches.map(\.events))
  }

  @Test func everyoneCompletesWhenTheModelChecksTheCountry() throws {
    let (summary, runs) = try simulate(try everyField(), people: 200)
    #expect(summary.completed == 200)
    #expect(summary.abandoned == 0 && summary.rejected == 0)
    #expect(runs.allSatisfy { $0.last?.kind == .completed })
    #expect(runs.joined().allSatisfy { $0.kind != .validationFailed })
  }

  @Test func aRangeWiderThanTheModelsIsNarrowedToIt() throws {
    // The flow allows ages to 400; User takes 0...150.
    let wide = try everyField(age: "        rules: { min: 100, max: 400 }")
    let (summary, _) = try simulate(wide, people: 300)
    #expect(summary.completed == 300)
  }

  @Test func aPersonTheFinalStepRejectsEndsAbandonedAndIsCounted() throws {
    let strict = try everyField(
      final: """
            rules:
              - when: { plan: free }
                error: No free plans today
        """)
    let (summary, runs) = try simulate(strict, people: 300)
    let refused = runs.filter { $0.contains { $0.kind == .validationFailed && $0.step == "done" } }
    #expect(!refused.isEmpty && refused.count < 300)
    #expect(summary.rejected == refused.count)
    #expect(summary.abandoned == refused.count)
    #expect(summary.completed + summary.abandoned == 300)
    for run in refused {
      let last = try #require(run.last)
      #expect(last.kind == .abandoned && last.detail == "rejected" && last.step == "done")
    }
  }

  @Test func defaultNumbersFollowTheModelsAcceptedInterval() {
    let accepted = 0.0...150.0
    let narrowed = DefaultAnswers.narrowed(100, 400, whole: true) { accepted.contains($0) }
    #expect(narrowed.0 == 100 && narrowed.1 == 150)
    let below = DefaultAnswers.narrowed(-50, 20, whole: true) { accepted.contains($0) }
    #expect(below.0 == 0 && below.1 == 20)
  }
}
