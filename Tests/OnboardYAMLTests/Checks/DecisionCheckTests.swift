import Foundation
import OnboardKit
import OnboardYAML
import Testing

/// The example experiment's `decision:`, broken one way at a time: each bad
/// or conflicting setting is reported at its line and column, word for word.
@Suite struct DecisionCheckTests {
  private func check(_ original: String, _ replacement: String) throws -> String {
    try SignupMutationTests().check(replacing: original, with: replacement).text
  }

  static let line =
    "    decision: { criteria: clear-signals, targetMDE: 0.3 }  # call it once the goals can show ±30%"

  @Test func theExampleDecisionDecodes() throws {
    let flow = try #require(FlowLoader().load(path: SignupMutationTests.flows.path + "/signup.yaml").flow)
    let decision = try #require(flow.experiments[0].decision)
    #expect(decision.criteria == .clearSignals)
    #expect(decision.targetMDE == 0.3)
    #expect(decision.minRuntime == nil)
    #expect(flow.experiments[1].decision == nil)
  }

  @Test func aMisspeltCriteriaGetsASuggestion() throws {
    #expect(
      try check("criteria: clear-signals", "criteria: clear-signal") == """
        Flows/signup.yaml:113:27: error: 'criteria' must be one of clear-signals, do-no-harm, not 'clear-signal'; did you mean 'clear-signals'?
            decision: { criteria: clear-signal, targetMDE: 0.3 }  # call it once the goals can show ±30%
                                  ^

        """)
  }

  @Test func aTargetMDEOutOfRange() throws {
    #expect(
      try check("targetMDE: 0.3 }", "targetMDE: 0 }") == """
        Flows/signup.yaml:113:53: error: 'targetMDE' is a relative change above 0 and at most 10 (0.1 for ±10%), not 0
            decision: { criteria: clear-signals, targetMDE: 0 }  # call it once the goals can show ±30%
                                                            ^

        """)
  }

  @Test func aMinRuntimeThatIsNotADuration() throws {
    #expect(
      try check("targetMDE: 0.3 }", "targetMDE: 0.3, minRuntime: 3 days }") == """
        Flows/signup.yaml:113:70: error: 'minRuntime' must be a duration such as 12h, 3d or 2w, not '3 days'
            decision: { criteria: clear-signals, targetMDE: 0.3, minRuntime: 3 days }  # call it once the goals can show ±30%
                                                                             ^

        """)
  }

  @Test func clearSignalsWithoutAGoalConflicts() throws {
    #expect(
      try check(
        "metrics: [chose-pro, purchased-7d, revenue-30d, pro-share-of-completers, completed]",
        "metrics: [revenue-30d, completed]") == """
          Flows/signup.yaml:113:27: error: experiment 'signup-plan-first' decides by clear-signals (every goal significantly better) but its 'metrics' list no goal metric; list one of 'chose-pro', 'purchased-7d' or use criteria: do-no-harm
              decision: { criteria: clear-signals, targetMDE: 0.3 }  # call it once the goals can show ±30%
                                    ^

          """)
  }

  @Test func anUnknownKeyGetsASuggestion() throws {
    let text = try check("{ criteria: clear-signals", "{ critera: clear-signals")
    #expect(
      text.hasPrefix(
        "Flows/signup.yaml:113:17: error: unknown key 'critera' in 'decision'; did you mean 'criteria'?"),
      "\(text)")
  }
}
