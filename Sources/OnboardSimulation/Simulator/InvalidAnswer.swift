/// The wrong answer a simulated person gives first when a persona says they
/// get a field wrong and names no `invalidValue`: one that breaks the
/// field's rules or does not parse as its kind.
enum InvalidAnswer {
  /// An answer the runner rejects for a field of `kind` with `rules`.
  static func value(for kind: FieldKind, rules: FieldRules) -> JSONValue {
    switch kind {
    case .integer, .number:
      if let min = rules.min?.numberValue { return .number(min - 1) }
      if let max = rules.max?.numberValue { return .number(max + 1) }
      return .string("many")
    case .date: return .string("someday")
    case .email: return .string("name.example.com")
    case .choice: return .string("none of these")
    case .multiChoice: return .array([.string("none of these")])
    case .boolean: return .string("maybe")
    case .text:
      if let maxLength = rules.maxLength, rules.pattern == nil, rules.minLength == nil {
        return .string(String(repeating: "x", count: maxLength + 1))
      }
      return .string(rules.pattern == nil ? "" : "?")
    }
  }
}
