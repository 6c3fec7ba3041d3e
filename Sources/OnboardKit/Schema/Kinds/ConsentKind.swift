/// A yes that must be given: agreeing to terms. It holds a `Bool`; `no` is
/// refused (`must be agreed to`), and the step's `step_completed` event
/// records the field's label, the text agreed to.
struct ConsentKind: FieldKindDefinition {
  var name: String { "consent" }
  var expectation: String { "yes (it must be agreed to)" }
  var storedAs: FieldKind { .boolean }
  var allowedRules: Set<String> { [] }
  var fixedOptions: [String]? { ["true"] }
  var recordsAgreement: Bool { true }
  var promptStyle: PromptStyle { .confirm }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.boolean(value).flatMap { parsed in
      parsed == .boolean(true) ? .success(parsed) : .failure(FieldValueError("must be agreed to"))
    }
  }

  func decode(_ json: JSONValue) -> FieldValue? {
    json == .bool(true) ? .boolean(true) : nil
  }

  func samples(_ facts: KindFacts) -> [JSONValue] { [true] }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    [
      BoundaryAnswer("yes", true, valid: true),
      BoundaryAnswer("no", false, valid: false),
      BoundaryAnswer("not yes or no", "maybe", valid: false),
    ]
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { false }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers { .options([true], several: false) }
}

extension FieldKind {
  /// Yes, which must be given (terms agreed to); on a `Bool` field.
  public static let consent = FieldKind(ConsentKind())
}
