import OnboardKit

/// Answers the step accepts for a field, best first: its default, values
/// its flow's conditions compare it with, everyday samples, its bounds and
/// options, a value made from its pattern. Path exploration picks among
/// them to take each branch and to satisfy the final step's rules.
enum AnswerCandidates {
  /// Everyday values tried for text fields before made-up ones.
  static let textSamples: [JSONValue] = ["Ada", "GB", "ADA12345", "Lovelace", "a"]

  /// The accepted values for `field`, without repeats; empty when none is found.
  static func values(for field: FieldUnderTest, literals: ConditionLiterals) -> [JSONValue] {
    var raw: [JSONValue] = []
    if let fallback = field.definition.defaultValue { raw.append(fallback) }
    raw += literals[field.key]
    let rules = field.definition.rules
    switch field.kind {
    case .text:
      raw += textSamples
      if let pattern = rules.pattern, let sample = PatternSample.make(pattern) { raw.append(.string(sample)) }
      for length in [rules.minLength, rules.maxLength].compactMap({ $0 }) where length > 0 {
        raw.append(.string(String(repeating: "a", count: min(length, 10_000))))
      }
    case .email:
      raw += ["ada@example.com", "a@b.co"]
    case .integer, .number:
      raw += [rules.min, rules.max].compactMap { $0 }
      if let low = rules.min?.numberValue, let high = rules.max?.numberValue {
        raw.append(.number(field.kind == .integer ? ((low + high) / 2).rounded(.down) : (low + high) / 2))
      }
      raw += [30, 1, 0]
    case .date:
      raw += [rules.min, rules.max].compactMap { $0 } + ["2000-01-01"]
    case .boolean:
      raw += [true, false]
    case .choice:
      raw += (field.options ?? []).map(JSONValue.string)
    case .multiChoice:
      raw += multiChoice(field)
    }
    var seen = Set<JSONValue>()
    return raw.filter { field.accepts($0) && seen.insert($0).inserted }
  }

  private static func multiChoice(_ field: FieldUnderTest) -> [JSONValue] {
    let options = (field.options ?? []).map(JSONValue.string)
    let low = field.definition.rules.minItems ?? 0
    var lists: [JSONValue] = []
    if low > 1 { lists.append(.array(Array(options.prefix(low)))) }
    lists += options.map { .array([$0]) }
    if let high = field.definition.rules.maxItems { lists.append(.array(Array(options.prefix(high)))) }
    lists.append(.array([]))
    return lists
  }
}
