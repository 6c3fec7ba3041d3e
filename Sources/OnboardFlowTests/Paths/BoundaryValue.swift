import OnboardKit

/// An answer at the edge of a field's rules, and whether the step must
/// accept it: what the field's kind gives (min and max accepted, min−1 and
/// max+1 refused, the length limits, each option, a value that is no
/// option…), and no answer at all.
struct BoundaryValue: Sendable, Hashable {
  /// What the value tests, for reports: `min`, `max+1`, `option pro`, `no answer`.
  var label: String
  /// The answer; `nil` leaves the field unanswered.
  var value: JSONValue?
  /// Whether the step must accept it.
  var valid: Bool

  /// The boundary values of `field` (its kind's, then no answer); valid
  /// ones are only those the step accepts.
  static func values(for field: FieldUnderTest) -> [BoundaryValue] {
    let facts = KindFacts(rules: field.definition.rules, options: field.options)
    var values = field.kind.definition.boundaries(facts).map {
      BoundaryValue(label: $0.label, value: $0.value, valid: $0.valid)
    }
    let defaulted = field.definition.defaultValue != nil
    values.append(BoundaryValue(label: "no answer", value: nil, valid: !field.isRequired || defaulted))
    return values.filter { !$0.valid || $0.value.map(field.accepts) ?? true }
  }
}
