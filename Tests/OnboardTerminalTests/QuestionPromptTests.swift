import OnboardKit
import Testing

@testable import OnboardTerminal

/// The wizard draws a rating as its scale (←/→, digits, Home/End), a consent
/// as yes/no, a secret as `•`; plain mode names the scale and masks a secret
/// wherever it shows an answer.
@Suite struct QuestionPromptTests {
  static let nps = FieldInfo(
    key: "score", label: "How likely are you to recommend us?", kind: .rating, isRequired: false,
    scale: 0...10)
  static let password = FieldInfo(key: "password", label: "Password", kind: .secret, isRequired: true)

  @Test func aRatingIsDrawnAsItsScale() {
    var prompt = Prompt(field: Self.nps, value: nil)
    let renderer = FieldRenderer(style: .plain, width: 60)
    #expect(
      renderer.render(Self.nps, prompt, focused: true, errors: []).lines[1] == "    0 1 2 3 4 5 6 7 8 9 10")
    _ = prompt.handle(.right)
    _ = prompt.handle(.right)
    #expect(prompt.answer == .number(1))
    #expect(
      renderer.render(Self.nps, prompt, focused: true, errors: []).lines[1] == "    0 [1] 2 3 4 5 6 7 8 9 10")
  }

  @Test(arguments: [
    ([Key.character("7")], 7), ([.character("1"), .character("0")], 10), ([.end, .left], 9), ([.left], 10),
    ([.home, .left], 0), ([.character("4"), .right, .right], 6), ([.end, .right], 10),
  ])
  func keysMoveAlongTheScale(keys: [Key], point: Int) {
    var prompt = ScalePrompt(points: 0...10)
    for key in keys { _ = prompt.handle(key) }
    #expect(prompt.value == point)
  }

  @Test func aDigitOffTheScaleChangesNothing() {
    var prompt = ScalePrompt(points: 1...5, initial: 3)
    let tookNine = prompt.handle(.character("9"))
    #expect(tookNine)
    #expect(prompt.value == 3)
    let tookX = prompt.handle(.character("x"))
    #expect(!tookX)
    #expect(prompt.line == "1 2 [3] 4 5")
  }

  @Test func anEarlierRatingIsShown() {
    guard case .scale(let scale) = Prompt(field: Self.nps, value: .integer(8)) else {
      Issue.record("not a scale")
      return
    }
    #expect(scale.value == 8)
  }

  @Test func aSecretIsTypedAsBullets() {
    var prompt = Prompt(field: Self.password, value: nil)
    for character in "hunter2" { _ = prompt.handle(.character(character)) }
    #expect(prompt.answer == .string("hunter2"))
    let block = FieldRenderer(style: .plain, width: 40).render(
      Self.password, prompt, focused: true, errors: [])
    #expect(block.lines == ["> Password *", "    •••••••"])
    #expect(block.cursor == Frame.Position(row: 1, column: 11))
  }

  @Test func aSecretIsMaskedInSummariesAndPlainPrompts() {
    #expect(Self.password.display(.text("hunter2")) == "••••••••")
    #expect(
      PlainMode<User>.promptText(Self.password, offering: .text("hunter2"))
        == "Password (Enter: ••••••••): ")
  }

  @Test func plainModeNamesTheScale() throws {
    #expect(
      PlainMode<User>.promptText(Self.nps, offering: nil) == "How likely are you to recommend us? [0-10]: ")
    #expect(try PlainAnswer.value("9", for: Self.nps).get() == .string("9"))
  }

  @Test func aConsentIsAskedYesOrNo() {
    let terms = FieldInfo(key: "terms", label: "I accept the terms", kind: .consent, isRequired: true)
    guard case .confirm = Prompt(field: terms, value: nil) else {
      Issue.record("not yes/no")
      return
    }
    #expect(PlainMode<User>.promptText(terms, offering: nil) == "I accept the terms [y/n] (required): ")
  }
}
