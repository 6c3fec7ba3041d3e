import OnboardKit
import Synchronization
import Testing

@testable import OnboardTerminal

/// The wizard and plain mode hand every runner event on before the next
/// prompt shows, so an event store has a step's events before the person
/// sees the next step.
@Suite struct EventHandOffTests {
  /// Prompts and events in the order they happened.
  final class Log: Sendable {
    let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  static func describe(_ event: FlowEvent) -> String {
    "event \(event.kind.rawValue) \(event.step ?? "-")" + (event.field.map { " \($0)" } ?? "")
  }

  @Test func theWizardHandsEventsOnBeforeDrawingTheNextFrame() throws {
    var wizard = try Signup.wizard()
    let terminal = MockTerminal(inputs: [.bytes(Array("Ada\tLovelace\rnot-an-email\r".utf8)), .bytes([3])])
    var log: [String] = []
    terminal.onDraw = { frame in log.append("frame \(frame.lines[3])") }
    let outcome = WizardLoop().run(&wizard, on: terminal) { events in
      log += events.map(Self.describe)
    }
    #expect(outcome == .interrupted)
    #expect(
      log == [
        "event step_viewed name", "frame What should we call you?",
        "event step_completed name", "event step_viewed contact/email",
        "event validation_failed contact/email email",
        "frame How can we reach you?",
      ])
    #expect(wizard.outbox.isEmpty)
  }

  @Test func plainModeHandsEventsOnBeforeTheNextPrompt() {
    let log = Log()
    let plain = PlainMode(
      runner: Signup.runner, output: { log.append("prompt \($0)") },
      events: { events in events.forEach { log.append(Self.describe($0)) } })
    var state = FlowState<User>(userID: "u-1")
    _ = plain.run(&state, input: ScriptedLines(["Ada", "Lovelace", "ada@example.com"]))
    let lines = log.all
    let completed = lines.firstIndex(of: "event step_completed name")
    let viewed = lines.firstIndex(of: "event step_viewed contact/email")
    let emailPrompt = lines.firstIndex { $0.hasPrefix("prompt Email") }
    let next = lines.firstIndex(of: "event step_completed contact/email")
    #expect(lines.first == "event step_viewed name")
    #expect(completed != nil && viewed != nil && emailPrompt != nil && next != nil)
    if let completed, let viewed, let emailPrompt, let next {
      #expect(completed < viewed && viewed < emailPrompt && emailPrompt < next)
    }
  }
}
