import OnboardKit

/// Answers the step accepts for a field, best first: its default, values
/// its flow's conditions compare it with, its kind's candidates (everyday
/// samples, its bounds and options), a value made from its pattern, texts of
/// its lengths. Path exploration picks among
/// them to take each branch and to satisfy the final step's rules.
enum AnswerCandidates {
  /// The accepted values for `field`, without repeats; empty when none is found.
  static func values(for field: FieldUnderTest, literals: ConditionLiterals) -> [JSONValue] {
    var raw: [JSONValue] = []
    if let fallback = field.definition.defaultValue { raw.append(fallback) }
    raw += literals[field.key]
    let rules = field.definition.rules
    raw += field.kind.definition.candidates(KindFacts(rules: rules, options: field.options))
    if let pattern = rules.pattern, let sample = PatternSample.make(pattern) { raw.append(.string(sample)) }
    for length in [rules.minLength, rules.maxLength].compactMap({ $0 }) where length > 0 {
      raw.append(.string(String(repeating: "a", count: min(length, 10_000))))
    }
    var seen = Set<JSONValue>()
    return raw.filter { field.accepts($0) && seen.insert($0).inserted }
  }
}
