import OnboardSimulation
import Testing

/// The example persona makes `signup-plan-first: plan-first` a clear winner
/// and the `short-interests` variants a near tie: checked by counting
/// events, against what the persona's abandonment probabilities predict.
///
/// Each exposed person's chance of completing is the product of
/// (1 − abandonment) over the steps ahead of their exposure step. Summed
/// over the exposed people of a variant, that is the expected number of
/// conversions; the observed count is a sum of independent Bernoulli draws,
/// so its standard error is √Σp(1−p). Four standard errors make a false
/// failure rarer than 1 in 15,000.
@Suite struct ConversionTests {
  let simulation: SignupSimulation
  let conversions: [String: [String: VariantConversion]]

  init() throws {
    simulation = try SignupSimulation.shared.get()
    var expectation = try ExpectedCompletion(simulation)
    var conversions: [String: [String: VariantConversion]] = [:]
    for run in simulation.runs {
      let variants = simulation.variants(ofPerson: run.index)
      for experiment in simulation.flow.experiments {
        guard let exposure = run.exposure(experiment.key), let variant = exposure.variant,
          let step = exposure.step, let at = run.events.firstIndex(of: exposure)
        else { continue }
        // Past `age`, a minor has been sent to `guardian`; before it, nobody knows.
        let before = run.events[..<at]
        let pastAge = before.contains { $0.kind == .stepCompleted && $0.step == "age" }
        let minor = pastAge ? run.events.contains { $0.step == "guardian" } : nil
        let chance = expectation.chance(from: step, variants: variants, minor: minor)
        conversions[experiment.key, default: [:]][variant, default: VariantConversion()].add(
          converted: run.completed, chance: chance)
      }
    }
    self.conversions = conversions
  }

  @Test func everyVariantConvertsAsThePersonaPredicts() {
    for (experiment, variants) in conversions {
      for (variant, conversion) in variants {
        #expect(conversion.exposed > 1_000, "\(experiment)/\(variant)")
        let gap = abs(conversion.rate - conversion.expected)
        #expect(
          gap < 4 * conversion.standardError,
          "\(experiment)/\(variant): \(conversion.rate) observed, \(conversion.expected) expected, SE \(conversion.standardError)"
        )
      }
    }
  }

  @Test func planFirstWinsClearly() throws {
    let control = try #require(conversions["signup-plan-first"]?["control"])
    let planFirst = try #require(conversions["signup-plan-first"]?["plan-first"])
    let expectedLift = planFirst.expected - control.expected
    let error =
      (control.standardError * control.standardError + planFirst.standardError * planFirst.standardError)
      .squareRoot()
    #expect(expectedLift > 0.1)
    #expect(planFirst.rate - control.rate > expectedLift - 4 * error)
    #expect(planFirst.rate - control.rate > 4 * error)  // significant, not a fluke
  }

  @Test func shortInterestsIsANearTie() throws {
    let variants = try #require(conversions["short-interests"])
    #expect(variants.count == 3)
    for (name, a) in variants {
      for (other, b) in variants where name < other {
        let expectedGap = abs(a.expected - b.expected)
        let error = (a.standardError * a.standardError + b.standardError * b.standardError).squareRoot()
        #expect(expectedGap < 0.01, "\(name) vs \(other): \(expectedGap) expected apart")
        #expect(abs(a.rate - b.rate) < expectedGap + 4 * error, "\(name) \(a.rate) vs \(other) \(b.rate)")
      }
    }
  }
}
