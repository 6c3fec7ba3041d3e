import OnboardKit
import Testing

@testable import OnboardTerminal

/// Every frame asserted exactly, colour off (one test with colour on).
@Suite struct ScreenRendererTests {
  func frame(_ wizard: WizardModel<User>, columns: Int = 80, style: Style = .plain) -> Frame {
    ScreenRenderer(style: style).render(wizard.view, columns: columns)
  }

  @Test func theFirstStep() throws {
    let wizard = try Signup.wizard()
    let frame = frame(wizard)
    #expect(
      frame.text == """
        Welcome to Onboard
        Step 1 of 10  [##------------------]
        --------------------------------------------------------------------------------
        What should we call you?

        > First name *


          Last name *


        Tab: next field  Enter: next  Esc: back  Ctrl-C: save and quit  * required
        """)
    #expect(frame.cursor == Frame.Position(row: 6, column: 4))
  }

  @Test func aMessageSitsUnderItsFieldAndTheCursorFollowsTheTyping() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.enter, .enter])
    let frame = frame(wizard)
    #expect(
      frame.text == """
        Welcome to Onboard
        Step 1 of 10  [##------------------]
        --------------------------------------------------------------------------------
        What should we call you?

          First name *
            Ada

        > Last name *

            ! is required

        Tab: next field  Enter: next  Esc: back  Ctrl-C: save and quit  * required
        """)
    #expect(frame.cursor == Frame.Position(row: 9, column: 4))
    wizard.press(type("Lov") + [.left])
    #expect(self.frame(wizard).cursor == Frame.Position(row: 9, column: 6))
  }

  @Test func aNarrowTerminalWrapsTheBodyAndTheFooter() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter])
    wizard.press(type("GB") + [.enter])
    let frame = frame(wizard, columns: 40)
    #expect(
      frame.text == """
        Welcome to Onboard
        Step 4 of 10  [########------------]
        ----------------------------------------
        A little about you
        We ask so that we follow the rules for
        young people.

        > Date of birth *

            Written YYYY-MM-DD

        Enter: next  Esc: back
        Ctrl-C: save and quit  * required
        """)
  }

  @Test func aChoiceShowsItsOptionsWhenFocusedAndItsDefault() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter])
    wizard.press(type("GB") + [.enter] + type("1989-12-10") + [.enter])
    wizard.press([.down])
    let frame = frame(wizard)
    #expect(
      frame.text == """
        Welcome to Onboard
        Step 5 of 9  [###########---------]
        --------------------------------------------------------------------------------
        Pick a plan

        > Plan *
              Free
            > Pro, $9 a month
              Team, $29 a month

          Referral code

            Optional; eight letters or digits

        Up/Down: choose  type: filter  Tab: next field  Enter: next  Esc: back
        Ctrl-C: save and quit  * required
        """)
    #expect(frame.cursor == nil)
  }

  @Test func multiSelectShowsTheCountAndConfirmItsChoice() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada@example.com") + [.enter])
    wizard.press(type("GB") + [.enter] + type("1989-12-10") + [.enter])
    wizard.press([.enter, .enter, .character(" "), .down, .down, .character(" ")])
    #expect(
      frame(wizard).text == """
        Welcome to Onboard
        Step 6 of 9  [#############-------]
        --------------------------------------------------------------------------------
        What brings you here?

        > Interests (2 of 4 chosen)
              [x] Design
              [ ] Engineering
            > [x] Marketing
              [ ] Sales
            Pick as many as you like

          Send me product news *
            ( ) Yes   (*) No

        Up/Down: move  Space: toggle  a: all/none  Tab: next field  Enter: next
        Esc: back  Ctrl-C: save and quit  * required
        """)
  }

  @Test func colourMarksTitlesAndMessages() throws {
    var wizard = try Signup.wizard()
    wizard.press([.tab, .enter])
    let lines = frame(wizard, style: Style(color: true)).lines
    #expect(lines[0] == "\u{1B}[1mWelcome to Onboard\u{1B}[0m")
    #expect(lines[5] == "\u{1B}[36m>\u{1B}[0m \u{1B}[1mFirst name *\u{1B}[0m")
    #expect(lines.contains("\u{1B}[31m    ! is required\u{1B}[0m"))
  }

  @Test func theQuitQuestionReplacesTheKeys() throws {
    var wizard = try Signup.wizard()
    wizard.press([.escape])
    #expect(
      frame(wizard).lines.last == "Quit? Your answers are kept in a session you can resume.  y: quit  n: stay"
    )
    #expect(frame(wizard).cursor == nil)
  }
}
