import OnboardKit
import Synchronization
import Testing

@testable import OnboardTerminal

/// Answers typed or loaded with escape sequences are drawn as control
/// pictures, never sent to the terminal raw: in the wizard's frames and in
/// plain mode's echo, summary and error lines.
@Suite struct ControlPicturesTests {
  static let clear = "Ada\u{1B}[2J\u{1B}]0;owned\u{07}"
  static let shown = "Ada␛[2J␛]0;owned␇"

  @Test func picturesAreOneCharacterEach() {
    #expect(ControlPictures.shown(Self.clear) == Self.shown)
    #expect(ControlPictures.shown("a\u{7F}b\u{9B}c\td") == "a␡b\u{FFFD}c␉d")
    #expect(ControlPictures.shownKeepingLines("a\u{1B}\nb\n") == "a␛\nb\n")
    #expect(ControlPictures.shown("plain text, ünïcode") == "plain text, ünïcode")
  }

  @Test func aLoadedAnswerIsDrawnAsPictures() throws {
    let runner = Signup.runner
    var state = FlowState<User>(userID: "u-1")
    _ = try runner.reduce(&state, .start)
    _ = try runner.reduce(&state, .answer(field: "firstName", value: .string(Self.clear)))
    let wizard = try WizardModel(runner: runner, state: state)
    let frame = ScreenRenderer(style: Style(color: true)).render(wizard.view, columns: 80)
    #expect(frame.text.contains(Self.shown))
    #expect(!frame.text.contains("Ada\u{1B}"))
  }

  @Test func summaryAndErrorLinesAreDrawnAsPictures() {
    let field = FieldInfo(key: "note", label: "Note\u{1B}[1m", kind: .text, isRequired: false)
    let view = StepView(
      flowTitle: "T\u{1B}[5m", stepTitle: "All set", progress: ProgressLine(index: 2, total: 2),
      fields: [field], prompts: [Prompt(field: field, value: .text(Self.clear))],
      errors: ["note": ["'\(Self.clear)' is not allowed"], "": ["step \u{9B}31m"]],
      summary: [StepView.SummaryRow(label: "First\u{1B}[8m", value: Self.clear)], isFinal: true)
    let text = ScreenRenderer().render(view, columns: 80).text
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
    #expect(text.hasPrefix("T␛[5m\n"))
    #expect(text.contains("  First␛[8m  \(Self.shown)\n"))
    #expect(text.contains("! '\(Self.shown)' is not allowed"))
    #expect(text.contains("! step \u{FFFD}31m"))
    #expect(text.contains("> Note␛[1m\n    \(Self.shown)\n"))
  }

  @Test func plainModeEchoesPictures() {
    let text = Mutex("")
    let plain = PlainMode(runner: Signup.runner, output: { line in text.withLock { $0 += line } })
    var state = FlowState<User>(userID: "u-1")
    _ = plain.run(
      &state,
      input: ScriptedLines([
        Self.clear, "Lovelace", "ada\u{1B}[31m@example.com", "ada@example.com", "GB", "1989-12-10\u{1B}[2J",
        "1989-12-10", "2", "", "1", "y", "", "y",
      ]))
    let transcript = text.withLock { $0 }
    #expect(!transcript.contains("\u{1B}"))
    #expect(transcript.contains("! Email: not a valid email address: it contains a control character\n"))
    #expect(transcript.contains("'1989-12-10␛[2J' is not a date"))
    #expect(transcript.contains("  First name: \(Self.shown)\n"))
  }
}
