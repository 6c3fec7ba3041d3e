import OnboardKit

/// The names a tests file may use, taken from its flow: the steps any
/// variant can show, the experiments and their variants, the model's fields.
package struct FlowVocabulary: Sendable {
  /// Every step name (qualified, `contact/email`), sorted.
  package var steps: [String]
  /// Experiment keys, in the flow's order.
  package var experiments: [String]
  /// Variant ids by experiment key.
  package var variants: [String: [String]]
  /// The model's field names, in schema order.
  package var fields: [String]

  /// The vocabulary of `flow`, whose model has `fields`.
  package init(flow: FlowDefinition, fields: [String]) {
    var steps = Set<String>()
    for variant in VariantFlow.all(of: flow) {
      for node in FlowGraph(variant.flow).nodes where node.role == .step { steps.insert(node.name) }
    }
    self.steps = steps.sorted()
    experiments = flow.experiments.map(\.key)
    var variants: [String: [String]] = [:]
    for experiment in flow.experiments where variants[experiment.key] == nil {
      variants[experiment.key] = experiment.variants.map(\.id)
    }
    self.variants = variants
    self.fields = fields
  }

  /// `; did you mean 'x'?`, or a list of what there is when nothing is close.
  static func hint(for name: String, among names: [String], listing what: String) -> String {
    if let near = EditDistance.suggestion(for: name, among: names) { return "; did you mean '\(near)'?" }
    guard !names.isEmpty else { return "; the flow has no \(what)" }
    let shown = names.prefix(12).joined(separator: ", ")
    return "; \(what): \(shown)\(names.count > 12 ? ", …" : "")"
  }
}
