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
  /// Per node, its step's cross-field `rules`, ready to evaluate.
  let ruleConditions: [[RunCondition<Model>]]
  /// Per node and branch of its `next:`, the branch's condition ready to
  /// evaluate (`nil` for a plain `goto`).
  let branchConditions: [[RunCondition<Model>?]]
  let plans: [[FieldPlan<Model>]]
  /// Per node, the bits of the keys its fields store answers under (see
  /// ``KeyPathKey/bit``); `nil` when one has no bit.
  let fieldBits: [UInt64?]
  /// The key the person's id is stored under.
  let idKey: KeyPathKey<Model>
  let clock: @Sendable () -> Date
  let variantLabels: [String]
  let experimentSet: ExperimentSet<Model>?
  /// The fields some metric names, with how to read each answer: what a
  /// completed run stores (``FlowEvent/data``).
  let metricLoads: [(name: String, load: @Sendable (Partial<Model>) -> FieldValue?)]

  init(flow: FlowDefinition, variantLabels: [String], clock: @escaping @Sendable () -> Date) {
    self.variantLabels = variantLabels
    self.experimentSet = flow.experiments.isEmpty ? nil : ExperimentSet(flow: flow, clock: clock)
    self.flow = flow
    let graph = FlowGraph(flow)
    self.graph = graph
    self.clock = clock
    self.nodeByName = NameTable(
      graph.nodes.indices.filter { graph.nodes[$0].role == .step }.map { (graph.nodes[$0].name, $0) })
    let plans = graph.nodes.map { $0.role == .step ? FieldPlan<Model>.plans(for: $0.step) : [] }
    self.plans = plans
    self.fieldBits = plans.map { plans in
      plans.allSatisfy { $0.field.key.bit != 0 } ? plans.reduce(0) { $0 | $1.field.key.bit } : nil
    }
    self.idKey = KeyPathKey(Model.idKeyPath)
    self.metricLoads = flow.metricFields.compactMap { name in
      Model.schema.field(named: name).map { (name, $0.load) }
    }
    self.branchConditions = graph.nodes.map { $0.branches.map { $0.when.map(RunCondition.init) } }
    self.ruleConditions = graph.nodes.map { $0.step.rules.map { RunCondition($0.when) } }
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
