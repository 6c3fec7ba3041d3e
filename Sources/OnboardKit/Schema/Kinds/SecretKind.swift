/// Text that is a secret (a password, a PIN): typed masked as `•`, shown
/// masked in summaries, never written to a saved session, an event or the
/// store (no metric may name it), and never quoted in a message.
struct SecretKind: FieldKindDefinition {
  var name: String { "secret" }
  var expectation: String { "text" }
  var storedAs: FieldKind { .text }
  var allowedRules: Set<String> { ["minLength", "maxLength", "pattern"] }
  var personalData: String? { "a secret" }
  var isSecret: Bool { true }
  var promptStyle: PromptStyle { .line(LineInput(characters: nil, refusal: "", masked: true)) }

  /// Text; anything else is refused without quoting it.
  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    guard case .string(let text) = value else { return .failure(FieldValueError("is not text")) }
    return .success(.text(text))
  }

  func decode(_ json: JSONValue) -> FieldValue? { json.stringValue.map(FieldValue.text) }

  func samples(_ facts: KindFacts) -> [JSONValue] { ["Correct-Horse-7", "correcthorsebattery"] }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] { KindAnswers.textBoundaries(facts.rules) }

  /// Beyond a rule, else a number where text belongs.
  func invalidAnswer(_ rules: FieldRules) -> JSONValue {
    rules.names.isEmpty ? .number(0) : FieldKind.text.definition.invalidAnswer(rules)
  }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    .firstAccepted(["Correct-Horse-7", "correcthorsebattery", "Sim"])
  }
}

extension FieldKind {
  /// Text that is a secret: masked, never stored in sessions or events.
  public static let secret = FieldKind(SecretKind())

  /// What summaries show instead of a secret's value (as long whatever it is).
  package static let secretMask = "••••••••"
}
