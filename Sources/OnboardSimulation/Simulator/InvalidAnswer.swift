/// The wrong answer a simulated person gives first when a persona says they
/// get a field wrong and names no `invalidValue`: one that breaks the
/// field's rules or does not parse as its kind (the kind says which).
enum InvalidAnswer {
  /// An answer the runner rejects for a field of `kind` with `rules`.
  static func value(for kind: FieldKind, rules: FieldRules) -> JSONValue {
    kind.definition.invalidAnswer(rules)
  }
}
