import Foundation
import OnboardSimulation
import Testing

/// The persona's `outcomes:`: people whose completed run matches a rule get
/// its event with its chance (times their variants' factors), `after` days
/// after completing, with its value; the same seed gives the same outcomes,
/// and the runs' events do not change with them.
@Suite struct OutcomeTests {
  /// People of the signup persona and their outcomes.
  struct Simulated: Sendable {
    let flow: FlowDefinition
    let persona: Persona
    let simulator: Simulator<User>
    let runs: [SimulatedRun]
    /// Every outcome by user.
    let outcomes: [String: [SimulatedOutcome]]
    /// The write of every person, in order.
    let batches: [[FlowEvent]]
  }

  /// 12,000 people of seed 11, simulated on first use.
  static let simulated = Result { () throws -> Simulated in
    let flow = try signupFlow()
    let persona = try signupPersona(flow)
    let simulator = Simulator<User>(flow: flow, persona: persona, seed: 11)
    var outcomes: [String: [SimulatedOutcome]] = [:]
    let sink = RecordingSink()
    _ = try simulator.run(people: 0..<12_000, into: sink) { drawn in
      for outcome in drawn { outcomes[outcome.user, default: []].append(outcome) }
    }
    let runs = sink.batches.enumerated().map { SimulatedRun(index: $0, run: $1.run, events: $1.events) }
    return Simulated(
      flow: flow, persona: persona, simulator: simulator, runs: runs, outcomes: outcomes,
      batches: sink.batches.map(\.events))
  }

  @Test func paidPlansBuyWithTheRulesChanceTimesTheVariantsFactor() throws {
    let simulation = try Self.simulated.get()
    let outcomes = simulation.outcomes
    // Per (plan, variant): completed runs and those with a purchase.
    var counts: [String: (runs: Int, bought: Int)] = [:]
    for run in simulation.runs {
      guard run.completed, let done = run.events.last else {
        #expect(outcomes[run.run.user] == nil, "only completed runs have outcomes")
        continue
      }
      let plan = done.data?.objectValue?["plan"]?.stringValue ?? "free"
      let variant = run.exposure("signup-plan-first")?.variant ?? "none"
      let bought = outcomes[run.run.user] ?? []
      counts["\(plan) \(variant)", default: (0, 0)].runs += 1
      counts["\(plan) \(variant)", default: (0, 0)].bought += bought.isEmpty ? 0 : 1
      for outcome in bought {
        #expect(outcome.event == "purchased")
        #expect(outcome.value == (plan == "pro" ? 9 : 29))
        let days = outcome.time.timeIntervalSince(done.time) / 86_400
        #expect(days >= 0 && days <= (plan == "pro" ? 12 : 20), "\(days)")
      }
    }
    let expected = [
      "pro control": 0.6, "pro plan-first": 0.66, "pro none": 0.6, "team control": 0.5,
      "team plan-first": 0.55, "free control": 0, "free none": 0,
    ]
    for (key, chance) in expected {
      let count = try #require(counts[key], "\(key) in \(counts)")
      let share = Double(count.bought) / Double(count.runs)
      // Four standard errors of a binomial share (and none at all for free plans).
      let tolerance = 4 * (chance * (1 - chance) / Double(count.runs)).squareRoot()
      #expect(abs(share - chance) <= tolerance, "\(key): \(count.bought) of \(count.runs)")
      #expect(chance == 0 || count.runs > 80, "\(key): \(count.runs) runs")
    }
  }

  @Test func theSameSeedGivesTheSameOutcomesAndEvents() throws {
    let simulation = try Self.simulated.get()
    let outcomes = simulation.outcomes
    var again: [SimulatedOutcome] = []
    let sink = RecordingSink()
    _ = try simulation.simulator.run(people: 0..<3_000, threads: 3, into: sink) { again += $0 }
    let first = simulation.runs.prefix(3_000).flatMap { outcomes[$0.run.user] ?? [] }
    #expect(again == first)
    #expect(again.count > 100)
    var withoutOutcomes = simulation.persona
    withoutOutcomes.outcomes = []
    let unchanged = RecordingSink()
    _ = try Simulator<User>(flow: simulation.flow, persona: withoutOutcomes, seed: 11)
      .run(people: 0..<500, into: unchanged)
    #expect(unchanged.batches.map(\.events) == Array(simulation.batches.prefix(500)))
  }
}
