import Foundation

/// Sends synthetic people through the real ``FlowRunner``: variants come
/// from the real GrowthBook assignment at `start`, answers, abandonment,
/// backs, invalid answers and time per step from a ``Persona``.
///
/// Person `n` of seed `s` is `sim-s-n`; their random numbers come from
/// `(s, n)` alone, so the same seed gives the same events whatever else is
/// simulated, in whatever batches. Event times come from a simulated clock
/// that starts at the persona's arrival time of each person; a computed
/// answer (`compute: yearsSince(birthDate)`) counts to the day the
/// persona's arrivals start (`arrivals: { start: … }`).
///
/// ```swift
/// let simulator = Simulator<User>(flow: flow, persona: persona, seed: 42)
/// let sink = MemoryEventSink()
/// let summary = try simulator.run(people: 0..<1_000, into: sink)
/// print(summary.completed, "of", summary.people, "completed")
/// ```
///
/// Each person's events go to the sink in one ``EventSink/write(_:of:)``
/// with one ``RunIdentity`` (session and user are both the person's id).
public struct Simulator<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The flow.
  package let flow: FlowDefinition
  /// Who the people are.
  package let persona: Persona
  /// The seed.
  package let seed: UInt64
  let runner: FlowRunner<Model>
  let plans: PlanCache
  let attributes: [PersonaAttribute]
  let idPrefix: String
  let stepCount: Int

  /// How often a person retries a step whose answers keep failing before giving up.
  static var maxAttempts: Int { 3 }

  /// A simulator of `flow` (checked, includes resolved) for people like `persona`.
  public init(flow: FlowDefinition, persona: Persona, seed: UInt64) {
    self.flow = flow
    self.persona = persona
    self.seed = seed
    // Events are stamped with each person's simulated time; the runner's
    // own clock is the today of computed answers (`yearsSince`): the day
    // the persona's arrivals start, the same for every person and run.
    let today = persona.start
    runner = FlowRunner<Model>(flow: flow, clock: { today })
    let compiler = PlanCompiler(
      flow: flow, persona: persona, schema: Model.schema.descriptor, probe: ModelProbe(Model.self))
    plans = PlanCache(compiler: compiler)
    stepCount = compiler.stepIndex.count
    attributes = persona.attributes
    idPrefix = "sim-\(seed)-"
  }

  /// The id of person `index`: `sim-<seed>-<index>`.
  package func userID(_ index: Int) -> String {
    idPrefix + String(index)
  }

  /// The attributes of person `index`, as their run gets them.
  package func attributes(ofPerson index: Int) -> [String: JSONValue] {
    var random = SimulationRandom(seed: seed, stream: UInt64(truncatingIfNeeded: index))
    return drawAttributes(&random)
  }

  func drawAttributes(_ random: inout SimulationRandom) -> [String: JSONValue] {
    var drawn: [String: JSONValue] = [:]
    drawn.reserveCapacity(attributes.count)
    for attribute in attributes {
      if let value = attribute.values.draw(&random) { drawn[attribute.name] = value }
    }
    return drawn
  }

  /// Simulates the people numbered `people` (in order) into `sink`, one
  /// write per person; the sink is not closed.
  ///
  /// - Parameters:
  ///   - outcomes: Given each person's outcomes (the persona's `outcomes:`),
  ///     when they have any, right after their events.
  /// - Throws: ``SimulationError`` when the runner refuses a person or the sink or `outcomes` fails.
  package func run(
    people: Range<Int>, into sink: any EventSink, outcomes: OutcomeHandler? = nil
  ) throws(SimulationError) -> SimulationSummary {
    var person = SimulatedPerson(simulator: self)
    var summary = SimulationSummary()
    for index in people {
      let identity = try person.simulate(index, summary: &summary)
      try Self.hand(person.events, of: identity, to: sink, outcomes: person.outcomes, to: outcomes)
    }
    return summary
  }

  /// What receives a person's outcomes.
  package typealias OutcomeHandler = ([SimulatedOutcome]) throws -> Void

  /// Writes one person's events and hands on their outcomes.
  static func hand(
    _ events: [FlowEvent], of identity: RunIdentity, to sink: any EventSink,
    outcomes: [SimulatedOutcome], to handler: OutcomeHandler?
  ) throws(SimulationError) {
    do {
      try sink.write(events, of: identity)
      if let handler, !outcomes.isEmpty { try handler(outcomes) }
    } catch {
      throw .sink("\(error)")
    }
  }

  /// Writes a chunk of people a sink prepared, then hands on each one's outcomes.
  static func hand(
    _ prepared: any Sendable, to sink: any PreparingEventSink, outcomes: [[SimulatedOutcome]],
    to handler: OutcomeHandler?
  ) throws(SimulationError) {
    do {
      try sink.write(prepared: prepared)
      if let handler {
        for drawn in outcomes where !drawn.isEmpty { try handler(drawn) }
      }
    } catch {
      throw .sink("\(error)")
    }
  }

  /// Simulates people `0..<count` into `sink`.
  ///
  /// - Parameters:
  ///   - count: how many people, numbered from 0 (the ids are ``userID(_:)``).
  ///   - sink: where their events go (a ``StoreEventSink``, a ``MemoryEventSink``).
  /// - Returns: how many completed, abandoned and were rejected.
  /// - Throws: ``SimulationError`` when the sink refuses events or a run fails.
  ///
  /// ```swift
  /// let loaded = PersonaLoader.load(
  ///   path: "Flows/personas/member.yaml", flow: flow, schema: Member.schema.descriptor)
  /// guard let persona = loaded.persona else { throw DiagnosticError(loaded.diagnostics) }
  /// let simulator = Simulator<Member>(flow: flow, persona: persona, seed: 7)
  /// let summary = try simulator.run(users: 2_000, into: MemoryEventSink())
  /// ```
  public func run(users count: Int, into sink: any EventSink) throws(SimulationError) -> SimulationSummary {
    try run(people: 0..<max(0, count), into: sink)
  }
}
