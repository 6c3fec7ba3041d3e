import OnboardSimulation
import Testing

/// Invalid answers and backs happen at the persona's rates.
@Suite struct BehaviourRateTests {
  let simulation: SignupSimulation

  init() throws {
    simulation = try SignupSimulation.shared.get()
  }

  /// Each person who answers a step gets the field wrong first with the
  /// persona's probability: people with a failure on the field over people
  /// who completed the step that asks it.
  @Test(arguments: [
    ("email", "contact/email"), ("acceptedTerms", "terms"), ("firstName", "name"),
    ("guardianEmail", "guardian"),
  ])
  func validationFailuresHappenAtThePersonasRate(field: String, step: String) throws {
    let rate = try #require(simulation.persona.fields[field]?.invalid)
    var submitters = 0
    var failures = 0
    for run in simulation.runs
    where run.events.contains(where: { $0.kind == .stepCompleted && $0.step == step }) {
      submitters += 1
      if run.events.contains(where: { $0.kind == .validationFailed && $0.field == field }) { failures += 1 }
    }
    let observed = Double(failures) / Double(submitters)
    let error = (rate * (1 - rate) / Double(submitters)).squareRoot()
    #expect(submitters > 500)
    #expect(abs(observed - rate) < 4 * error, "\(field): \(observed) observed, \(rate) in the persona")
  }

  /// On first sight of a step other than the first, a person who does not
  /// abandon goes back with the step's probability: the backs right after
  /// the first view, against Σ(1 − abandonment)·back over those views.
  @Test(arguments: ["contact/email", "plan", "age"])
  func backsHappenAtThePersonasRate(step: String) {
    let back = simulation.persona.behaviour(atStep: step).back
    var expected = 0.0
    var variance = 0.0
    var backs = 0
    for run in simulation.runs {
      let views = run.events.indices.filter { run.events[$0].kind == .stepViewed }
      guard let first = views.first(where: { run.events[$0].step == step }), first != views.first else {
        continue
      }
      let variants = simulation.variants(ofPerson: run.index)
      let chance = (1 - simulation.persona.abandonment(atStep: step, variants: variants)) * back
      expected += chance
      variance += chance * (1 - chance)
      if run.events.indices.contains(first + 1), run.events[first + 1].kind == .back { backs += 1 }
    }
    #expect(expected > 100)
    #expect(
      abs(Double(backs) - expected) < 4 * variance.squareRoot(),
      "\(step): \(backs) backs, \(expected) expected")
  }
}
