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
      "Ada", "Lovelace", "ada@example.com", "GB", "1989-12-10", "2", "", "1,engineering", "y", "", "y",
    ])
    guard case .finished(let user) = outcome else {
      Issue.record("not finished: \(outcome)\n\(text)")
      return
    }
    #expect(user.plan == .pro)
    #expect(user.interests == ["design", "engineering"])
    #expect(user.marketingOptIn)
    #expect(user.age == 36)
    #expect(user.howLikely == nil)
    #expect(user.acceptedTerms == true)
    #expect(
      text.hasPrefix("Welcome to Onboard\n\nStep 1 of 10: What should we call you?\nFirst name (required): "))
    #expect(
      text.contains("\nStep 5 of 9: Pick a plan\n  1) Free\n  2) Pro, $9 a month\n  3) Team, $29 a month\n"))
    #expect(text.contains("Plan [1-3] (Enter: Free): "))
    #expect(
      text.hasSuffix(
        "  Interests: Design, Engineering\n  Send me product news: yes\n"
          + "  How likely are you to recommend us to a friend?: -\n"
          + "  I agree to the terms of service and the privacy policy: yes\n"))
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
        "Country (required): ! Country: is not in the expected form\n  (Two letters, e.g. GB, US, DE)\nCountry (required): "
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

/// After an invalid line, an empty line takes what the prompt offered; a
/// line that names no option is refused in the words the person saw.
@Suite struct PlainModeRetryTests {
  func run(_ lines: [String]) -> (PlainMode<User>.Outcome, String) {
    PlainModeTests().run(lines)
  }

  static let toPlan = ["Ada", "Lovelace", "ada@example.com", "GB", "1989-12-10"]

  @Test func anEmptyLineAfterAnInvalidOneTakesTheDefault() {
    let (outcome, text) = run(Self.toPlan + ["club", "", "", "", "n", "", "y"])
    guard case .finished(let user) = outcome else {
      Issue.record("not finished: \(outcome)\n\(text)")
      return
    }
    #expect(user.plan == .free)
    #expect(
      text.contains(
        "Plan [1-3] (Enter: Free): ! Plan: 'club' is not an option; choose one of: 1 Free, 2 Pro, $9 a month, "
          + "3 Team, $29 a month\nPlan [1-3] (Enter: Free):   (Optional; eight letters or digits)\nReferral code: "
      ))
    #expect(!text.contains("'free', 'pro', 'team'"))
  }

  @Test func aNumberOutOfRangeNamesTheNumbersShown() {
    let (_, text) = run(Self.toPlan + ["4", "2", "", "design,7"])
    #expect(text.contains("! Plan: '4' is not an option; choose one of: 1 Free, 2 Pro, $9 a month, 3 Team"))
    #expect(
      text.contains(
        "! Interests: '7' is not an option; choose one of: 1 Design, 2 Engineering, 3 Marketing, 4 Sales\n"))
  }

  @Test func anEmptyLineAfterAnInvalidOneKeepsTheEarlierAnswer() {
    let long = String(repeating: "x", count: 61)
    let (outcome, text) = run(["Ada", "Lovelace", ":back", "", long, ""])
    #expect(outcome == .unfinished(step: "contact/email", missing: ["email"]))
    #expect(
      text.contains(
        "Last name (Enter: Lovelace): ! Last name: must be at most 60 characters\nLast name (Enter: Lovelace): "
          + "\nStep 2 of 10: How can we reach you? › Your email\n"))
  }

  @Test func anEmptyLineOnARequiredFieldWithNothingToOfferAsksAgain() {
    let (_, text) = run(["Ada", "Lovelace", "ada", ""])
    #expect(
      text.hasSuffix(
        "Email (required): ! Email: not a valid email address: no '@'\nEmail (required): "
          + "! Email: not a valid email address: no '@'\nEmail (required): \n"))
  }
}
