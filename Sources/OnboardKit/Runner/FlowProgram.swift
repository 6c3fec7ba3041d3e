import Foundation

/// A checked flow compiled once for the model `Model`: its graph, each step's
/// field plans, its conditions ready to evaluate, the container chain of each
/// node and, when the flow runs experiments, one sub-program per combination
/// of variants. Immutable, so it is shared freely between threads and runs;
/// everything a run remembers lives in its ``FlowState``.
///
/// ```swift
/// let program = FlowProgram<User>(flow: flow)
/// var state = FlowState<User>(userID: "u-1")
/// var events = try program.reduce(&state, .start)
/// events += try program.reduce(&state, .answer(field: "firstName", value: "Ada"))
/// events += try program.reduce(&state, .submit)
/// ```
public final class FlowProgram<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The flow being run, includes resolved (a variant's flow, in a sub-program).
  public let flow: FlowDefinition
  /// The flow as a graph of steps; nodes are numbered in the order of the file.
  package let graph: FlowGraph
  /// The node of each step, by its qualified name.
  let nodeByName: NameTable
  /// Per node, the containers above it, innermost first, ending with the flow
  /// (see ``RunContainer``).
  let chains: [[RunContainer]]
  /// Per node, its step's cross-field `rules`, ready to evaluate.
  let ruleConditions: [[RunCondition<Model>]]
  /// Per node and branch of its `next:`, the branch's condition ready to
  /// evaluate (`nil` for a plain `goto`).
  let branchConditions: [[RunCondition<Model>?]]
  /// Per node, its step's `when:` ready to evaluate (`nil`: always shown);
  /// on an include's enter node, the include step's.
  let stepConditions: [RunCondition<Model>?]
  /// Per node, its fields resolved against the model.
  let plans: [[FieldPlan<Model>]]
  /// Per node, whether one of its fields records an agreement (a consent),
  /// so the step's `step_completed` carries what was agreed to.
  let agreementSteps: [Bool]
  /// Per node, the bits of the keys its fields store answers under (see
  /// ``KeyPathKey/bit``); `nil` when one has no bit.
  let fieldBits: [UInt64?]
  /// The key the person's id is stored under.
  let idKey: KeyPathKey<Model>
  let clock: @Sendable () -> Date
  /// The variants this program runs, as messages name them (sub-programs only).
  let variantLabels: [String]
  /// The flow's experiments and their sub-programs; `nil` when it runs none
  /// (or is itself a sub-program).
  let experiments: ExperimentSet<Model>?
  /// Per node, whether every combination of variants asks the same fields at
  /// its step, so an answer there is parsed without finding the person's
  /// combination (empty without experiments).
  let sameFieldsInEveryVariant: [Bool]
  /// The fields some metric names, with how to read each answer: what a
  /// completed run stores (``FlowEvent/data``).
  let metricLoads: [(name: String, load: @Sendable (Partial<Model>) -> FieldValue?)]

  /// The most moves back to the same or an earlier step (round a loop of
  /// `goto`s) a run may make before it is stopped as a loop. Moves forward
  /// and the person's `back` do not count, so a flow of any length runs.
  package static var maxLoops: Int { 10_000 }

  /// Compiles a checked flow whose model is `Model`.
  /// - Parameters:
  ///   - flow: a flow that `FlowChecker` accepts, includes resolved.
  ///   - clock: the time events carry.
  public convenience init(flow: FlowDefinition, clock: @escaping @Sendable () -> Date = { Date() }) {
    self.init(flow: flow, variantLabels: [], clock: clock)
  }

  init(flow: FlowDefinition, variantLabels: [String], clock: @escaping @Sendable () -> Date) {
    self.variantLabels = variantLabels
    self.experiments = flow.experiments.isEmpty ? nil : ExperimentSet(flow: flow, clock: clock)
    self.flow = flow
    let graph = FlowGraph(flow)
    self.graph = graph
    self.clock = clock
    self.nodeByName = NameTable(
      graph.nodes.indices.filter { graph.nodes[$0].role == .step }.map { (graph.nodes[$0].name, $0) })
    let plans = graph.nodes.map { $0.role == .step ? FieldPlan<Model>.plans(for: $0.step) : [] }
    self.plans = plans
    self.agreementSteps = plans.map { $0.contains(where: \.recordsAgreement) }
    self.fieldBits = plans.map { plans in
      plans.allSatisfy { $0.field.key.bit != 0 } ? plans.reduce(0) { $0 | $1.field.key.bit } : nil
    }
    self.idKey = KeyPathKey(Model.idKeyPath)
    self.branchConditions = graph.nodes.map { $0.branches.map { $0.when.map(RunCondition.init) } }
    self.stepConditions = graph.nodes.map {
      $0.role != .exitInclude && !$0.step.isFinal ? $0.step.when.map(RunCondition.init) : nil
    }
    self.ruleConditions = graph.nodes.map { $0.step.rules.map { RunCondition($0.when) } }
    self.chains = graph.nodes.indices.map {
      RunContainer.chain(of: $0, in: graph, variants: variantLabels.isEmpty ? nil : variantLabels)
    }
    self.sameFieldsInEveryVariant = experiments?.sameFields(in: graph) ?? []
    self.metricLoads = flow.metricFields.compactMap { name in
      Model.schema.field(named: name).map { (name, $0.load) }
    }
  }

  /// The program of the flow the person actually sees: their variants' flow
  /// (steps reordered, inserted, skipped or overridden); this program itself
  /// when the flow runs no experiments.
  public func active(_ state: FlowState<Model>) -> FlowProgram<Model> {
    experiments?.variant(for: state.variants).program ?? self
  }

  /// The step shown now, as the person's variants show it; `nil` before
  /// `start` or when the flow has no step of the state's name.
  public func currentStep(_ state: FlowState<Model>) -> StepDefinition? {
    let program = active(state)
    return state.current.flatMap { program.nodeByName[$0] }.map { program.graph.nodes[$0].step }
  }

  /// The fields the current step asks now, in order: those without `when:`
  /// and those whose `when:` holds over the answers so far and the
  /// attributes, never a `compute:`d one (empty before `start`).
  public func askedFields(_ state: FlowState<Model>) -> [FieldDefinition] {
    let program = active(state)
    guard let name = state.current, let node = program.nodeByName[name] else { return [] }
    let step = program.graph.nodes[node].step
    guard step.fields.contains(where: { $0.when != nil || $0.compute != nil }) else { return step.fields }
    return program.plans[node].filter { program.asks($0, state) }.map(\.definition)
  }

  /// Whether the step's field must be answered: the flow's `required`, else the model's.
  func isRequired(_ field: FieldDefinition) -> Bool {
    field.required ?? Model.schema.field(named: field.key)?.isRequired ?? false
  }
}
