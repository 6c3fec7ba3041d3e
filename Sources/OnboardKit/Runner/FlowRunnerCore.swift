import Foundation

/// What a ``FlowRunner`` works from, resolved once when it is made: the
/// graph, each node's field plans, condition inputs and container chain.
/// Immutable, so it is shared freely between threads and runs.
final class FlowRunnerCore<Model: Onboardable & Codable & Hashable>: Sendable {
  let flow: FlowDefinition
  let graph: FlowGraph
  let nodeByName: NameTable
  /// Per node, the containers above it, innermost first, ending with the flow.
  let chains: [[any RunContainer]]
  /// Per node, the model's fields its step's cross-field `rules` read.
  let ruleFields: [[(name: String, field: Field<Model>)]]
  /// Per node, the model's fields its `next:` conditions read (only those
  /// answers become facts).
  let branchFields: [[(name: String, field: Field<Model>)]]
  let plans: [[FieldPlan<Model>]]
  let clock: @Sendable () -> Date
  let variantLabels: [String]
  let experimentSet: ExperimentSet<Model>?

  init(flow: FlowDefinition, variantLabels: [String], clock: @escaping @Sendable () -> Date) {
    self.variantLabels = variantLabels
    self.experimentSet = flow.experiments.isEmpty ? nil : ExperimentSet(flow: flow, clock: clock)
    self.flow = flow
    let graph = FlowGraph(flow)
    self.graph = graph
    self.clock = clock
    self.nodeByName = NameTable(
      graph.nodes.indices.filter { graph.nodes[$0].role == .step }.map { (graph.nodes[$0].name, $0) })
    self.plans = graph.nodes.map { $0.role == .step ? FieldPlan<Model>.plans(for: $0.step) : [] }
    self.branchFields = graph.nodes.map {
      Self.fields(reading: $0.branches.flatMap { $0.when?.attributeNames ?? [] })
    }
    self.ruleFields = graph.nodes.map { Self.fields(reading: $0.step.rules.flatMap(\.when.attributeNames)) }
    self.chains = graph.nodes.indices.map { node in
      var chain: [any RunContainer] = []
      var container = graph.nodes[node].container
      while let enter = container, let exit = graph.nodes[enter].partner {
        chain.append(SubFlowContainer(enter: enter, exit: exit, stepName: graph.nodes[enter].name))
        container = graph.nodes[enter].container
      }
      chain += variantLabels.map(VariantContainer.init(name:))
      chain.append(TopFlowContainer(flowName: flow.name))
      return chain
    }
  }

  /// The model's fields among `names`, once each, in name order (names that
  /// are not fields are attributes, which facts always hold).
  private static func fields(reading names: [String]) -> [(name: String, field: Field<Model>)] {
    Set(names).sorted().compactMap { name in Model.schema.field(named: name).map { (name, $0) } }
  }
}
