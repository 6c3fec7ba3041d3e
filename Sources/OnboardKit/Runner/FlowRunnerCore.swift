import Foundation

/// What a ``FlowRunner`` works from, resolved once when it is made: the
/// graph, each node's field plans, condition inputs and container chain.
/// Immutable, so it is shared freely between threads and runs.
final class FlowRunnerCore<Model: Onboardable & Codable & Hashable>: Sendable {
  let flow: FlowDefinition
  let graph: FlowGraph
  let nodeByName: NameTable
  // NB: what the hot path reads of each node, kept in arrays of their own:
  // reading `graph.nodes[i].x` copies the whole node (and its step) first.
  /// Per node, its qualified name.
  let names: [String]
  /// Per node, whether it is a flow's final step.
  let isFinal: [Bool]
  /// Per node, its `next:` branches.
  let branches: [[(when: Condition?, target: Int)]]
  /// Per node, where the run goes when no branch holds.
  let following: [Int?]
  /// Per node, its step's cross-field rules.
  let rules: [[FinalRule]]
  /// Per node, the containers above it, innermost first, ending with the flow.
  let chains: [[any RunContainer]]
  /// Per node, the model's fields its step's cross-field `rules` read.
  let ruleFields: [[(name: String, field: Field<Model>)]]
  let conditionNames: [[String]]
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
    self.names = graph.nodes.map(\.name)
    self.isFinal = graph.nodes.map { $0.role == .step && $0.step.isFinal }
    self.branches = graph.nodes.map(\.branches)
    self.following = graph.nodes.map(\.following)
    self.rules = graph.nodes.map { $0.role == .step ? $0.step.rules : [] }
    self.nodeByName = NameTable(
      graph.nodes.indices.filter { graph.nodes[$0].role == .step }.map { (graph.nodes[$0].name, $0) })
    self.plans = graph.nodes.map { $0.role == .step ? FieldPlan<Model>.plans(for: $0.step) : [] }
    self.conditionNames = graph.nodes.map { node in
      Array(Set(node.branches.flatMap { $0.when?.attributeNames ?? [] })).sorted()
    }
    self.ruleFields = graph.nodes.map { node in
      Set(node.step.rules.flatMap(\.when.attributeNames)).sorted().compactMap { name in
        Model.schema.field(named: name).map { (name, $0) }
      }
    }
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
}
