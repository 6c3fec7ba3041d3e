/// A model field as one step asks for it: which field, how it is labelled,
/// and the rules its answer must meet.
public struct FieldDefinition: Sendable, Hashable, Codable {
  /// The schema name of the field (`key:`).
  public var key: String
  /// The label shown; defaults to the key.
  public var label: String?
  /// A line of help under the field.
  public var help: String?
  /// Overrides whether the step requires an answer; `nil` follows the model.
  public var required: Bool?
  /// The answer used when the person gives none, as written.
  public var defaultValue: JSONValue?
  /// Rules the answer must meet.
  public var rules: FieldRules
  /// The options offered, for choices; `nil` offers every value of the enum.
  public var options: [OptionDefinition]?
  /// Whether the answer is personal (`private: true`): no metric may store it.
  public var isPrivate: Bool {
    get { privacy ?? false }
    set { privacy = newValue ? true : nil }
  }
  /// When the field is asked (`when:`, over the answers of earlier steps
  /// and the attributes); `nil` always. A field whose condition is false
  /// keeps no answer.
  public var when: Condition?
  /// Where `when` is written.
  public var whenMark: SourceMark?
  /// How the field's value is derived from other answers (`compute:`, see
  /// ``ComputeExpression``), as written; such a field is never asked.
  public var compute: String?
  /// Where `compute` is written.
  public var computeMark: SourceMark?
  /// ``isPrivate`` as stored: `nil` for the usual field, so the `Codable`
  /// form of a field written before `private:` existed still decodes.
  private var privacy: Bool?
  /// Where the field's entry starts.
  public var mark: SourceMark?
  /// Where the `key` value is written.
  public var keyMark: SourceMark?
  /// Where `default` is written.
  public var defaultMark: SourceMark?
  /// Where `required` is written.
  public var requiredMark: SourceMark?
  /// Where `options` is written.
  public var optionsMark: SourceMark?

  /// Creates a field.
  public init(
    key: String, label: String? = nil, help: String? = nil, required: Bool? = nil,
    defaultValue: JSONValue? = nil, rules: FieldRules = FieldRules(), options: [OptionDefinition]? = nil,
    mark: SourceMark? = nil, keyMark: SourceMark? = nil
  ) {
    self.key = key
    self.label = label
    self.help = help
    self.required = required
    self.defaultValue = defaultValue
    self.rules = rules
    self.options = options
    self.mark = mark
    self.keyMark = keyMark
  }
}

/// One option of a choice or multi-choice field.
public struct OptionDefinition: Sendable, Hashable, Codable {
  /// The value stored (an enum's raw value for a choice).
  public var value: String
  /// What the person sees; defaults to the value.
  public var label: String?
  /// Where the option is written.
  public var mark: SourceMark?

  /// Creates an option.
  public init(value: String, label: String? = nil, mark: SourceMark? = nil) {
    self.value = value
    self.label = label
    self.mark = mark
  }
}
