/// A phone number in E.164 form: `+`, a country code and the number, 15
/// digits at most, the first not 0 (`+4915123456789`). Spaces and hyphens
/// typed between digits are dropped.
struct PhoneKind: FieldKindDefinition {
  var name: String { "phone" }
  var expectation: String { "a phone number in international form, like +4915123456789" }
  var storedAs: FieldKind { .text }
  var allowedRules: Set<String> { ["minLength", "maxLength", "pattern"] }
  var personalData: String? { "a phone number" }
  var promptStyle: PromptStyle {
    .line(
      LineInput(
        characters: "0123456789 -", leading: "+", refusal: "a phone number: '+' and digits only",
        hint: "[+country code and number]"))
  }

  /// `+` and 2 to 15 digits, the first not 0.
  static func normalized(_ text: String) -> String? {
    let compact = text.trimmed.filter { $0 != " " && $0 != "-" }
    guard compact.first == "+" else { return nil }
    let digits = compact.dropFirst()
    guard (2...15).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      digits.first != "0"
    else { return nil }
    return compact
  }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    FieldValueParser.text(value).flatMap { raw in
      guard let phone = Self.normalized(raw) else {
        return .failure(FieldValueError("'\(raw)' is not \(expectation)"))
      }
      return .success(.text(phone))
    }
  }

  func decode(_ json: JSONValue) -> FieldValue? { json.stringValue.map(FieldValue.text) }

  func samples(_ facts: KindFacts) -> [JSONValue] { ["+4915123456789"] }

  func candidates(_ facts: KindFacts) -> [JSONValue] { ["+4915123456789", "+14155550123"] }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    let lengths = KindAnswers.textBoundaries(facts.rules) { count in
      (3...16).contains(count) ? "+4" + String(repeating: "9", count: count - 2) : nil
    }
    return lengths + [
      BoundaryAnswer("15 digits", "+491512345678901", valid: true),
      BoundaryAnswer("16 digits", "+4915123456789012", valid: false),
      BoundaryAnswer("no +", "015123456789", valid: false),
      BoundaryAnswer("country code 0", "+0123456789", valid: false),
    ]
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { "12345" }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    .firstAccepted(["+4915123456789", "+14155550123"])
  }
}

extension FieldKind {
  /// A phone number in E.164 form (`+4915123456789`).
  public static let phone = FieldKind(PhoneKind())
}
