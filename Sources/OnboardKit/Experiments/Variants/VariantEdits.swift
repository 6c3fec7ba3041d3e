/// A step a variant adds to the flow, before or after an existing step.
package struct StepInsertion: Sendable, Hashable, Codable {
  /// The new step.
  package var step: StepDefinition
  /// The existing top-level step it follows; exactly one of `after` and `before` is set.
  package var after: String?
  /// The existing top-level step it precedes.
  package var before: String?

  /// Creates an insertion.
  package init(step: StepDefinition, after: String? = nil, before: String? = nil) {
    self.step = step
    self.after = after
    self.before = before
  }

  /// The step it is anchored to, whichever side.
  package var anchor: String? { after ?? before }
}

/// What a variant changes in the words of one step (never its fields' kinds
/// or the model): its title and body, and its fields' labels, help and options.
package struct StepOverride: Sendable, Hashable, Codable {
  /// A new title.
  package var title: String?
  /// A new body.
  package var body: String?
  /// Changes per field, by key.
  package var fields: [String: FieldOverride]
  /// Where the step's id is written under `overrides:`.
  package var mark: SourceMark?

  /// Creates an override.
  package init(
    title: String? = nil, body: String? = nil, fields: [String: FieldOverride] = [:], mark: SourceMark? = nil
  ) {
    self.title = title
    self.body = body
    self.fields = fields
    self.mark = mark
  }
}

/// What a variant changes in one field of a step.
package struct FieldOverride: Sendable, Hashable, Codable {
  /// A new label.
  package var label: String?
  /// A new help line.
  package var help: String?
  /// The options offered: new labels, or a subset of the base options (by value).
  package var options: [OptionDefinition]?
  /// Where the field's key is written under `fields:`.
  package var mark: SourceMark?

  /// Creates a field override.
  package init(
    label: String? = nil, help: String? = nil, options: [OptionDefinition]? = nil, mark: SourceMark? = nil
  ) {
    self.label = label
    self.help = help
    self.options = options
    self.mark = mark
  }
}
