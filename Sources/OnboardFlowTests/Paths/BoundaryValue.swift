import Foundation
import OnboardKit

/// An answer at the edge of a field's rules, and whether the step must
/// accept it: min and max (accepted), min−1 and max+1 (refused), the length
/// limits, each option, a value that is no option, and no answer at all.
struct BoundaryValue: Sendable, Hashable {
  /// What the value tests, for reports: `min`, `max+1`, `option pro`, `no answer`.
  var label: String
  /// The answer; `nil` leaves the field unanswered.
  var value: JSONValue?
  /// Whether the step must accept it.
  var valid: Bool

  /// The boundary values of `field`; valid ones are only those the step accepts.
  static func values(for field: FieldUnderTest) -> [BoundaryValue] {
    let rules = field.definition.rules
    var values: [BoundaryValue] = []
    switch field.kind {
    case .text, .email:
      let unit = field.kind == .email ? "@example.com" : ""
      if let low = rules.minLength, low > 0 {
        values += length(low, "minLength", valid: true, unit)
        values += length(low - 1, "minLength-1", valid: false, unit)
      }
      if let high = rules.maxLength {
        values += length(high, "maxLength", valid: true, unit)
        values += length(high + 1, "maxLength+1", valid: false, unit)
      }
      if let pattern = rules.pattern,
        let miss = ["!", "a b", "0"].first(where: { !FieldPattern.matches($0, pattern: pattern) })
      {
        values.append(BoundaryValue(label: "not matching the pattern", value: .string(miss), valid: false))
      }
      if field.kind == .email {
        values.append(BoundaryValue(label: "not an email", value: "not-an-email", valid: false))
      }
    case .integer, .number:
      values += bounds(rules, step: 1) { .number($0) }
    case .date:
      values += dateBounds(rules)
    case .boolean:
      values += [
        BoundaryValue(label: "yes", value: true, valid: true),
        BoundaryValue(label: "no", value: false, valid: true),
        BoundaryValue(label: "not yes or no", value: "maybe", valid: false),
      ]
    case .choice:
      values += (field.options ?? []).map {
        BoundaryValue(label: "option \($0)", value: .string($0), valid: true)
      }
      values.append(BoundaryValue(label: "not an option", value: "not-an-option", valid: false))
    case .multiChoice:
      values += items(field)
    }
    let defaulted = field.definition.defaultValue != nil
    values.append(BoundaryValue(label: "no answer", value: nil, valid: !field.isRequired || defaulted))
    return values.filter { !$0.valid || $0.value.map(field.accepts) ?? true }
  }

  private static func length(_ count: Int, _ label: String, valid: Bool, _ unit: String) -> [BoundaryValue] {
    guard count >= 0, count <= 10_000 else { return [] }
    let text: String
    if unit.isEmpty {
      text = String(repeating: "a", count: count)
    } else {
      guard count > unit.count else { return [] }
      text = String(repeating: "a", count: count - unit.count) + unit
    }
    return [BoundaryValue(label: "\(label) (\(count))", value: .string(text), valid: valid)]
  }

  private static func bounds(
    _ rules: FieldRules, step: Double, _ make: (Double) -> JSONValue
  ) -> [BoundaryValue] {
    var values: [BoundaryValue] = []
    if let low = rules.min?.numberValue {
      values.append(BoundaryValue(label: "min", value: make(low), valid: true))
      values.append(BoundaryValue(label: "min-1", value: make(low - step), valid: false))
    }
    if let high = rules.max?.numberValue {
      values.append(BoundaryValue(label: "max", value: make(high), valid: true))
      values.append(BoundaryValue(label: "max+1", value: make(high + step), valid: false))
    }
    return values
  }

  private static func dateBounds(_ rules: FieldRules) -> [BoundaryValue] {
    func shifted(_ json: JSONValue?, days: Double) -> JSONValue? {
      guard let text = json?.stringValue, let date = CalendarDate(text) else { return nil }
      return .string(CalendarDate(date.date.addingTimeInterval(days * 86_400)).description)
    }
    var values: [BoundaryValue] = []
    if let low = rules.min, let before = shifted(low, days: -1) {
      values.append(BoundaryValue(label: "min", value: low, valid: true))
      values.append(BoundaryValue(label: "min-1 day", value: before, valid: false))
    }
    if let high = rules.max, let after = shifted(high, days: 1) {
      values.append(BoundaryValue(label: "max", value: high, valid: true))
      values.append(BoundaryValue(label: "max+1 day", value: after, valid: false))
    }
    return values
  }

  private static func items(_ field: FieldUnderTest) -> [BoundaryValue] {
    let options = (field.options ?? []).map(JSONValue.string)
    var values = options.map {
      BoundaryValue(label: "option \($0.stringValue ?? "")", value: .array([$0]), valid: true)
    }
    if let low = field.definition.rules.minItems, low > 0, low <= options.count {
      values.append(BoundaryValue(label: "minItems", value: .array(Array(options.prefix(low))), valid: true))
      values.append(
        BoundaryValue(label: "minItems-1", value: .array(Array(options.prefix(low - 1))), valid: false))
    }
    if let high = field.definition.rules.maxItems, high < options.count {
      values.append(BoundaryValue(label: "maxItems", value: .array(Array(options.prefix(high))), valid: true))
      values.append(
        BoundaryValue(label: "maxItems+1", value: .array(Array(options.prefix(high + 1))), valid: false))
    }
    values.append(BoundaryValue(label: "not an option", value: .array(["not-an-option"]), valid: false))
    return values
  }
}
