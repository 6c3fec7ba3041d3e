import OnboardFlowTests
import OnboardKit
import OnboardYAML
import Testing

/// Tests files are checked against their flow, with positions and suggestions.
@Suite struct FlowTestLoaderTests {
  @Test func everyUnknownNameIsAPositionedErrorWithASuggestion() {
    let loaded = FlowTestLoader<User>().load(path: Fixture.path("bad-names.tests.yaml"))
    #expect(loaded.file == nil)
    let lines = loaded.diagnostics.map { "\($0.mark.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }
    #expect(
      lines == [
        "6:32 unknown field 'emial' in the answers; did you mean 'email'?",
        "5:17 unknown experiment 'signup-plan-frist' in 'variants'; did you mean 'signup-plan-first'?",
        "5:62 experiment 'short-interests' has no variant 'short-lst'; did you mean 'short-list'?",
        "8:20 unknown step 'contact/emial' in 'path'; did you mean 'contact/email'?",
        "9:15 unknown status 'complete'; did you mean 'completed'?",
        "10:15 unknown field 'plna' in 'user'; did you mean 'plan'?",
        "11:17 unknown field or step 'agee' in 'errors'; did you mean 'age'?",
        "12:16 unknown event type 'step_viewd'; did you mean 'step_viewed'?",
        "12:48 unknown step 'gaurdian' in an event; did you mean 'guardian'?",
      ])
  }

  @Test func aMissingFlowIsNamedWhereItIsWritten() {
    let loaded = FlowTestLoader<User>().load(path: Fixture.path("missing-flow.tests.yaml"))
    var renderer = DiagnosticRenderer()
    let text = renderer.render(loaded.diagnostics)
    let path = Fixture.path("missing-flow.tests.yaml")
    #expect(
      text == """
        \(path):1:7: error: flow file 'loop.yaml' does not exist (looked for \(Fixture.path("loop.yaml"))); did you mean 'loops.yaml'?
        flow: loop.yaml
              ^

        """)
  }

  @Test func theSignupTestsLoadWithEveryCase() throws {
    let loaded = FlowTestLoader<User>().load(path: Fixture.repository("Flows/signup.tests.yaml"))
    #expect(loaded.diagnostics == [])
    let file = try #require(loaded.file)
    #expect(file.cases.count == 23)
    #expect(file.flow.name == "signup")
    #expect(
      file.cases.first?.variants == [
        "signup-plan-first": "control", "short-interests": "control", "warm-welcome": "control",
      ])
  }

  @Test func theFlowDefaultsToTheFileBesideIt() {
    #expect(FlowTestLoader<User>.defaultFlowName(for: "Flows/signup.tests.yaml") == "signup.yaml")
  }
}
