/// A step's field resolved against the model once, when the runner is made,
/// so answering and submitting look nothing up by name.
///
/// A class, so walking a step's plans retains one reference per field
/// instead of copying every string of its definition.
final class FieldPlan<Model: Onboardable>: Sendable {
  /// The field as the flow writes it.
  let definition: FieldDefinition
  /// The model's field: kind, key path, conversions.
  let field: Field<Model>
  /// The field's kind, held here so an answer is parsed without copying
  /// it out of the field (opened inside `field`, the kind was copied, and
  /// its box retained and released, on every answer).
  private let kind: any FieldKindDefinition
  /// The flow's `required:`, else the model's.
  let isRequired: Bool
  /// The options a choice offers: the flow's, else the enum's.
  let options: [String]?
  /// The parsed `default:`, when it has one that fits.
  let defaultValue: FieldValue?
  /// The rules' `min` and `max`, parsed once.
  let low: FieldValue?
  let high: FieldValue?
  /// The rules' `pattern`, compiled once.
  let pattern: FieldPattern.Compiled?
  /// The labels to choose from, for a field with options, as the person
  /// reads them: `choose one of: Basic, Coach, Club`.
  let choices: String?
  /// Whether the field has a rule to check (else an answer only has to be there).
  let hasRules: Bool
  /// The field's `when:`, ready to evaluate; `nil` when it is always asked.
  let when: RunCondition<Model>?
  /// The field's `compute:`, parsed (a checked flow's always parses); such a field is not asked.
  let compute: ComputeExpression?
  /// Whether the answers hold a value of the field's type (the field's own
  /// reader, kept here so a check does not copy the whole `Field`).
  let isAnswered: @Sendable (Partial<Model>) -> Bool
  /// Whether the field's kind records what a `true` answer agreed to (a
  /// consent), read once here instead of from the kind at every submit.
  let recordsAgreement: Bool

  init(
    definition: FieldDefinition, field: Field<Model>, isRequired: Bool, options: [String]?,
    defaultValue: FieldValue?
  ) {
    self.definition = definition
    self.field = field
    self.kind = field.kind.definition
    self.isRequired = isRequired
    self.options = options
    self.defaultValue = defaultValue
    self.low = FieldRuleCheck.bound(definition.rules.min, field.kind)
    self.high = FieldRuleCheck.bound(definition.rules.max, field.kind)
    self.pattern = definition.rules.pattern.map(FieldPattern.Compiled.init)
    self.isAnswered = field.isAnswered
    self.recordsAgreement = field.kind.definition.recordsAgreement
    self.when = definition.when.map(RunCondition.init)
    self.compute = definition.compute.flatMap { try? ComputeExpression(parsing: $0) }
    let rules = definition.rules
    let labels = field.kind.takesOptions ? definition.options?.map { $0.label ?? $0.value } ?? options : nil
    let choose = field.kind.definition.isList ? "choose any of: " : "choose one of: "
    self.choices = labels.map { choose + $0.joined(separator: ", ") }
    self.hasRules =
      rules.minLength != nil || rules.maxLength != nil || rules.min != nil || rules.max != nil
      || rules.pattern != nil || rules.minItems != nil || rules.maxItems != nil
  }

  /// What the person sees when `value` does not parse (`problem`): the
  /// rules' `message`, else for options the labels to choose from
  /// (`'club' is not an option; choose one of: Basic, Coach, Club`), else the kind's words.
  func refusal(of value: JSONValue, _ problem: FieldValueError) -> String {
    if let message = definition.rules.message { return message }
    guard let choices else { return problem.message }
    var refused = value
    if field.kind.definition.isList {
      let items =
        value.arrayValue
        ?? value.stringValue.map { $0.split(separator: ",").map { .string(String($0).trimmed) } }
      guard let item = items?.first(where: { !(options ?? []).contains($0.stringValue?.trimmed ?? "") })
      else {
        return choices
      }
      refused = item
    }
    return "\(FieldValueParser.quoted(refused)) is not an option; \(choices)"
  }

  /// An answer parsed by the field's kind.
  func parse(_ value: JSONValue) -> Result<FieldValue, FieldValueError> {
    kind.parse(value, options: options)
  }

  /// Every rule `value` breaks.
  func problems(_ value: FieldValue) -> [String] {
    FieldRuleCheck.problems(value, rules: definition.rules, low: low, high: high, pattern: pattern)
  }

  /// Every field of a step that the model knows (a checked flow has no others).
  static func plans(for step: StepDefinition) -> [FieldPlan] {
    step.fields.compactMap { definition in
      guard let field = Model.schema.field(named: definition.key) else { return nil }
      let options = definition.options?.map(\.value) ?? field.allowedValues
      return FieldPlan(
        definition: definition, field: field, isRequired: definition.required ?? field.isRequired,
        options: options,
        defaultValue: definition.defaultValue.flatMap {
          try? FieldValueParser.parse($0, kind: field.kind, options: options).get()
        })
    }
  }
}
