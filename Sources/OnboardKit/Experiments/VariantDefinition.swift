/// One variant of an experiment: its id, its share of traffic, and how it
/// changes the flow.
///
/// The first variant of an experiment is its base (control): people outside
/// the experiment get it too. The edits are carried here and applied by the
/// variant container, which owns their meaning.
package struct VariantDefinition: Sendable, Hashable, Codable {
  /// The variant's id, unique in its experiment (`control`, `short-form`).
  package var id: String
  /// The variant's share of the people in the experiment (`0...1`); `nil`
  /// when the variants share equally. Weights count only when every variant
  /// has one and they add up to 1 ± 0.01; otherwise the shares are equal.
  package var weight: Double?
  /// The flow's steps in a new order, by id; `nil` keeps the flow's order.
  package var order: [String]?
  /// Steps the variant leaves out, by id.
  package var skip: [String]
  /// Steps the variant adds, each before or after an existing step.
  package var insert: [StepInsertion]
  /// Changes to the words of existing steps, by step id.
  package var overrides: [String: StepOverride]
  /// Where each part was written (`variant`, `order`, `skip`, `insert`, `overrides`), for diagnostics;
  /// `order.0`, `skip.2`, … for each item of `order` and `skip`.
  package var marks: [String: SourceMark] = [:]

  /// A variant; with no edits it runs the flow as written.
  package init(
    id: String, weight: Double? = nil, order: [String]? = nil, skip: [String] = [],
    insert: [StepInsertion] = [], overrides: [String: StepOverride] = [:]
  ) {
    self.id = id
    self.weight = weight
    self.order = order
    self.skip = skip
    self.insert = insert
    self.overrides = overrides
  }

  /// Decodes a variant; only `id` is required.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    weight = try container.decodeIfPresent(Double.self, forKey: .weight)
    order = try container.decodeIfPresent([String].self, forKey: .order)
    skip = try container.decodeIfPresent([String].self, forKey: .skip) ?? []
    insert = try container.decodeIfPresent([StepInsertion].self, forKey: .insert) ?? []
    overrides = try container.decodeIfPresent([String: StepOverride].self, forKey: .overrides) ?? [:]
  }
}
