/// An email address: text with email syntax.
struct EmailKind: FieldKindDefinition {
  var name: String { "email" }
  var expectation: String { "an email address, like name@example.com" }
  var storedAs: FieldKind { .text }
  var allowedRules: Set<String> { ["minLength", "maxLength", "pattern"] }
  var personaGenerates: Bool { true }
  var personalData: String? { "an email" }
  var promptStyle: PromptStyle { .line(.anything) }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.text(value).flatMap { text in
      EmailAddress.problem(with: text).map { .failure(FieldValueError($0)) } ?? .success(.text(text))
    }
  }

  func decode(_ json: JSONValue) -> FieldValue? { json.stringValue.map(FieldValue.text) }

  func samples(_ facts: KindFacts) -> [JSONValue] { ["someone@example.com"] }

  func candidates(_ facts: KindFacts) -> [JSONValue] { ["ada@example.com", "a@b.co"] }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    KindAnswers.textBoundaries(facts.rules) { count in
      count > 12 ? String(repeating: "a", count: count - 12) + "@example.com" : nil
    }
      + [BoundaryAnswer("not an email", "not-an-email", valid: false)]
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { "name.example.com" }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers { .idWithSuffix("@example.com") }
}

extension FieldKind {
  /// An email address (text with email syntax).
  public static let email = FieldKind(EmailKind())
}
