import OnboardKit

/// What a prompt needs to know about one field of a step: the flow's words
/// (label, help, options, default) joined with the model's facts (kind,
/// whether it is required).
package struct FieldInfo: Sendable, Hashable {
  /// One option of a choice: the value stored and what is shown.
  package struct Option: Sendable, Hashable {
    /// The value stored.
    package var value: String
    /// What the person sees.
    package var label: String

    /// Creates an option.
    package init(value: String, label: String) {
      self.value = value
      self.label = label
    }
  }

  /// The field's schema name.
  package var key: String
  /// What the person sees; the key when the flow gives no label.
  package var label: String
  /// A line of help under the field.
  package var help: String?
  /// The model's kind for the field.
  package var kind: FieldKind
  /// The flow's `required:`, else the model's.
  package var isRequired: Bool
  /// The options of a choice or multi-choice (empty otherwise).
  package var options: [Option]
  /// The flow's `default:`, parsed, when it fits.
  package var defaultValue: FieldValue?
  /// A rating's scale, from its `min` and `max` rules; `nil` for other kinds.
  package var scale: ClosedRange<Int>?

  /// Creates a field description.
  package init(
    key: String, label: String, help: String? = nil, kind: FieldKind, isRequired: Bool,
    options: [Option] = [], defaultValue: FieldValue? = nil, scale: ClosedRange<Int>? = nil
  ) {
    self.key = key
    self.label = label
    self.help = help
    self.kind = kind
    self.isRequired = isRequired
    self.options = options
    self.defaultValue = defaultValue
    self.scale = scale
  }

  /// The fields a step asks, in order; fields the model does not know are left out.
  package static func fields<Model: Onboardable>(of step: StepDefinition, model: Model.Type) -> [FieldInfo] {
    step.fields.compactMap { definition in
      guard let field = Model.schema.field(named: definition.key) else { return nil }
      let options =
        definition.options?.map { Option(value: $0.value, label: $0.label ?? $0.value) }
        ?? (field.allowedValues ?? []).map { Option(value: $0, label: $0) }
      let values = field.kind.takesOptions ? options.map(\.value) : nil
      let fallback = definition.defaultValue.flatMap {
        try? FieldValueParser.parse($0, kind: field.kind, options: values).get()
      }
      return FieldInfo(
        key: definition.key, label: definition.label ?? definition.key, help: definition.help,
        kind: field.kind, isRequired: definition.required ?? field.isRequired, options: options,
        defaultValue: fallback, scale: scale(field.kind, definition.rules))
    }
  }

  /// The points of a scale kind's field: its whole `min` to `max`.
  private static func scale(_ kind: FieldKind, _ rules: FieldRules) -> ClosedRange<Int>? {
    guard kind.definition.promptStyle == .scale, let low = rules.min?.numberValue,
      let high = rules.max?.numberValue, low.rounded() == low, high.rounded() == high, low <= high,
      abs(low) < 1e9, abs(high) < 1e9
    else { return nil }
    return Int(low)...Int(high)
  }

  /// A value as the person reads it: an option's label, `yes`/`no`, `a, b`.
  package func display(_ value: FieldValue) -> String {
    if kind.definition.isSecret { return FieldKind.secretMask }
    switch value {
    case .text(let text): return text
    case .integer(let number): return String(number)
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .boolean(let flag): return flag ? "yes" : "no"
    case .date(let date): return date.description
    case .choice(let raw): return label(of: raw)
    case .choices(let raws): return raws.isEmpty ? "none" : raws.map(label(of:)).joined(separator: ", ")
    }
  }

  /// The label of an option value (the value itself when it is not listed).
  package func label(of value: String) -> String {
    options.first { $0.value == value }?.label ?? value
  }
}
