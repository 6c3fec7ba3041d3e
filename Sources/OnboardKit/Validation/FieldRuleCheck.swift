import Foundation

/// Applies a field's ``FieldRules`` to a parsed answer.
public enum FieldRuleCheck {
  /// Every rule the value breaks, as short messages in plain words (`must be
  /// at least 13`; a pattern missed is `is not in the expected form`, never
  /// the pattern); the rules' `message`, once, instead when it has one.
  public static func problems(_ value: FieldValue, rules: FieldRules, kind: FieldKind) -> [String] {
    problems(
      value, rules: rules, low: bound(rules.min, kind), high: bound(rules.max, kind),
      pattern: rules.pattern.map(FieldPattern.Compiled.init))
  }

  /// The same, with `min` and `max` already parsed by ``bound(_:_:)`` (what
  /// the runner does once per field, not once per answer).
  static func problems(
    _ value: FieldValue, rules: FieldRules, low: FieldValue?, high: FieldValue?,
    pattern: FieldPattern.Compiled?
  ) -> [String] {
    var problems: [String] = []
    switch value {
    case .text(let text):
      let length = characterCount(text)
      if let low = rules.minLength, length < low {
        problems.append(low == 1 ? "must not be empty" : "must be at least \(low) characters")
      }
      if let high = rules.maxLength, length > high {
        problems.append("must be at most \(high) characters")
      }
      switch pattern?.match(text) {
      case .differs?: problems.append("is not in the expected form")
      case .tooLong?:
        problems.append(
          "is too long to check against the pattern (at most \(FieldPattern.maxInputLength) characters)")
      case .tooSlow?: problems.append("the pattern took too long to check")
      case .matches?, nil: break
      }
    case .choices(let chosen):
      if let low = rules.minItems, chosen.count < low { problems.append("choose at least \(low)") }
      if let high = rules.maxItems, chosen.count > high { problems.append("choose at most \(high)") }
    case .integer, .number, .date:
      if let low, compare(value, low) == .orderedAscending {
        problems.append("must be at least \(describe(low))")
      }
      if let high, compare(value, high) == .orderedDescending {
        problems.append("must be at most \(describe(high))")
      }
    case .boolean, .choice:
      break
    }
    if let message = rules.message, !problems.isEmpty { return [message] }
    return problems
  }

  /// How many characters (grapheme clusters) `text` has, as `text.count`
  /// says; ASCII without a carriage return (CR LF is one character) is
  /// counted by its bytes, without walking grapheme boundaries.
  static func characterCount(_ text: String) -> Int {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
      var any: UInt8 = 0
      var carriageReturn = false
      for byte in bytes {
        any |= byte
        carriageReturn = carriageReturn || byte == 0x0D
      }
      return any < 0x80 && !carriageReturn
    }
    return plain == true ? text.utf8.count : text.count
  }

  /// Orders two numbers or two dates; `.orderedSame` for anything else.
  public static func compare(_ a: FieldValue, _ b: FieldValue) -> ComparisonResult {
    switch (a, b) {
    case (.date(let x), .date(let y)):
      return x < y ? .orderedAscending : x == y ? .orderedSame : .orderedDescending
    default:
      guard let x = numeric(a), let y = numeric(b) else { return .orderedSame }
      return x < y ? .orderedAscending : x == y ? .orderedSame : .orderedDescending
    }
  }

  /// A bound as people write it: `13`, `2.5`, `2008-01-01`.
  public static func describe(_ value: FieldValue) -> String {
    switch value {
    case .integer(let number): return String(number)
    case .number(let number): return FieldValueParser.format(number)
    case .date(let date): return date.description
    case .text(let text), .choice(let text): return text
    case .boolean(let flag): return flag ? "yes" : "no"
    case .choices(let values): return values.joined(separator: ", ")
    }
  }

  /// A `min` or `max` parsed for a field of `kind` (an integer's bounds as numbers).
  static func bound(_ value: JSONValue?, _ kind: FieldKind) -> FieldValue? {
    guard let value else { return nil }
    return kind.definition.parseBound(value)
  }

  private static func numeric(_ value: FieldValue) -> Double? {
    switch value {
    case .integer(let number): return Double(number)
    case .number(let number): return number
    default: return nil
    }
  }
}
