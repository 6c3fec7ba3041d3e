/// Any finite number; `min` and `max` as rules.
struct NumberKind: FieldKindDefinition {
  var name: String { "number" }
  var expectation: String { "a number" }
  var allowedRules: Set<String> { ["min", "max"] }
  var personaRange: NumberScale? { .real }
  var isNumeric: Bool { true }
  var promptStyle: PromptStyle {
    .line(LineInput(characters: "0123456789-+.eE", refusal: "a number: digits, '-', '.' and 'e' only"))
  }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.number(value)
  }

  func decode(_ json: JSONValue) -> FieldValue? {
    guard case .number(let number) = json else { return nil }
    return .number(number)
  }

  func samples(_ facts: KindFacts) -> [JSONValue] {
    [facts.rules.min, facts.rules.max].compactMap { $0 } + [0, 1]
  }

  func candidates(_ facts: KindFacts) -> [JSONValue] {
    KindAnswers.numberCandidates(facts.rules, whole: false)
  }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] { KindAnswers.numberBoundaries(facts.rules) }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { KindAnswers.invalidNumber(rules) }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    let low = facts.rules.min?.numberValue ?? 0
    return .numbers(low: low, high: max(low, facts.rules.max?.numberValue ?? 100), .real)
  }
}

extension FieldKind {
  /// Any number.
  public static let number = FieldKind(NumberKind())
}
