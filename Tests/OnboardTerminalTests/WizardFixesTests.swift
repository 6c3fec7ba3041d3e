import Foundation
import OnboardKit
import Testing

@testable import OnboardTerminal

/// The choice filter, fixes from the summary, the summary's label width, an
/// include's title, and the events of a rejection.
@Suite struct WizardFixesTests {
  static let toPlan = WizardModelTests.toAge + type("1989-12-10") + [.enter]

  static func frame(_ wizard: WizardModel<User>, columns: Int = 80) -> String {
    ScreenRenderer().render(wizard.view, columns: columns).text
  }

  @Test func theFilterStartsEmptyOnEachVisit() throws {
    var wizard = try Signup.wizard()
    wizard.press(Self.toPlan + type("zzz") + [.tab])
    #expect(wizard.focus == 1)
    wizard.press([.up])
    #expect(wizard.focus == 0)
    wizard.press(type("te"))
    guard case .select(let select) = wizard.prompts[0] else {
      Issue.record("not a choice")
      return
    }
    #expect(select.filter == "te")
    #expect(select.visible.map { select.options[$0].value } == ["team"])
  }

  @Test func enterWithAFilterThatMatchesNothingIsRefused() throws {
    var wizard = try Signup.wizard()
    wizard.press(Self.toPlan + type("zzz") + [.enter])
    #expect(wizard.focus == 0)
    #expect(wizard.state.answers.get("plan") == nil)
    #expect(
      Self.frame(wizard).contains(
        "    ! no option matches 'zzz'; choose one of: Free, Pro, $9 a month, Team, $29 a\n"
          + "    month (Esc clears the filter)"))
    wizard.press([.escape])
    #expect(wizard.state.current == "plan", "the first Esc clears the filter")
    guard case .select(let select) = wizard.prompts[0] else {
      Issue.record("not a choice")
      return
    }
    #expect(select.filter.isEmpty)
    wizard.press([.escape])
    #expect(wizard.state.current == "age", "the next Esc goes back")
  }

  @Test func summaryLabelsUseTheWidth() throws {
    let rows = [StepView.SummaryRow(label: "Send me product news and offers", value: "yes")]
    let view = StepView(
      flowTitle: nil, stepTitle: "All set", progress: ProgressLine(index: 1, total: 1), fields: [],
      prompts: [],
      summary: rows, isFinal: true)
    #expect(
      ScreenRenderer().render(view, columns: 100).text.contains("  Send me product news and offers  yes\n"))
    #expect(ScreenRenderer().render(view, columns: 40).text.contains("  Send me product n…  yes\n"))
  }

  @Test func anIncludesTitleIsShown() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter])
    let lines = Self.frame(wizard).split(separator: "\n")
    #expect(lines[3] == "How can we reach you?")
    #expect(lines[4] == "Your email")
  }

  @Test func aRejectionLogsOnlyTheScreensShown() throws {
    var wizard = try Signup.wizard()
    wizard.press(WizardModelTests.toAge.dropLast(3) + type("XX") + [.enter])
    wizard.press(
      type("1989-12-10") + [.enter] + [.enter, .enter, .enter, .enter] + WizardModelTests.feedbackAndTerms)
    #expect(wizard.state.current == "done")
    _ = wizard.takeEvents()
    wizard.press([.enter])
    #expect(wizard.state.current == "contact/country")
    let events = wizard.takeEvents().filter { $0.kind == .back || $0.kind == .stepViewed }
    #expect(events.map(\.kind) == [.back, .stepViewed])
    #expect(events.map(\.step) == ["done", "contact/country"])
    #expect(events.first?.detail == "contact/country")
  }

  @Test func aFixFromTheSummaryReturnsToIt() throws {
    var wizard = try Signup.wizard()
    wizard.press(Self.toPlan + [.enter, .enter, .enter, .enter] + WizardModelTests.feedbackAndTerms)
    #expect(wizard.state.current == "done")
    wizard.press([.escape, .escape, .escape, .escape, .escape])
    #expect(wizard.state.current == "age")
    // A year earlier: the computed age is 37 on the runner's day.
    wizard.press([.control("u")] + type("1988-12-10") + [.enter])
    #expect(wizard.state.current == "done")
    #expect(
      Self.frame(wizard).contains("  Age                                     37\n"), "\(Self.frame(wizard))")
  }
}

extension WizardFixesTests {
  @Test func anErrorGoesOnceTheAnswerIsChanged() throws {
    var wizard = try Signup.wizard()
    wizard.press(type("Ada") + [.tab] + type("Lovelace") + [.enter] + type("ada") + [.enter])
    #expect(wizard.view.errors == ["email": ["not a valid email address: no '@'"]])
    wizard.press(type("@example.com"))
    #expect(wizard.view.errors == [:])
    #expect(!Self.frame(wizard).contains("no '@'"))
    wizard.press([.control("u")] + type("still-wrong") + [.enter])
    #expect(wizard.view.errors == ["email": ["not a valid email address: no '@'"]])
  }
}
