import OnboardKit

/// What the flow file says about a report: per experiment, its variants in
/// configuration order (the first is the control) with their weights, and
/// each variant's steps in path order. Without a flow file the report falls
/// back on what the events show (``StoreAggregator`` says how).
///
/// ```swift
/// let plan = ReportPlan(flow: definition)      // a loaded FlowDefinition
/// let counts = try StoreAggregator(store: store).counts(flow: "signup", experiment: nil, plan: plan)
/// ```
public struct ReportPlan: Sendable {
  /// One variant as configured.
  public struct Variant: Sendable, Hashable {
    /// The variant's id.
    public var id: String
    /// The weight the assignment uses (equal shares when the file's weights are not usable).
    public var weight: Double
    /// The qualified ids (`contact/email`) of the steps of the variant's flow, in path order.
    public var steps: [String]

    /// A variant from its parts.
    public init(id: String, weight: Double, steps: [String]) {
      self.id = id
      self.weight = weight
      self.steps = steps
    }
  }

  /// The flow's name.
  public var flow: String
  /// The experiments in the order the flow file lists them: key, then
  /// variants in configuration order.
  public var experiments: [(key: String, variants: [Variant])]

  /// The variants of experiment `key`, when the flow file has it.
  public func variants(of key: String) -> [Variant]? {
    experiments.first { $0.key == key }?.variants
  }

  /// A plan from its parts.
  public init(flow: String, experiments: [(key: String, variants: [Variant])]) {
    self.flow = flow
    self.experiments = experiments
  }

  /// The plan of a loaded flow (includes resolved): the weights as the
  /// assignment takes them (GrowthBook's rule: usable weights, else equal
  /// shares) and, per variant, the steps of `flow.applying(variant)` in the
  /// order of its ``FlowGraph``.
  public init(flow: FlowDefinition) {
    self.flow = flow.name
    var experiments: [(key: String, variants: [Variant])] = []
    for experiment in flow.assignedExperiments {
      let weights = GrowthBookHash.effectiveWeights(experiment.weights, count: experiment.variants.count)
      let variants = zip(experiment.variants, weights).map { variant, weight in
        let graph = FlowGraph(flow.applying(variant))
        return Variant(
          id: variant.id, weight: weight, steps: graph.nodes.filter { $0.role == .step }.map(\.name))
      }
      experiments.append((experiment.key, variants))
    }
    self.experiments = experiments
  }
}
