import Foundation
import OnboardKit
import OnboardSimulation
import OnboardYAML

/// `simulate-engine --flow FILE --persona FILE [--people N] [--seed S] [--rounds N]`:
/// N simulated people through the real runner into a sink that only counts
/// events — the simulator's own speed, without any store.
struct SimulateEngineScenario: BenchScenario {
  static let name = "simulate-engine"
  static let usage = "simulate-engine --flow FILE --persona FILE [--people N] [--seed S] [--rounds N]"
  static let summary =
    "N simulated people (default 100000) into a counting sink, people and events per second"
  static let options: Set<String> = ["flow", "persona", "people", "seed", "rounds"]

  let flowPath: String
  let personaPath: String
  let people: Int
  let seed: Int
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    flowPath = try options.required("flow")
    personaPath = try options.required("persona")
    people = try options.integer("people", default: 100_000, in: 1...100_000_000)
    seed = try options.integer("seed", default: 1, in: 0...Int.max)
    rounds = try options.integer("rounds", default: 3, in: 1...1_000)
  }

  /// A sink that counts what it is given and keeps nothing.
  private final class CountingSink: EventSink {
    var events = 0
    func write(_ events: [FlowEvent], of run: RunIdentity) throws {
      self.events += events.count
    }
    func close() throws {}
  }

  func run() throws(BenchFailure) -> BenchReport {
    let flow = try CleanFlow.load(flowPath).flow
    let persona: Persona
    do {
      persona = try PersonaLoader.persona(path: personaPath, flow: flow, schema: User.schema.descriptor)
    } catch {
      var renderer = DiagnosticRenderer()
      let text =
        if case .persona(let diagnostics) = error { renderer.render(diagnostics) } else { "\(error)" }
      throw BenchFailure(message: "the persona does not load cleanly:\n" + text)
    }
    let simulator = Simulator<User>(flow: flow, persona: persona, seed: UInt64(seed))
    var summary = SimulationSummary()
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      let sink = CountingSink()
      do {
        summary = try simulator.run(users: people, into: sink)
      } catch {
        throw BenchFailure(message: "\(error)")
      }
    }
    let median = timing.median
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("size", .integer(people)),
      ("events", .integer(summary.events)),
      ("completed", .integer(summary.completed)),
      ("seconds", .decimal(median, digits: 6)),
      ("peoplePerSecond", .decimal(median > 0 ? Double(people) / median : 0, digits: 0)),
      ("eventsPerSecond", .decimal(median > 0 ? Double(summary.events) / median : 0, digits: 0)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
