import OnboardKit

/// A field of a step whose value is derived (`compute: yearsSince(birthDate)`):
/// path exploration never answers it. It works the value out from the
/// generated answers, as the runner does, to know when the computed
/// field's rules refuse what was given for its inputs, and it makes
/// answers for the input of a `yearsSince` that give the computed field's
/// boundary and branch values (an age of 12, 13, 17, 18, 120, 121).
struct ComputedField: Sendable {
  /// The computed field, with its rules.
  var field: FieldUnderTest
  /// Its `compute:`, parsed.
  var expression: ComputeExpression

  /// The computed fields of `step` that `Model` knows.
  static func fields<Model: Onboardable>(of step: StepDefinition, _: Model.Type) -> [ComputedField] {
    FieldUnderTest.fields(of: step, Model.self, computed: true).compactMap { field in
      guard let text = field.definition.compute, let expression = try? ComputeExpression(parsing: text)
      else { return nil }
      return ComputedField(field: field, expression: expression)
    }
  }

  /// The key (`age`).
  var key: String { field.key }

  /// The date field a `yearsSince(field)` counts from; `nil` for any other compute.
  var yearsSinceInput: String? {
    guard case .call(.yearsSince, let arguments) = expression, arguments.count == 1,
      case .field(let name) = arguments[0]
    else { return nil }
    return name
  }

  /// Whether the step refuses the value worked out from `given` (this
  /// step's answers), then `earlier` (answers before it) on this field: no
  /// value for a required field, or one its rules refuse.
  func refuses(
    _ given: [String: JSONValue], earlier: @escaping (String) -> FieldValue?, today: CalendarDate,
    kinds: @escaping (String) -> FieldKind?
  ) -> Bool {
    let value = expression.evaluate(today: today) { name in
      if let answer = given[name], let kind = kinds(name) {
        return try? FieldValueParser.parse(answer, kind: kind, options: nil).get()
      }
      return earlier(name)
    }
    guard let value else { return field.isRequired && field.definition.defaultValue == nil }
    return !field.accepts(value.json)
  }

  /// The day `years` whole years before `today` (28 February for a 29th in
  /// a year without one), written `YYYY-MM-DD`: a birth date of that age.
  static func day(_ years: Int, before today: CalendarDate) -> JSONValue? {
    let day =
      CalendarDate(year: today.year - years, month: today.month, day: today.day)
      ?? CalendarDate(year: today.year - years, month: today.month, day: today.day - 1)
    return day.map { .string($0.description) }
  }

  /// Answers for the input of `yearsSince`, best first: a date for each
  /// value the computed field accepts (its branch literals, then its
  /// kind's candidates).
  func inputCandidates(literals: ConditionLiterals, today: CalendarDate) -> [JSONValue] {
    AnswerCandidates.values(for: field, literals: literals).compactMap { value in
      guard case .number(let years) = value, years == years.rounded() else { return nil }
      return Self.day(Int(years), before: today)
    }
  }

  /// The boundary values of the computed field, given as dates of its
  /// input (`birthDate` for an `age` of 13): what its rules accept and
  /// refuse at their edges.
  func inputBoundaries(today: CalendarDate) -> [(label: String, value: JSONValue, valid: Bool)] {
    BoundaryValue.values(for: field).compactMap { boundary in
      guard case .number(let years)? = boundary.value, years == years.rounded(),
        let day = Self.day(Int(years), before: today)
      else { return nil }
      return ("\(key) \(Int(years)): \(boundary.label)", day, boundary.valid)
    }
  }
}
