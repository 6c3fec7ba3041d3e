/// One step of a flow: a screen that collects some fields, or an included
/// sub-flow.
public struct StepDefinition: Sendable, Hashable, Codable {
  /// Unique within its flow.
  public var id: String
  /// The heading shown for the step.
  public var title: String?
  /// Text shown under the title.
  public var body: String?
  /// The text of a note step (`note:`), a step that shows only text and asks
  /// nothing; the person reads it and continues. `nil` for other steps.
  public var note: String?
  /// The fields the step collects, in order.
  public var fields: [FieldDefinition]
  /// Where to go after the step; empty means the following step.
  package var next: [NextRule]
  /// Whether the step ends the flow by building the model.
  public var isFinal: Bool
  /// Cross-field rules checked on the final step.
  package var rules: [FinalRule]
  /// The sub-flow this step runs, when it is an `include:` step.
  package var include: IncludedFlow?
  /// When the step is shown (`when:`, over the answers so far and the
  /// attributes); `nil` always. A step whose condition is false is passed over.
  package var when: Condition?
  /// Where `when` is written.
  package var whenMark: SourceMark?
  /// Whether the person may skip the step (`skippable: true`), leaving its fields empty.
  package var isSkippable: Bool {
    get { skippable ?? false }
    set { skippable = newValue ? true : nil }
  }
  /// ``isSkippable`` as stored: `nil` for the usual step, so a step written
  /// before `skippable:` existed still decodes.
  private var skippable: Bool?
  /// Where the step's mapping starts.
  package var mark: SourceMark?
  /// Where its `id` value is written.
  package var idMark: SourceMark?

  /// Creates a step.
  package init(
    id: String, title: String? = nil, body: String? = nil, fields: [FieldDefinition] = [],
    next: [NextRule] = [], isFinal: Bool = false, rules: [FinalRule] = [], include: IncludedFlow? = nil,
    mark: SourceMark? = nil, idMark: SourceMark? = nil
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.fields = fields
    self.next = next
    self.isFinal = isFinal
    self.rules = rules
    self.include = include
    self.mark = mark
    self.idMark = idMark
  }
}

/// A sub-flow run as one step of its parent: `include: contact.yaml`.
package struct IncludedFlow: Sendable, Hashable, Codable {
  /// The path as written, relative to the including file.
  package var path: String
  /// The loaded sub-flow, once resolved.
  package var flow: Box<FlowDefinition>?
  /// Where the path is written.
  package var mark: SourceMark?

  /// Creates an include.
  package init(path: String, flow: FlowDefinition? = nil, mark: SourceMark? = nil) {
    self.path = path
    self.flow = flow.map(Box.init)
    self.mark = mark
  }
}

/// An indirect value, so a definition can hold a definition.
package final class Box<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
  /// The boxed value.
  package let value: Value

  /// Boxes a value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Decodes the value as if unboxed.
  package init(from decoder: any Decoder) throws {
    value = try Value(from: decoder)
  }

  /// Encodes the value as if unboxed.
  package func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }

  /// Equal values.
  package static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }

  /// Hashes the value.
  package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
