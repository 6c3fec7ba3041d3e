import OnboardKit
import Testing

@testable import OnboardSimulation

/// A simulated person answers a `url` and a `phone` field the persona does
/// not describe with a valid address and number, and gets them wrong with
/// one the runner refuses.
@Suite struct LinkSimulationTests {
  func answer(_ kind: FieldKind, rules: FieldRules = FieldRules()) -> JSONValue? {
    let generator = DefaultAnswers(probe: .rulesOnly).generator(
      key: "x", kind: kind, rules: rules, offered: nil)
    var random = SimulationRandom(seed: 1, stream: 0)
    return generator.answer(&random, userID: "sim-1", attributes: [:])
  }

  @Test func defaultAnswersAreValid() {
    #expect(answer(.url) == "https://example.com")
    #expect(answer(.phone) == "+4915123456789")
    #expect(answer(.phone, rules: FieldRules(pattern: #"\+1\d+"#)) == "+14155550123")
  }

  @Test func invalidAnswersAreRefused() {
    for kind in [FieldKind.url, .phone] {
      let wrong = InvalidAnswer.value(for: kind, rules: FieldRules())
      #expect((try? FieldValueParser.parse(wrong, kind: kind).get()) == nil)
    }
  }
}
