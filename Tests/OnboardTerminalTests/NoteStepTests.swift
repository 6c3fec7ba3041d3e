import OnboardKit
import Synchronization
import Testing

@testable import OnboardTerminal

/// A `note:` step (text only) and a skippable step without fields, in plain
/// mode and in the wizard: Enter continues, `:skip` (Ctrl-S) skips.
@Suite struct NoteStepTests {
  final class Transcript: Sendable {
    let text = Mutex("")
    let events = Mutex<[FlowEvent]>([])
  }

  static var note: StepDefinition {
    var step = StepDefinition(id: "welcome", title: "Before you start")
    step.note = "It takes two minutes."
    return step
  }

  static var tour: StepDefinition {
    var step = StepDefinition(id: "tour", title: "A short tour")
    step.isSkippable = true
    return step
  }

  static let runner = FlowRunner<User>(
    flow: FlowDefinition(
      name: "n", model: "User",
      steps: [
        note, tour,
        StepDefinition(id: "name", fields: [FieldDefinition(key: "firstName", label: "First name")]),
        StepDefinition(id: "done", isFinal: true),
      ]))

  func plain(_ lines: [String]) -> (PlainMode<User>.Outcome, Transcript) {
    let transcript = Transcript()
    let plain = PlainMode(
      runner: Self.runner, output: { line in transcript.text.withLock { $0 += line } },
      events: { sent in transcript.events.withLock { $0 += sent } })
    var state = FlowState<User>(userID: "u-1")
    return (plain.run(&state, input: ScriptedLines(lines)), transcript)
  }

  @Test func plainModeShowsTheNoteAndSkipsAFieldlessSkippableStep() {
    let (outcome, transcript) = plain(["", ":skip"])
    #expect(outcome == .unfinished(step: "name", missing: ["firstName"]))
    let text = transcript.text.withLock { $0 }
    #expect(
      text.hasPrefix(
        "\nStep 1 of 4: Before you start\nIt takes two minutes.\n(Enter: continue) "
          + "\nStep 2 of 4: A short tour\n(Enter: continue, :skip: skip) \nStep 3 of 4: name\n"),
      "\(text)")
    let kinds = transcript.events.withLock { $0.map(\.kind) }
    #expect(kinds == [.stepViewed, .stepCompleted, .stepViewed, .stepSkipped, .stepViewed])
  }

  @Test func plainModeRefusesAnAnswerOnANoteAndCanGoBack() {
    let (_, transcript) = plain(["hello", ":skip", "", ":back"])
    let text = transcript.text.withLock { $0 }
    #expect(text.contains("(Enter: continue) ! this step asks nothing; press Enter to continue\n"))
    #expect(text.contains("(Enter: continue) ! this step cannot be skipped\n"))
    #expect(text.contains("(Enter: continue, :skip: skip) \nStep 1 of 4: Before you start\n"), "\(text)")
  }

  @Test func theWizardShowsTheNoteWithAContinueKey() throws {
    var wizard = try WizardModel(runner: Self.runner, state: FlowState<User>(userID: "u-1"))
    #expect(wizard.view.body == "It takes two minutes.")
    #expect(wizard.view.isNote)
    let frame = ScreenRenderer(style: .plain).render(wizard.view, columns: 80)
    #expect(frame.lines.contains { $0.contains("Enter: continue") }, "\(frame.lines)")
    _ = wizard.handle(.enter)
    #expect(wizard.view.stepTitle == "A short tour" && !wizard.view.isNote)
    _ = wizard.handle(.control("s"))
    #expect(wizard.view.stepTitle == "name")
  }
}
