import Foundation
import OnboardKit
import OnboardSimulation
import OnboardStore
import OnboardYAML

extension SimulateCommand: ModelCommand {
  /// How many rows the store commits at a time.
  static let batchSize = 50_000

  /// Simulates the people and writes their events.
  func run() throws {
    _ = try perform(opening: try LoadedFlow.load(path: flow, models: models), in: models)
  }

  /// Simulates the people through the flow of `Model` and writes their events.
  func perform<Model: RunnableModel>(_ definition: FlowDefinition, as _: Model.Type) throws -> Bool {
    let people = try loadPersona(for: definition, schema: Model.schema.descriptor)
    let store = try outputs.openStore()
    defer { try? store?.close() }
    var sinks: [any EventSink] = []
    if let store { sinks.append(try store.bulkWriter(batchSize: Self.batchSize)) }
    if let events = try outputs.eventsSink() { sinks.append(events) }
    let sink = FanOutEventSink(sinks)
    let simulator = Simulator<Model>(flow: definition, persona: people, seed: seed)
    let start = Date()
    var outcomes: [Outcome] = []
    let name = definition.name
    let keep: Simulator<Model>.OutcomeHandler? =
      store == nil
      ? nil
      : { drawn in
        for outcome in drawn {
          outcomes.append(
            Outcome(
              flow: name, user: outcome.user, event: outcome.event, value: outcome.value,
              timeMilliseconds: Int64((outcome.time.timeIntervalSince1970 * 1_000).rounded())))
        }
      }
    let summary: SimulationSummary
    do {
      summary = try simulator.run(people: 0..<users, threads: threads, into: sink, outcomes: keep)
      try sink.close()
    } catch {
      try? sink.close()
      throw error
    }
    // Recorded as onboard track records them: one transaction, idempotent.
    let recorded = try store.map { try $0.record(outcomes) } ?? 0
    let seconds = Date().timeIntervalSince(start)
    let rate = seconds > 0 ? Int((Double(summary.people) / seconds).rounded()) : 0
    let place = store.map { "; stored in \($0.location)" } ?? ""
    Console.writeLine(
      "simulated \(summary.people) people: \(summary.completed) completed, \(summary.abandoned) abandoned "
        + "(\(summary.rejected) rejected by the final step), "
        + "\(summary.events) events in \(String(format: "%.2f", seconds)) s (\(rate) people/s)"
        + (outcomes.isEmpty ? "" : ", \(outcomes.count) outcomes")
        + (recorded < outcomes.count ? " (\(outcomes.count - recorded) already recorded)" : "") + place,
      to: .error)
    return true
  }

  /// The persona of `--persona`, or the default one (plain valid answers, nobody gives up).
  private func loadPersona(for definition: FlowDefinition, schema: SchemaDescriptor) throws -> Persona {
    guard let path = persona else { return Persona(name: "default", flow: definition.name) }
    let result = PersonaLoader.load(path: path, flow: definition, schema: schema)
    var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
    Console.write(renderer.render(result.diagnostics), to: .error)
    guard let loaded = result.persona, !result.hasErrors else { throw CommandFailure() }
    return loaded
  }
}
