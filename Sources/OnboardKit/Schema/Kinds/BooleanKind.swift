/// Yes or no (`yes`, `y`, `true`, `no`, `n`, `false`).
struct BooleanKind: FieldKindDefinition {
  var name: String { "boolean" }
  var expectation: String { "yes or no" }
  var allowedRules: Set<String> { [] }
  var fixedOptions: [String]? { ["true", "false"] }
  var promptStyle: PromptStyle { .confirm }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.boolean(value)
  }

  func decode(_ json: JSONValue) -> FieldValue? {
    guard case .bool(let flag) = json else { return nil }
    return .boolean(flag)
  }

  func samples(_ facts: KindFacts) -> [JSONValue] { [true, false] }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    [
      BoundaryAnswer("yes", true, valid: true),
      BoundaryAnswer("no", false, valid: true),
      BoundaryAnswer("not yes or no", "maybe", valid: false),
    ]
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { "maybe" }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    .options((facts.options ?? ["true", "false"]).map(JSONValue.string), several: false)
  }
}

extension FieldKind {
  /// Yes or no.
  public static let boolean = FieldKind(BooleanKind())
}
