import OnboardSimulation
import Testing

/// What every simulated run looks like: one write per person, variants from
/// the real assigner, and an ending that matches the outcome.
@Suite struct RunShapeTests {
  let simulation: SignupSimulation

  init() throws {
    simulation = try SignupSimulation.shared.get()
  }

  @Test func eachPersonIsOneWriteWithTheirOwnIdentity() {
    #expect(simulation.writes == 20_000)
    for run in simulation.runs.prefix(50) {
      #expect(run.run.user == "sim-7-\(run.index)")
      #expect(run.run.session == run.run.user)
      #expect(run.run.flow == "signup")
      #expect(run.run.flowVersion == 1)
    }
  }

  @Test func completedRunsEndCompletedAndAbandonedOnesAbandoned() {
    var completed = 0
    var abandoned = 0
    for run in simulation.runs {
      let last = run.events.last?.kind
      #expect(
        last == .completed || last == .abandoned, "\(run.run.user) ends with \(String(describing: last))")
      if last == .completed { completed += 1 } else { abandoned += 1 }
      #expect(run.events.filter { $0.kind == .completed || $0.kind == .abandoned }.count == 1)
    }
    #expect(completed == simulation.summary.completed)
    #expect(abandoned == simulation.summary.abandoned)
    #expect(simulation.summary.gaveUpAfterProblems == 0)
  }

  @Test func exposuresNameTheVariantTheRealAssignerGives() {
    var checked = 0
    for run in simulation.runs {
      let expected = simulation.variants(ofPerson: run.index)
      for experiment in simulation.flow.experiments {
        guard let exposure = run.exposure(experiment.key) else { continue }
        #expect(exposure.variant == expected[experiment.key], "\(run.run.user) in \(experiment.key)")
        checked += 1
      }
    }
    #expect(checked > 15_000)
  }

  @Test func onlyPeopleInTheAudienceAreExposedToPlanFirst() {
    for run in simulation.runs.prefix(2_000) {
      let country = simulation.simulator.attributes(ofPerson: run.index)["country"]
      let inAudience = country == "US" || country == "CA"
      #expect((run.exposure("signup-plan-first") != nil) == inAudience)
    }
  }

  @Test func timesComeFromTheSimulatedClockAndNeverRunBackwards() {
    let start = simulation.persona.start.timeIntervalSince1970
    for run in simulation.runs.prefix(500) {
      let times = run.events.map(\.time.timeIntervalSince1970)
      #expect(times.first == start + Double(run.index) * simulation.persona.spacing)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
    }
  }
}
