import Foundation
import OnboardKit
import OnboardYAML
import Synchronization
import Testing

@testable import OnboardTerminal

/// Progress counts the person's own variant flow: with `plan-first` (the plan
/// step moved to the front) the steps go 1, 2, 3 … and the total does not
/// jump about while no branch changes.
@Suite struct VariantProgressTests {
  static let forced = [
    "signup-plan-first": "plan-first", "short-interests": "control", "warm-welcome": "control",
  ]

  static var runner: FlowRunner<User> {
    guard let flow = FlowLoader().load(path: Signup.path).flow else {
      preconditionFailure("Flows/signup.yaml loads")
    }
    return FlowRunner<User>(flow: flow, clock: { Date(timeIntervalSince1970: 0) })
  }

  @Test func theWizardCountsTheVariantsPath() throws {
    var wizard = try WizardModel(runner: Self.runner, state: FlowState(userID: "u-1", variants: Self.forced))
    var seen: [(String, ProgressLine)] = []
    func note() { seen.append((wizard.state.current ?? "", wizard.view.progress)) }
    note()
    #expect(wizard.view.stepTitle == "Pick a plan to start")
    wizard.press([.down, .enter, .enter])
    note()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter])
    note()
    wizard.press(type("ada@example.com") + [.enter])
    note()
    wizard.press(type("GB") + [.enter])
    note()
    wizard.press(type("1989-12-10") + [.enter] + type("36") + [.enter])
    note()
    wizard.press([.character(" "), .enter, .enter])
    note()
    #expect(
      seen.map(\.0) == ["plan", "name", "contact/email", "contact/country", "age", "interests", "done"])
    #expect(seen.map(\.1.index) == [1, 2, 3, 4, 5, 6, 7])
    // Until the age is known the guardian step may come (8); after it, 7.
    #expect(seen.map(\.1.total) == [8, 8, 8, 8, 8, 7, 7])
  }

  @Test func plainModeCountsTheVariantsPath() {
    let text = Mutex("")
    let plain = PlainMode(runner: Self.runner, output: { line in text.withLock { $0 += line } })
    var state = FlowState<User>(userID: "u-1", variants: Self.forced)
    let outcome = plain.run(
      &state,
      input: ScriptedLines([
        "2", "", "Ada", "Lovelace", "ada@example.com", "GB", "1989-12-10", "36", "1", "n",
      ]))
    let transcript = text.withLock { $0 }
    guard case .finished = outcome else {
      Issue.record("not finished: \(outcome)\n\(transcript)")
      return
    }
    let steps = transcript.split(separator: "\n").filter { $0.hasPrefix("Step ") }
    #expect(
      steps == [
        "Step 1 of 8: Pick a plan to start", "Step 2 of 8: What should we call you?",
        "Step 3 of 8: How can we reach you? › Your email",
        "Step 4 of 8: How can we reach you? › Where do you live?",
        "Step 5 of 8: A little about you", "Step 6 of 7: What brings you here?", "Step 7 of 7: All set",
      ])
  }
}
