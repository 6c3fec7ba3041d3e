/// What a persona file may name, gathered from the flow it is for: every
/// step any variant shows, every field any step asks (with its kind and
/// options), and every experiment with its variants.
struct PersonaContext {
  /// One field a persona may describe.
  struct FieldInfo {
    /// The field's kind, from the model.
    var kind: FieldKind
    /// For choices: every option any step offers (or the model's values).
    var options: [String]
    /// The field's rules on the first step that asks it, for invalid answers.
    var rules: FieldRules
  }

  /// The flow's name.
  let flowName: String
  /// Qualified step names, in the order first met.
  private(set) var stepNames: [String] = []
  /// Field names, in the order first met.
  private(set) var fieldNames: [String] = []
  /// The fields by name.
  private(set) var fields: [String: FieldInfo] = [:]
  /// Experiment keys in the order written.
  let experimentKeys: [String]
  /// Variant ids by experiment key.
  let variantIDs: [String: [String]]
  /// The outcome events the flow's metrics count (`event:`), once each.
  let events: [String]

  /// The context of `flow`, whose model is described by `schema`.
  init(flow: FlowDefinition, schema: SchemaDescriptor) {
    flowName = flow.name
    experimentKeys = flow.experiments.map(\.key)
    variantIDs = Dictionary(
      flow.experiments.map { ($0.key, $0.variants.map(\.id)) }, uniquingKeysWith: { first, _ in first })
    events = flow.metrics.compactMap(\.event).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    var seenSteps = Set<String>()
    var flows = [flow]
    for experiment in flow.experiments {
      for variant in experiment.variants where variant.hasEdits { flows.append(flow.applying(variant)) }
    }
    for shown in flows {
      for node in FlowGraph(shown).nodes where node.role == .step {
        if seenSteps.insert(node.name).inserted { stepNames.append(node.name) }
        for field in node.step.fields { add(field, schema: schema) }
      }
    }
  }

  private mutating func add(_ field: FieldDefinition, schema: SchemaDescriptor) {
    guard let descriptor = schema.field(named: field.key) else { return }
    var info =
      fields[field.key]
      ?? FieldInfo(kind: descriptor.kind, options: [], rules: field.rules)
    if fields[field.key] == nil { fieldNames.append(field.key) }
    let offered = field.options?.map(\.value) ?? descriptor.allowedValues ?? []
    for option in offered where !info.options.contains(option) { info.options.append(option) }
    if let fixed = descriptor.kind.definition.fixedOptions, info.options.isEmpty { info.options = fixed }
    fields[field.key] = info
  }
}
