import Foundation
import OnboardSimulation
import Testing

/// The repository's root, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// `Flows/signup.yaml`, loaded and checked.
func signupFlow() throws -> FlowDefinition {
  let result = FlowLoader().load(path: repositoryRoot + "/Flows/signup.yaml")
  guard let flow = result.flow, !result.hasErrors else {
    throw SimulationError.persona(result.diagnostics)
  }
  return flow
}

/// `Flows/personas/signup.yaml` for the signup flow.
func signupPersona(_ flow: FlowDefinition) throws -> Persona {
  try PersonaLoader.persona(
    path: repositoryRoot + "/Flows/personas/signup.yaml", flow: flow, schema: User.schema.descriptor)
}

/// One simulated person's run as the sink received it.
struct SimulatedRun: Sendable {
  /// The person's index.
  var index: Int
  /// The run's identity.
  var run: RunIdentity
  /// Every event, in order.
  var events: [FlowEvent]

  /// The variant of `experiment` in the person's exposure event, if any.
  func exposure(_ experiment: String) -> FlowEvent? {
    events.first { $0.kind == .exposure && $0.experiment == experiment }
  }

  /// Whether the run ended `completed`.
  var completed: Bool { events.last?.kind == .completed }
}

/// The signup persona simulated once for every test that only reads the result.
struct SignupSimulation: Sendable {
  let flow: FlowDefinition
  let persona: Persona
  let simulator: Simulator<User>
  let summary: SimulationSummary
  let runs: [SimulatedRun]
  /// How many writes the sink received.
  let writes: Int

  init(people: Int, seed: UInt64) throws {
    flow = try signupFlow()
    persona = try signupPersona(flow)
    simulator = Simulator<User>(flow: flow, persona: persona, seed: seed)
    let sink = RecordingSink()
    summary = try simulator.run(users: people, into: sink)
    writes = sink.batches.count
    runs = sink.batches.enumerated().map { SimulatedRun(index: $0, run: $1.run, events: $1.events) }
  }

  /// 20,000 people of seed 7, simulated on first use.
  static let shared = Result { try SignupSimulation(people: 20_000, seed: 7) }

  /// The variants person `index` sees, from the real assigner.
  func variants(ofPerson index: Int) -> [String: String] {
    let attributes = simulator.attributes(ofPerson: index)
    var variants: [String: String] = [:]
    for experiment in flow.experiments {
      let assignment = ExperimentAssigner.assign(
        experiment, userID: simulator.userID(index), attributes: attributes)
      if assignment.inExperiment { variants[experiment.key] = assignment.variantID }
    }
    return variants
  }
}

/// A sink that keeps each write as it came.
final class RecordingSink: EventSink {
  /// Every write, in order.
  var batches: [(run: RunIdentity, events: [FlowEvent])] = []

  func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    batches.append((run, events))
  }

  func close() throws {}
}
