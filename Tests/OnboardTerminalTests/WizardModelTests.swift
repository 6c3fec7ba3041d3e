import OnboardKit
import Testing

@testable import OnboardTerminal

/// The wizard driven with keys: navigation keeps every answer, the final
/// step shows a summary, a rejection returns to the step that owns it.
@Suite struct WizardModelTests {
  static let toAge =
    type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter]
    + type("GB") + [.enter]
  /// The feedback step left without a rating (Enter), then the terms agreed to.
  static let feedbackAndTerms: [Key] = [.enter, .character("y"), .enter]

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
    wizard.press(Self.toAge + type("1989-12-10") + [.enter])
    wizard.press(
      [.down, .enter] + type("ADA12345") + [.enter] + [.character(" "), .enter, .character("y"), .enter]
        + type("9") + [.enter, .character("y"), .enter])
    #expect(wizard.state.current == "done")
    let frame = ScreenRenderer().render(wizard.view, columns: 80)
    #expect(
      frame.text == """
        Welcome to Onboard
        Step 9 of 9  [####################]
        --------------------------------------------------------------------------------
        All set
        Check your answers. Enter finishes; Esc goes back to change one.

          First name                              Ada
          Last name                               Lovelace
          Email                                   ada@example.com
          Country                                 GB
          Date of birth                           1989-12-10
          Age                                     36
          Plan                                    Pro, $9 a month
          Referral code                           ADA12345
          Interests                               Design
          Send me product news                    yes
          How likely are you to recommend us to…  9
          I agree to the terms of service and t…  yes

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
    #expect(user.age == 36)
    #expect(user.howLikely == 9)
    #expect(user.acceptedTerms == true)
  }

  @Test func aRejectionReturnsToTheStepThatOwnsTheProblem() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter])
    wizard.press(type("XX") + [.enter] + type("1989-12-10") + [.enter])
    wizard.press([.enter, .enter, .enter, .enter] + Self.feedbackAndTerms)
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
    // 16 on 2026-06-01, the runner's day: the guardian step comes next.
    wizard.press(Self.toAge + type("2010-01-01") + [.enter])
    #expect(wizard.state.current == "guardian")
    #expect(wizard.view.progress == ProgressLine(index: 5, total: 10))
    wizard.press([.escape, .control("u")] + type("1989-12-10") + [.enter])
    #expect(wizard.state.current == "plan")
    #expect(wizard.view.progress == ProgressLine(index: 5, total: 9))
  }

  /// The age is computed, never shown: a birth date that makes it too young
  /// keeps the step, with the age's message above the fields.
  @Test func aComputedFieldsMessageIsShownAboveTheFields() throws {
    var wizard = try Signup.wizard()
    wizard.press(Self.toAge + type("2016-05-01") + [.enter])
    #expect(wizard.state.current == "age")
    #expect(wizard.fields.map(\.key) == ["birthDate"])
    #expect(wizard.view.errors == ["": ["Age: You need to be at least 13 to sign up"]])
    let frame = ScreenRenderer().render(wizard.view, columns: 80)
    #expect(frame.text.contains("\n! Age: You need to be at least 13 to sign up\n"), "\(frame.text)")
    wizard.press([.control("u")] + type("1989-12-10") + [.enter])
    #expect(wizard.state.current == "plan")
    #expect(wizard.state.answers.get("age") == .integer(36))
  }
}
