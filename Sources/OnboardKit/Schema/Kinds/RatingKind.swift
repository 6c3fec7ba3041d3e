/// A whole number on a scale: `rules: { min: 1, max: 5 }` or an NPS's
/// `{ min: 0, max: 10 }`. The flow must give both bounds (`onboard check`
/// refuses a rating without them); the wizard draws the scale.
struct RatingKind: FieldKindDefinition {
  /// The most points a scale has: 0 to 10.
  static let mostPoints = 11

  var name: String { "rating" }
  var expectation: String { "a whole number on the scale" }
  var storedAs: FieldKind { .integer }
  var allowedRules: Set<String> { ["min", "max"] }
  var personaRange: NumberScale? { .whole }
  var isNumeric: Bool { true }
  var needsBounds: Bool { true }
  var promptStyle: PromptStyle { .scale }

  /// What a scale shares with any whole number: its parsing, JSON coding and
  /// the answers path exploration tries.
  private static let integer = IntegerKind()

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    Self.integer.parse(value, options: options)
  }

  /// Bounds are whole numbers: a scale has no half points.
  func parseBound(_ value: JSONValue) -> FieldValue? { try? FieldValueParser.integer(value).get() }

  func decode(_ json: JSONValue) -> FieldValue? { Self.integer.decode(json) }

  func samples(_ facts: KindFacts) -> [JSONValue] { Self.integer.samples(facts) }

  func candidates(_ facts: KindFacts) -> [JSONValue] { Self.integer.candidates(facts) }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] { Self.integer.boundaries(facts) }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { Self.integer.invalidAnswer(rules) }

  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    let low = facts.rules.min?.numberValue ?? 1
    return .numbers(low: low, high: max(low, facts.rules.max?.numberValue ?? 5), .whole)
  }
}

extension FieldKind {
  /// A whole number on a scale between the flow's `min` and `max` (1–5, 0–10).
  public static let rating = FieldKind(RatingKind())
}
