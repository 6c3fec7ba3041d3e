import OnboardKit
import Testing

@testable import OnboardTerminal

/// The wizard and plain mode ask `url` and `phone` fields as typed lines; a
/// phone takes a leading `+`, digits, spaces and hyphens as they are typed.
@Suite struct LinkPromptTests {
  @Test func aPhoneRefusesLettersAsTheyAreTyped() {
    var prompt = TextPrompt(kind: .phone)
    for character in "+49x 151-2+3" { _ = prompt.handle(.character(character)) }
    #expect(prompt.editor.text == "+49 151-23")
    #expect(prompt.refusal == nil)
    _ = prompt.handle(.character("a"))
    #expect(prompt.refusal == "a phone number: '+' and digits only")
  }

  @Test func aURLIsATypedLineThatTakesAnything() {
    let field = FieldInfo(key: "website", label: "Website", kind: .url, isRequired: false)
    var prompt = Prompt(field: field, value: .text("https://ada.example"))
    guard case .text(let line) = prompt else {
      Issue.record("not a line: \(prompt)")
      return
    }
    #expect(line.editor.text == "https://ada.example")
    _ = prompt.handle(.character("/"))
    #expect(prompt.answer == .string("https://ada.example/"))
  }

  @Test func plainModeAnswersAreTheLineAsTyped() throws {
    let phone = FieldInfo(key: "phone", label: "Phone", kind: .phone, isRequired: true)
    #expect(try PlainAnswer.value("+49 151 23456789", for: phone).get() == .string("+49 151 23456789"))
  }
}
