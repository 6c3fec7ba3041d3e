/// Free text: any string; lengths and a pattern as rules.
struct TextKind: FieldKindDefinition {
  var name: String { "text" }
  var expectation: String { "text" }
  var allowedRules: Set<String> { ["minLength", "maxLength", "pattern"] }
  var personaGenerates: Bool { true }
  var promptStyle: PromptStyle { .line(.anything) }

  /// Everyday values tried before made-up ones.
  static let everyday: [JSONValue] = ["Ada", "GB", "ADA12345", "Lovelace", "a"]

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.text(value).map(FieldValue.text)
  }

  func decode(_ json: JSONValue) -> FieldValue? {
    json.stringValue.map(FieldValue.text)
  }

  func samples(_ facts: KindFacts) -> [JSONValue] { ["x"] }

  func candidates(_ facts: KindFacts) -> [JSONValue] { Self.everyday }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] { KindAnswers.textBoundaries(facts.rules) }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue {
    if let maxLength = rules.maxLength, rules.pattern == nil, rules.minLength == nil {
      return .string(String(repeating: "x", count: maxLength + 1))
    }
    return .string(rules.pattern == nil ? "" : "?")
  }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers { .firstAccepted(KindAnswers.texts) }
}

extension FieldKind {
  /// Free text.
  public static let text = FieldKind(TextKind())
}
