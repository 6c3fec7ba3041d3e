import OnboardKit
import OnboardYAML
import Testing

@testable import OnboardFlowTests

/// `onboard paths` explores the flows people in several overlapping
/// experiments are shown, not only each variant alone.
@Suite struct PathCombinationTests {
  /// The example flow: its third experiment, warm-welcome, only rewrites the copy of 'name'.
  static func signup() throws -> FlowDefinition {
    try #require(FlowLoader().load(path: Fixture.repository("Flows/signup.yaml")).flow)
  }

  static let combined = [
    "signup-plan-first=plan-first,short-interests=no-interests",
    "signup-plan-first=plan-first,short-interests=short-list",
    "signup-plan-first=plan-first,warm-welcome=warm",
    "short-interests=no-interests,warm-welcome=warm",
    "short-interests=short-list,warm-welcome=warm",
    "signup-plan-first=plan-first,short-interests=no-interests,warm-welcome=warm",
    "signup-plan-first=plan-first,short-interests=short-list,warm-welcome=warm",
  ]

  @Test func threeOverlappingExperimentsAreExploredTogether() throws {
    let report = PathExplorer<User>(flow: try Self.signup()).explore()
    #expect(Array(report.map(\.label).suffix(7)) == Self.combined)
    #expect(report.count == 12)
    #expect(report.flatMap(\.problems) == [])
    #expect(report.allSatisfy { $0.isReachable })
    // Every edit of the three variants is in the one flow: plan first, the
    // interests left out for consent after it, then the warm 'name'.
    let all = try #require(report.first { $0.label == Self.combined[5] })
    #expect(all.paths.count == 2)
    #expect(all.paths.allSatisfy { $0.steps.prefix(3) == ["plan", "consent", "name"] })
    #expect(all.paths.allSatisfy { !$0.steps.contains("interests") })
    let flow = VariantFlow.combination(
      of: try Self.signup(), choosing: ["signup-plan-first": "plan-first", "warm-welcome": "warm"]
    ).flow
    #expect(flow.steps.map(\.id).prefix(2) == ["plan", "name"])
    #expect(flow.steps[0].title == "Pick a plan to start")
    #expect(flow.steps[1].title == "Welcome! What should we call you?")
  }

  @Test func experimentsKeptApartByNamespacesAreNotCombined() throws {
    var flow = try Self.signup()
    flow.experiments[0].namespace = ExperimentNamespace(id: "onboarding", start: 0, end: 0.5)
    flow.experiments[2].namespace = ExperimentNamespace(id: "onboarding", start: 0.5, end: 1)
    #expect(
      VariantFlow.combinations(of: flow).flows.map(\.label) == [
        "signup-plan-first=plan-first,short-interests=no-interests",
        "signup-plan-first=plan-first,short-interests=short-list",
        "short-interests=no-interests,warm-welcome=warm",
        "short-interests=short-list,warm-welcome=warm",
      ])
  }

  @Test func manyExperimentsStopAtTheLimitAndCountTheRest() {
    var flow = FlowDefinition(
      name: "many", model: "User", steps: (0..<7).map { StepDefinition(id: "s\($0)") })
    flow.experiments = (0..<7).map { index in
      ExperimentDefinition(
        key: "e\(index)",
        variants: [
          VariantDefinition(id: "control"),
          VariantDefinition(id: "a", overrides: ["s\(index)": StepOverride(title: "A")]),
          VariantDefinition(id: "b", overrides: ["s\(index)": StepOverride(title: "B")]),
        ])
    }
    let (flows, leftOut) = VariantFlow.combinations(of: flow)
    // 3^7 flows in all: the base, 14 single variants, the rest combined.
    #expect(flows.count == VariantFlow.combinationLimit)
    #expect(flows.count + leftOut == 2_187 - 1 - 14)
  }
}
