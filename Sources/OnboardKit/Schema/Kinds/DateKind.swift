import Foundation

/// A calendar date written `YYYY-MM-DD`; `min` and `max` as rules.
struct DateKind: FieldKindDefinition {
  var name: String { "date" }
  var expectation: String { "a date written YYYY-MM-DD" }
  var allowedRules: Set<String> { ["min", "max"] }
  var personaRange: NumberScale? { .days }
  var promptStyle: PromptStyle {
    .line(
      LineInput(
        characters: "0123456789-", maxLength: 10, refusal: "a date written YYYY-MM-DD", hint: "[YYYY-MM-DD]"))
  }

  func parse(_ value: JSONValue, options: [String]?) -> Result<FieldValue, FieldValueError> {
    guard case .string(let text) = value, let date = CalendarDate(text.trimmed) else {
      return .failure(FieldValueError("\(FieldValueParser.quoted(value)) is not a date written YYYY-MM-DD"))
    }
    return .success(.date(date))
  }

  func decode(_ json: JSONValue) -> FieldValue? {
    json.stringValue.flatMap(CalendarDate.init).map(FieldValue.date)
  }

  func samples(_ facts: KindFacts) -> [JSONValue] {
    [facts.rules.min, facts.rules.max].compactMap { $0 } + ["2000-01-01"]
  }

  func boundaries(_ facts: KindFacts) -> [BoundaryAnswer] {
    func shifted(_ json: JSONValue?, days: Double) -> JSONValue? {
      guard let text = json?.stringValue, let date = CalendarDate(text) else { return nil }
      return .string(CalendarDate(date.date.addingTimeInterval(days * 86_400)).description)
    }
    var values: [BoundaryAnswer] = []
    if let low = facts.rules.min, let before = shifted(low, days: -1) {
      values.append(BoundaryAnswer("min", low, valid: true))
      values.append(BoundaryAnswer("min-1 day", before, valid: false))
    }
    if let high = facts.rules.max, let after = shifted(high, days: 1) {
      values.append(BoundaryAnswer("max", high, valid: true))
      values.append(BoundaryAnswer("max+1 day", after, valid: false))
    }
    return values
  }

  func invalidAnswer(_ rules: FieldRules) -> JSONValue { "someday" }

  /// Days since 1970 of 1950-01-01 and 2005-01-01: the usual dates.
  static let usualDays = (-7305.0, 12_784.0)

  /// The usual dates within the field's `min`/`max`; when those leave none,
  /// ten years from the bound given.
  func simulated(_ facts: KindFacts) -> SimulatedAnswers {
    func day(_ bound: JSONValue?) -> Double? {
      guard let text = bound?.stringValue, let date = CalendarDate(text) else { return nil }
      return (date.date.timeIntervalSince1970 / 86_400).rounded(.down)
    }
    let first = day(facts.rules.min)
    let last = day(facts.rules.max)
    let low = max(Self.usualDays.0, first ?? Self.usualDays.0)
    let high = min(Self.usualDays.1, last ?? Self.usualDays.1)
    if low <= high { return .numbers(low: low, high: high, .days) }
    let start = first ?? (last ?? Self.usualDays.1) - 3652
    return .numbers(low: start, high: max(start, last ?? start + 3652), .days)
  }
}

extension FieldKind {
  /// A calendar date written `YYYY-MM-DD`.
  public static let date = FieldKind(DateKind())
}
