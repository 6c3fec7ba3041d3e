import Foundation
import OnboardKit
import Testing

/// Each combination of variants runs its own program: the first 256 are
/// compiled with the program, the rest on first use; both show the
/// person's variants.
@Suite struct VariantCombinationsTests {
  /// Steps `s0`…`s4` (the last final) and four experiments, each with a
  /// control and three variants that retitle the experiment's own step:
  /// 5⁴ = 625 combinations.
  static let flow: FlowDefinition = {
    var steps = (0..<5).map { StepDefinition(id: "s\($0)", title: "step \($0)") }
    steps[4].isFinal = true
    var flow = FlowDefinition(name: "many", model: "User", steps: steps)
    flow.experiments = (0..<4).map { experiment in
      ExperimentDefinition(
        key: "e\(experiment)",
        variants: [VariantDefinition(id: "control")]
          + (1...3).map { variant in
            VariantDefinition(
              id: "v\(variant)",
              overrides: ["s\(experiment)": StepOverride(title: "e\(experiment) v\(variant)")])
          })
    }
    return flow
  }()

  /// The titles a person forced into `variants` sees, step by step, to the
  /// final step (which rejects the run: these steps ask for nothing).
  static func titles(_ program: FlowProgram<User>, _ variants: [String: String]) throws -> [String] {
    var state = FlowState<User>(userID: "u-1", variants: variants)
    _ = try program.reduce(&state, .start)
    var titles: [String] = []
    while state.status == .inProgress, let step = program.currentStep(state) {
      titles.append(step.title ?? "")
      _ = try program.reduce(&state, .submit)
    }
    guard case .rejected = state.status else { throw RunnerError.emptyFlow }
    return titles
  }

  /// A combination among the first 256 and the last one (index 624), built
  /// on first use: each shows its own variants, and the last is built once.
  @Test(arguments: [
    (
      ["e0": "control", "e1": "control", "e2": "control", "e3": "v2"],
      ["step 0", "step 1", "step 2", "e3 v2"]
    ),
    (["e0": "v3", "e1": "v3", "e2": "v3", "e3": "v3"], ["e0 v3", "e1 v3", "e2 v3", "e3 v3"]),
    (["e0": "v1", "e1": "control", "e2": "v2", "e3": "v3"], ["e0 v1", "step 1", "e2 v2", "e3 v3"]),
  ])
  func everyCombinationRunsItsVariants(variants: [String: String], expected: [String]) throws {
    let program = FlowProgram<User>(flow: Self.flow)
    #expect(try Self.titles(program, variants) == expected + ["step 4"])
    var state = FlowState<User>(userID: "u-1", variants: variants)
    _ = try program.reduce(&state, .start)
    #expect(program.active(state) === program.active(state))
    let labels = FlowRunner(program: program.active(state)).chain(of: "s0").filter { $0.hasPrefix("variant") }
    #expect(labels.count == variants.values.filter { $0 != "control" }.count)
  }

  /// Many threads asking for combinations built on first use get one
  /// program per combination.
  @Test func combinationsBuiltOnFirstUseAreSharedBetweenThreads() async throws {
    let program = FlowProgram<User>(flow: Self.flow)
    let variants = ["e0": "v3", "e1": "v3", "e2": "v3", "e3": "v3"]
    let ids = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<16 {
        group.addTask {
          var state = FlowState<User>(userID: "u-1", variants: variants)
          _ = try? program.reduce(&state, .start)
          return ObjectIdentifier(program.active(state))
        }
      }
      var ids = Set<ObjectIdentifier>()
      for await id in group { ids.insert(id) }
      return ids
    }
    #expect(ids.count == 1)
  }
}
