/// A whole number; `min` and `max` as rules.
struct IntegerKind: FieldKindDefinition {
  var name: String { "integer" }
  var expectation: String { "a whole number" }
  var allowedRules: Set<String> { ["min", "max"] }
  var personaRange: NumberScale? { .whole }
  var isNumeric: Bool { true }
  var promptStyle: PromptStyle {
    .line(LineInput(characters: "0123456789", leading: "-", refusal: "a whole number: digits only"))
  }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.integer(value)
  }

  /// Bounds are any numbers: `min: 12.5` allows 13.
  func parseBound(_ value: JSONValue) -> FieldValue? { try? FieldValueParser.number(value).get() }

  func decode(_ json: JSONValue) -> FieldValue? {
    guard case .number(let number) = json, number.rounded() == number, abs(number) < 9.0e15 else {
      return nil
    }
    return .integer(Int(number))
  }

  func samples(_ facts: KindFacts) -> [JSONValue] {
    [facts.rules.min, facts.rules.max].compactMap { $0 } + [0, 1]
  }

  func candidates(_ facts: KindFacts) -> [JSONValue] {
    KindAnswers.numberCandidates(facts.rules, whole: true)
  }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] { KindAnswers.numberBoundaries(facts.rules) }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { KindAnswers.invalidNumber(rules) }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    let low = facts.rules.min?.numberValue ?? 0
    return .numbers(low: low, high: max(low, facts.rules.max?.numberValue ?? 100), .whole)
  }
}

extension FieldKind {
  /// A whole number.
  public static let integer = FieldKind(IntegerKind())
}
