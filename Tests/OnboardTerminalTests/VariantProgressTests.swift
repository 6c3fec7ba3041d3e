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
    return FlowRunner<User>(flow: flow, clock: { Signup.today })
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
    wizard.press(type("1989-12-10") + [.enter])
    note()
    wizard.press([.character(" "), .enter, .enter])
    note()
    wizard.press([.control("s")])
    note()
    wizard.press([.character("y"), .enter])
    note()
    #expect(
      seen.map(\.0) == [
        "plan", "name", "contact/email", "contact/country", "age", "interests", "feedback", "terms", "done",
      ])
    #expect(seen.map(\.1.index) == [1, 2, 3, 4, 5, 6, 7, 8, 9])
    // Until the age is known the guardian step may come (10); after it, 9.
    #expect(seen.map(\.1.total) == [10, 10, 10, 10, 10, 9, 9, 9, 9])
  }

  @Test func plainModeCountsTheVariantsPath() {
    let text = Mutex("")
    let plain = PlainMode(runner: Self.runner, output: { line in text.withLock { $0 += line } })
    var state = FlowState<User>(userID: "u-1", variants: Self.forced)
    let outcome = plain.run(
      &state,
      input: ScriptedLines([
        "2", "", "Ada", "Lovelace", "ada@example.com", "GB", "1989-12-10", "1", "n", ":skip", "y",
      ]))
    let transcript = text.withLock { $0 }
    guard case .finished = outcome else {
      Issue.record("not finished: \(outcome)\n\(transcript)")
      return
    }
    let steps = transcript.split(separator: "\n").filter { $0.hasPrefix("Step ") }
    #expect(
      steps == [
        "Step 1 of 10: Pick a plan to start", "Step 2 of 10: What should we call you?",
        "Step 3 of 10: How can we reach you? › Your email",
        "Step 4 of 10: How can we reach you? › Where do you live?",
        "Step 5 of 10: A little about you", "Step 6 of 9: What brings you here?",
        "Step 7 of 9: One quick question", "Step 8 of 9: The small print", "Step 9 of 9: All set",
      ])
  }
}
