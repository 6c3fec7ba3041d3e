import OnboardKit
import Testing

@testable import OnboardTerminal

/// The wizard driven with keys: navigation keeps every answer, the final
/// step shows a summary, a rejection returns to the step that owns it.
@Suite struct WizardModelTests {
  static let toAge =
    type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter]
    + type("GB") + [.enter]

  @Test func goingBackKeepsTheAnswersOfBothSteps() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@exa"))
    #expect(wizard.state.current == "contact/email")
    wizard.press([.escape])
    #expect(wizard.state.current == "name")
    #expect(wizard.prompts.map(\.answer) == [.string("Ada"), .string("Lovelace")])
    wizard.press([.tab, .enter])
    #expect(wizard.state.current == "contact/email")
    #expect(wizard.prompts.map(\.answer) == [.string("ada@exa")])
    wizard.press([.backTab])
    #expect(wizard.state.current == "name")
  }

  @Test func aBadAnswerStaysOnTheStepWithItsMessage() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada") + [.enter])
    #expect(wizard.state.current == "contact/email")
    #expect(wizard.view.errors == ["email": ["not a valid email address: no '@'"]])
    wizard.press(type("@example.com") + [.enter])
    #expect(wizard.state.current == "contact/country")
  }

  @Test func theFinalStepSummarisesAndFinishes() throws {
    var wizard = try Signup.wizard()
    wizard.press(Self.toAge + type("1989-12-10") + [.enter] + type("36") + [.enter])
    wizard.press(
      [.down, .enter] + type("ADA12345") + [.enter] + [.character(" "), .enter, .character("y"), .enter])
    #expect(wizard.state.current == "done")
    let frame = ScreenRenderer().render(wizard.view, columns: 80)
    #expect(
      frame.text == """
        Welcome to Onboard
        Step 7 of 7  [####################]
        --------------------------------------------------------------------------------
        All set
        Check your answers. Enter finishes; Esc goes back to change one.

          First name            Ada
          Last name             Lovelace
          Email                 ada@example.com
          Country               GB
          Date of birth         1989-12-10
          Age                   36
          Plan                  Pro, $9 a month
          Referral code         ADA12345
          Interests             Design
          Send me product news  yes

        Enter: finish  Esc: back  Ctrl-C: save and quit
        """)
    let outcome = wizard.press([.enter])
    guard case .finished(let user) = outcome else {
      Issue.record("expected a finished run, got \(String(describing: outcome))")
      return
    }
    #expect(user.firstName == "Ada")
    #expect(user.plan == .pro)
    #expect(user.interests == ["design"])
    #expect(user.marketingOptIn)
  }

  @Test func aRejectionReturnsToTheStepThatOwnsTheProblem() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter])
    wizard.press(type("XX") + [.enter] + type("1989-12-10") + [.enter] + type("36") + [.enter])
    wizard.press([.enter, .enter, .enter, .enter])
    #expect(wizard.state.current == "done")
    #expect(wizard.press([.enter]) == nil)
    #expect(wizard.state.current == "contact/country")
    #expect(wizard.view.errors == ["country": ["'XX' is not an ISO 3166-1 alpha-2 country code"]])
    wizard.press([.control("u")] + type("GB") + [.enter])
    // Back at the summary at once: the steps after the fix are not asked again.
    #expect(wizard.state.current == "done")
    #expect(wizard.view.errors == [:])
  }

  @Test func escOnTheFirstStepAsksToQuit() throws {
    var wizard = try Signup.wizard()
    wizard.press([.escape])
    #expect(wizard.mode == .confirmingQuit)
    wizard.press([.character("n")])
    #expect(wizard.mode == .editing)
    wizard.press([.control("d")])
    #expect(wizard.mode == .confirmingQuit)
    #expect(wizard.press([.character("y")]) == .quit)
  }

  @Test func ctrlDWithTextTypedDoesNotQuitAndCtrlCInterrupts() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("A") + [.control("d")])
    #expect(wizard.mode == .editing)
    #expect(wizard.press([.control("c")]) == .interrupted)
  }

  @Test func aSavedStateResumesAtItsStepWithItsAnswers() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter])
    let saved = try WizardSession(flowPath: "Flows/signup.yaml", state: wizard.state).encoded()
    let restored = try WizardSession<User>.decode(saved)
    var resumed = try WizardModel(runner: Signup.runner, state: restored.state)
    #expect(resumed.state.current == "contact/country")
    resumed.press([.escape])
    #expect(resumed.prompts.map(\.answer) == [.string("ada@example.com")])
  }

  @Test func progressFollowsTheBranch() throws {
    var wizard = try Signup.wizard()
    wizard.press(Self.toAge + type("2010-01-01") + [.enter] + type("15") + [.enter])
    #expect(wizard.state.current == "guardian")
    #expect(wizard.view.progress == ProgressLine(index: 5, total: 8))
    wizard.press([.escape, .down] + [.control("u")] + type("36") + [.enter])
    #expect(wizard.state.current == "plan")
    #expect(wizard.view.progress == ProgressLine(index: 5, total: 7))
  }
}
