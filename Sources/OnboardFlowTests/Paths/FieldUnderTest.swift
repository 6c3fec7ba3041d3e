import OnboardKit

/// A step's field with what answer generation needs: its model kind, the
/// options it offers, whether it must be answered.
struct FieldUnderTest: Sendable {
  /// The field as the step writes it.
  var definition: FieldDefinition
  /// The model field's kind.
  var kind: FieldKind
  /// The options offered (the flow's, else the model's), for choices.
  var options: [String]?
  /// Whether the step refuses to go on without an answer.
  var isRequired: Bool
  /// Whether the model needs a value to be built.
  var modelRequires: Bool

  /// The fields of `step` that `Model` knows: those a person answers, or
  /// with `computed` those whose value is derived (`compute:`), never answered.
  static func fields<Model: Onboardable>(of step: StepDefinition, _: Model.Type, computed: Bool = false)
    -> [FieldUnderTest]
  {
    step.fields.compactMap { definition in
      guard (definition.compute != nil) == computed, let field = Model.schema.field(named: definition.key)
      else { return nil }
      return FieldUnderTest(
        definition: definition, kind: field.kind,
        options: definition.options?.map(\.value) ?? field.allowedValues,
        isRequired: definition.required ?? field.isRequired, modelRequires: field.isRequired)
    }
  }

  /// The key (`age`).
  var key: String { definition.key }

  /// Whether the step accepts `value` for this field: it parses, and breaks no rule.
  func accepts(_ value: JSONValue) -> Bool {
    guard case .success(let parsed) = FieldValueParser.parse(value, kind: kind, options: options) else {
      return false
    }
    return FieldRuleCheck.problems(parsed, rules: definition.rules, kind: kind).isEmpty
  }
}
