import Foundation
import OnboardKit
import Testing

/// Actions travel up the container chain from the step; each container
/// decides one thing, and what none decides is an error naming the chain.
@Suite struct ContainerChainTests {
  /// A flow whose last step is not final: running off its end is decided by
  /// no container.
  @Test func runningOffTheEndIsUnhandledNamingTheChain() throws {
    var flow = FlowDefinition(name: "short", model: "User", steps: [StepDefinition(id: "only")])
    flow.version = 2
    let program = FlowProgram<User>(flow: flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try program.reduce(&state, .start)
    #expect(throws: RunnerError.unhandled(action: "submitted", chain: ["step 'only'", "flow 'short'"])) {
      _ = try program.reduce(&state, .submit)
    }
  }

  /// `back` from inside a sub-flow passes the step and the sub-flow and is
  /// handled by the flow's back stack, out of the include.
  @Test func backFromASubFlowIsTheFlowsDecision() throws {
    let program = FlowProgram<User>(flow: SignupFixture.flow, clock: { Date(timeIntervalSince1970: 0) })
    var state = FlowState<User>(userID: "u-1")
    _ = try program.reduce(&state, .start)
    try HeadlessRun.answerSteps(FlowRunner(program: program), &state, Answers.adult, until: "contact/email")
    #expect(
      FlowRunner(program: program).chain(of: "contact/email") == [
        "step 'contact/email'", "sub-flow 'contact'", "flow 'signup'",
      ])
    let events = try program.reduce(&state, .back)
    #expect(state.current == "name")
    #expect(events.map(\.kind) == [.back, .stepViewed])
  }

  /// Leaving the include is the sub-flow's decision: its last step's run
  /// goes on at the include step's own `next:`.
  @Test func theSubFlowDecidesLeavingTheInclude() throws {
    let program = FlowProgram<User>(flow: SignupFixture.flow)
    var state = FlowState<User>(userID: "u-1")
    _ = try program.reduce(&state, .start)
    try HeadlessRun.answerSteps(FlowRunner(program: program), &state, Answers.adult, until: "contact/country")
    _ = try program.reduce(&state, .answer(field: "country", value: "GB"))
    _ = try program.reduce(&state, .submit)
    #expect(state.current == "age")
    #expect(state.history == ["name", "contact/email", "contact/country"])
  }

  /// With variants, the variant container sits between the step and the
  /// flow and moves the run in the variant's order.
  @Test func theVariantContainerOrdersTheTopLevelSteps() throws {
    let program = FlowProgram<User>(flow: SignupFixture.withExperiments)
    var state = FlowState<User>(userID: "u-1", variants: ["signup-plan-first": "plan-first"])
    _ = try program.reduce(&state, .start)
    let active = FlowRunner(program: program.active(state))
    let chain = active.chain(of: try #require(state.current))
    #expect(chain.contains { $0.hasPrefix("variant 'plan-first'") })
    #expect(chain.last == "flow 'signup'")
    #expect(program.active(state) !== program)
  }
}
