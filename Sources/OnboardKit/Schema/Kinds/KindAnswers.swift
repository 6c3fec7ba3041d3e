import Foundation

/// Made-up answers several kinds share: text of a given length, a text that
/// misses a pattern, numbers and dates at and beyond `min` and `max`.
enum KindAnswers {
  /// Lengths at and beyond `minLength` and `maxLength`, the pattern missed;
  /// `shape` makes a valid-looking answer of a length (`nil`: none has it),
  /// e.g. `aaa@example.com` for an email.
  static func textBoundaries(
    _ rules: FieldRules, shape: (Int) -> String? = { String(repeating: "a", count: $0) }
  ) -> [BoundaryAnswer] {
    func length(_ count: Int, _ label: String, valid: Bool) -> [BoundaryAnswer] {
      guard count >= 0, count <= 10_000, let text = shape(count) else { return [] }
      return [BoundaryAnswer("\(label) (\(count))", .string(text), valid: valid)]
    }
    var values: [BoundaryAnswer] = []
    if let low = rules.minLength, low > 0 {
      values += length(low, "minLength", valid: true)
      values += length(low - 1, "minLength-1", valid: false)
    }
    if let high = rules.maxLength {
      values += length(high, "maxLength", valid: true)
      values += length(high + 1, "maxLength+1", valid: false)
    }
    if let pattern = rules.pattern,
      let miss = ["!", "a b", "0"].first(where: { !FieldPattern.matches($0, pattern: pattern) })
    {
      values.append(BoundaryAnswer("not matching the pattern", .string(miss), valid: false))
    }
    return values
  }

  /// `min`, `min-1`, `max`, `max+1` of a number field.
  static func numberBoundaries(_ rules: FieldRules) -> [BoundaryAnswer] {
    var values: [BoundaryAnswer] = []
    if let low = rules.min?.numberValue {
      values.append(BoundaryAnswer("min", .number(low), valid: true))
      values.append(BoundaryAnswer("min-1", .number(low - 1), valid: false))
    }
    if let high = rules.max?.numberValue {
      values.append(BoundaryAnswer("max", .number(high), valid: true))
      values.append(BoundaryAnswer("max+1", .number(high + 1), valid: false))
    }
    return values
  }

  /// Everyday numbers: the bounds, their middle, 30, 1 and 0.
  static func numberCandidates(_ rules: FieldRules, whole: Bool) -> [JSONValue] {
    var raw = [rules.min, rules.max].compactMap { $0 }
    if let low = rules.min?.numberValue, let high = rules.max?.numberValue {
      raw.append(.number(whole ? ((low + high) / 2).rounded(.down) : (low + high) / 2))
    }
    return raw + [30, 1, 0]
  }

  /// A number the rules refuse (beyond a bound), else one that is no number.
  static func invalidNumber(_ rules: FieldRules) -> JSONValue {
    if let min = rules.min?.numberValue { return .number(min - 1) }
    if let max = rules.max?.numberValue { return .number(max + 1) }
    return .string("many")
  }

  /// A simulated text answer: the first of `texts` the model takes.
  static let texts = ["Sim", "GB", "SIM00001", "sim", "Simulated Person", "1"]
}
