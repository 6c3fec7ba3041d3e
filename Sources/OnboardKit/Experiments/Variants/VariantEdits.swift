/// A step a variant adds to the flow, before or after an existing step.
public struct StepInsertion: Sendable, Hashable, Codable {
  /// The new step.
  public var step: StepDefinition
  /// The existing top-level step it follows; exactly one of `after` and `before` is set.
  public var after: String?
  /// The existing top-level step it precedes.
  public var before: String?

  /// Creates an insertion.
  public init(step: StepDefinition, after: String? = nil, before: String? = nil) {
    self.step = step
    self.after = after
    self.before = before
  }

  /// The step it is anchored to, whichever side.
  public var anchor: String? { after ?? before }
}

/// What a variant changes in the words of one step (never its fields' kinds
/// or the model): its title and body, and its fields' labels, help and options.
public struct StepOverride: Sendable, Hashable, Codable {
  /// A new title.
  public var title: String?
  /// A new body.
  public var body: String?
  /// Changes per field, by key.
  public var fields: [String: FieldOverride]
  /// Where the step's id is written under `overrides:`.
  public var mark: SourceMark?

  /// Creates an override.
  public init(
    title: String? = nil, body: String? = nil, fields: [String: FieldOverride] = [:], mark: SourceMark? = nil
  ) {
    self.title = title
    self.body = body
    self.fields = fields
    self.mark = mark
  }
}

/// What a variant changes in one field of a step.
public struct FieldOverride: Sendable, Hashable, Codable {
  /// A new label.
  public var label: String?
  /// A new help line.
  public var help: String?
  /// The options offered: new labels, or a subset of the base options (by value).
  public var options: [OptionDefinition]?
  /// Where the field's key is written under `fields:`.
  public var mark: SourceMark?

  /// Creates a field override.
  public init(
    label: String? = nil, help: String? = nil, options: [OptionDefinition]? = nil, mark: SourceMark? = nil
  ) {
    self.label = label
    self.help = help
    self.options = options
    self.mark = mark
  }
}
