import OnboardKit
import Testing

@testable import OnboardTerminal

@Suite struct PromptTests {
  static let plans = [
    FieldInfo.Option(value: "free", label: "Free"), FieldInfo.Option(value: "pro", label: "Pro, $9 a month"),
    FieldInfo.Option(value: "team", label: "Team, $29 a month"),
  ]

  @Test func integersRefuseLettersAsTheyAreTyped() {
    var prompt = TextPrompt(kind: .integer)
    for key in [Key.character("-"), .character("3"), .character("x"), .character("6")] {
      _ = prompt.handle(key)
    }
    #expect(prompt.editor.text == "-36")
    _ = prompt.handle(.character("a"))
    #expect(prompt.refusal == "a whole number: digits only")
    _ = prompt.handle(.backspace)
    #expect(prompt.refusal == nil)
    #expect(prompt.answer == .string("-3"))
  }

  @Test func datesTakeDigitsAndDashesUpToTenCharacters() {
    var prompt = TextPrompt(kind: .date)
    for character in "1989-12-10x5" { _ = prompt.handle(.character(character)) }
    #expect(prompt.editor.text == "1989-12-10")
    #expect(prompt.refusal == "a date written YYYY-MM-DD")
  }

  @Test func selectMovesWithArrowsAndJKAndFilters() {
    var prompt = SelectPrompt(options: Self.plans, initial: "pro")
    #expect(prompt.answer == .string("pro"))
    _ = prompt.handle(.down)
    _ = prompt.handle(.down)
    #expect(prompt.answer == .string("team"))
    _ = prompt.handle(.character("k"))
    #expect(prompt.answer == .string("pro"))
    _ = prompt.handle(.character("f"))
    _ = prompt.handle(.character("r"))
    #expect(prompt.visible == [0])
    #expect(prompt.answer == .string("free"))
    _ = prompt.handle(.character("z"))
    #expect(prompt.visible == [])
    #expect(prompt.answer == nil)
    _ = prompt.handle(.control("u"))
    #expect(prompt.visible == [0, 1, 2])
  }

  @Test func multiSelectTogglesAndChoosesAllOrNone() {
    var prompt = MultiSelectPrompt(options: Self.plans, initial: ["team"])
    #expect(prompt.countText == "1 of 3 chosen")
    _ = prompt.handle(.character(" "))
    _ = prompt.handle(.down)
    _ = prompt.handle(.character(" "))
    #expect(prompt.answer == .array([.string("free"), .string("pro"), .string("team")]))
    _ = prompt.handle(.character("a"))
    #expect(prompt.answer == .array([]))
    _ = prompt.handle(.character("a"))
    #expect(prompt.countText == "3 of 3 chosen")
  }

  @Test func confirmTakesYNAndArrows() {
    var prompt = ConfirmPrompt()
    #expect(prompt.answer == nil)
    _ = prompt.handle(.character("y"))
    #expect(prompt.value == true)
    _ = prompt.handle(.right)
    #expect(prompt.value == false)
    _ = prompt.handle(.left)
    #expect(prompt.value == true)
    let handled = prompt.handle(.enter)
    #expect(!handled)
  }

  @Test func promptsStartFromTheAnswerElseTheDefault() {
    let plan = FieldInfo(
      key: "plan", label: "Plan", kind: .choice, isRequired: true, options: Self.plans,
      defaultValue: .choice("free"))
    #expect(Prompt(field: plan, value: nil).answer == .string("free"))
    #expect(Prompt(field: plan, value: .choice("team")).answer == .string("team"))
    let age = FieldInfo(key: "age", label: "Age", kind: .integer, isRequired: true)
    #expect(Prompt(field: age, value: .integer(36)).answer == .string("36"))
    #expect(Prompt(field: age, value: nil).answer == nil)
  }
}
