import OnboardKit
import Synchronization
import Testing

@testable import OnboardTerminal

/// Plain mode with scripted lines: the exact transcript on the output.
@Suite struct PlainModeTests {
  final class Transcript: Sendable {
    let text = Mutex("")
    func append(_ line: String) { text.withLock { $0 += line } }
  }

  func run(_ lines: [String]) -> (PlainMode<User>.Outcome, String) {
    let transcript = Transcript()
    let plain = PlainMode(runner: Signup.runner, output: { transcript.append($0) })
    var state = FlowState<User>(userID: "u-1")
    let outcome = plain.run(&state, input: ScriptedLines(lines))
    return (outcome, transcript.text.withLock { $0 })
  }

  @Test func aWholeRunFromLines() {
    let (outcome, text) = run([
      "Ada", "Lovelace", "ada@example.com", "GB", "1989-12-10", "36", "2", "", "1,engineering", "y",
    ])
    guard case .finished(let user) = outcome else {
      Issue.record("not finished: \(outcome)\n\(text)")
      return
    }
    #expect(user.plan == .pro)
    #expect(user.interests == ["design", "engineering"])
    #expect(user.marketingOptIn)
    #expect(
      text.hasPrefix("Welcome to Onboard\n\nStep 1 of 8: What should we call you?\nFirst name (required): "))
    #expect(
      text.contains("\nStep 5 of 7: Pick a plan\n  1) Free\n  2) Pro, $9 a month\n  3) Team, $29 a month\n"))
    #expect(text.contains("Plan [1-3] (Enter: Free): "))
    #expect(text.hasSuffix("  Interests: Design, Engineering\n  Send me product news: yes\n"))
  }

  @Test func anInvalidLineIsReportedAndAskedAgain() {
    let (_, text) = run(["Ada", "Lovelace", "ada", "ada@example.com", "GB", "1989-13-01"])
    #expect(text.contains("Email (required): ! Email: not a valid email address: no '@'\nEmail (required): "))
    #expect(text.contains("! Date of birth: '1989-13-01' is not a date written YYYY-MM-DD\n"))
  }

  @Test func aRuleBrokenAtSubmitReasksTheField() {
    let (_, text) = run(["Ada", "Lovelace", "ada@example.com", "gb", "GB"])
    #expect(
      text.contains(
        "Country (required): ! Country: must match the pattern [A-Z]{2}\n  (Two letters, e.g. GB, US, DE)\nCountry (required): "
      ))
  }

  @Test func theEndOfInputNamesWhatIsMissing() {
    let (outcome, _) = run(["Ada", "Lovelace"])
    #expect(outcome == .unfinished(step: "contact/email", missing: ["email"]))
  }

  @Test func backGoesBackAStep() {
    let (outcome, text) = run(["Ada", "Lovelace", ":back", "", "Byron"])
    #expect(outcome == .unfinished(step: "contact/email", missing: ["email"]))
    #expect(text.contains("Last name (Enter: Lovelace): "))
  }
}
