import OnboardKit
import Testing

@testable import OnboardSimulation

/// The simulator keeps one plan per combination of variants; combinations
/// must never share one, however many experiments the flow runs.
@Suite struct PlanCacheTests {
  @Test func manyExperimentsKeepTheirCombinationsApart() throws {
    var flow = try signupFlow()
    let persona = try signupPersona(flow)
    // 45 experiments of two variants before the real ones: 3^45 slots, past
    // what one Int numbers.
    let extra = (0..<45).map { index in
      ExperimentDefinition(
        key: "extra-\(index)", variants: [VariantDefinition(id: "a"), VariantDefinition(id: "b")])
    }
    flow.experiments = extra + flow.experiments
    let cache = PlanCache(
      compiler: PlanCompiler(flow: flow, persona: persona, schema: User.schema.descriptor))
    // Every extra experiment shows its second variant (a digit that is not 0).
    let extras = Dictionary(uniqueKeysWithValues: extra.map { ($0.key, "b") })
    let asking = cache.plan(for: extras.merging(["short-interests": "control"]) { $1 })
    let skipping = cache.plan(for: extras.merging(["short-interests": "no-interests"]) { $1 })
    #expect(asking.steps["interests"] != nil && asking.steps["consent"] == nil)
    #expect(skipping.steps["consent"] != nil && skipping.steps["interests"] == nil)
  }
}
