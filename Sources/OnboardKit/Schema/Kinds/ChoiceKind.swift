/// One value of a `String`-backed enum (or of the flow's `options:`).
struct ChoiceKind: FieldKindDefinition {
  var name: String { "choice" }
  var expectation: String { "one of the options" }
  var allowedRules: Set<String> { [] }
  var takesOptions: Bool { true }
  var promptStyle: PromptStyle { .select }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.option(value, options).map(FieldValue.choice)
  }

  func decode(_ json: JSONValue) -> FieldValue? { json.stringValue.map(FieldValue.choice) }

  func samples(_ facts: KindFacts) -> [JSONValue] { (facts.options ?? []).map(JSONValue.string) }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    (facts.options ?? []).map { BoundaryAnswer("option \($0)", .string($0), valid: true) }
      + [BoundaryAnswer("not an option", "not-an-option", valid: false)]
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { "none of these" }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    .options((facts.options ?? []).map(JSONValue.string), several: false)
  }
}

extension FieldKind {
  /// One value of a `String`-backed enum.
  public static let choice = FieldKind(ChoiceKind())
}
