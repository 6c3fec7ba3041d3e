import Foundation

/// The engine's heart: a pure state machine that moves a person through a
/// flow, from the first step to a complete model.
///
/// ```swift
/// let runner = FlowRunner<User>(flow: flow)
/// var state = FlowState<User>(userID: "u-1")
/// var events = try runner.reduce(&state, .start)
/// events += try runner.reduce(&state, .answer(field: "firstName", value: "Ada"))
/// events += try runner.reduce(&state, .submit)
/// ```
///
/// `reduce` is the only way a run changes: state and action in, new state and
/// events out. Steps never decide where to go: a submitted step's action
/// travels up the container chain (step → sub-flows → flow) until a container
/// handles it (see `Containers/`). Time comes from the injected clock.
public struct FlowRunner<Model: Onboardable & Codable & Hashable>: Sendable {
  // NB: one reference, so handing a runner around (a variant's runner, a
  // captured runner) copies one pointer, not a dozen fields.
  let core: FlowRunnerCore<Model>

  /// The flow being run, includes resolved.
  public var flow: FlowDefinition { core.flow }
  /// The flow as a graph of steps.
  public var graph: FlowGraph { core.graph }
  var nodeByName: NameTable { core.nodeByName }
  /// Per node, its fields resolved against the model.
  var plans: [[FieldPlan<Model>]] { core.plans }
  var clock: @Sendable () -> Date { core.clock }
  /// The variant containers above this flow, for messages (variant flows only).
  var variantLabels: [String] { core.variantLabels }
  /// The flow's experiments; `nil` when it runs none (or is itself a variant's flow).
  var experimentSet: ExperimentSet<Model>? { core.experimentSet }

  /// The most moves back to the same or an earlier step (round a loop of
  /// `goto`s) a run may make before it is stopped as a loop. Moves forward
  /// and the person's `back` do not count, so a flow of any length runs.
  public static var maxLoops: Int { 10_000 }

  /// A runner for a checked flow whose model is `Model`.
  public init(flow: FlowDefinition, clock: @escaping @Sendable () -> Date = { Date() }) {
    self.init(flow: flow, variantLabels: [], clock: clock)
  }

  init(flow: FlowDefinition, variantLabels: [String], clock: @escaping @Sendable () -> Date) {
    core = FlowRunnerCore(flow: flow, variantLabels: variantLabels, clock: clock)
  }

  /// Applies one action to a run and returns what happened.
  ///
  /// Errors an action can cause — not started, finished, a field the step
  /// does not ask, `back` on the first step — leave the state unchanged.
  /// `tooManyLoops` and an unhandled move come only from flows that
  /// `onboard check` rejects; after them the run is not to be continued.
  @_specialize(exported:true,where Model == User)
  public func reduce(_ state: inout FlowState<Model>, _ action: FlowAction) throws(RunnerError) -> [FlowEvent]
  {
    guard let experimentSet else { return try reduceFlow(&state, action) }
    // NB: matched, not compared: `==` on an action or a status copies their payloads.
    if case .start = action, state.status.phase == .notStarted { experimentSet.assign(&state) }
    let box = experimentSet.runner(caching: &state)
    var events = try box.runner.reduceFlow(&state, action)
    experimentSet.addExposures(&state, &events, divergingAt: box.divergingAt)
    return events
  }

  /// `reduce` within one flow (a variant's, or one without experiments).
  func reduceFlow(_ state: inout FlowState<Model>, _ action: FlowAction) throws(RunnerError) -> [FlowEvent] {
    // NB: the state is changed in place (no working copy): a copy would make
    // every answer copy the whole answers dictionary.
    var events: [FlowEvent] = []
    // NB: answers send no events, so only the actions that do get room up front.
    if case .answer = action {} else { events.reserveCapacity(4) }
    try apply(action, to: &state, events: &events)
    return events
  }

  /// The runner of the flow the person actually sees: their variants' flow
  /// (steps reordered, inserted, skipped or overridden); this runner itself
  /// when the flow runs no experiments.
  public func active(_ state: FlowState<Model>) -> FlowRunner<Model> {
    experimentSet?.runner(for: state).runner ?? self
  }

  /// The step shown now, as the person's variants show it.
  public func currentStep(_ state: FlowState<Model>) -> StepDefinition? {
    if experimentSet != nil { return active(state).currentStep(state) }
    return currentNode(state).map { graph.nodes[$0].step }
  }

  private func apply(
    _ action: FlowAction, to state: inout FlowState<Model>, events: inout [FlowEvent]
  ) throws(RunnerError) {
    // NB: the phase, not `state.status` itself, is matched: switching over
    // the status would copy the built model it may carry on every action.
    // Phase and action are matched one after the other, not as a tuple,
    // which would copy the action.
    switch state.status.phase {
    case .notStarted:
      guard case .start = action else { throw .notStarted(action) }
      guard let start = graph.start else { throw .emptyFlow }
      state.status = .inProgress
      try move(to: start, in: &state, events: &events)
      return
    case .finished:
      throw .finished(action)
    case .active:
      break
    }
    switch action {
    case .start:
      throw .finished(action)
    case .back:
      try goBack(&state, events: &events)
    case .abandon:
      state.status = .abandoned
      events.append(FlowEvent(.abandoned, step: state.current, time: clock()))
    case .answer(let field, let value):
      try answer(field, value, in: &state)
    case .submit:
      try submit(&state, events: &events, skipping: false)
    case .skip:
      try submit(&state, events: &events, skipping: true)
    }
  }

  /// The node of the current step.
  func currentNode(_ state: FlowState<Model>) -> Int? {
    if let cached = state.cache.node, cached.runner === core { return cached.index }
    return state.current.flatMap { nodeByName[$0] }
  }

  /// Moves to `node`, entering and leaving sub-flows until a step is reached.
  func move(to node: Int, in state: inout FlowState<Model>, events: inout [FlowEvent]) throws(RunnerError) {
    var target = node
    try count(from: currentNode(state), to: target, in: &state)
    while graph.nodes[target].role != .step {
      let passing = graph.nodes[target]
      let next: Int
      switch passing.role {
      case .enterInclude:
        guard let first = passing.successors.first else {
          throw .unhandled(action: "enter", chain: chain(target))
        }
        next = first
      case .exitInclude, .step:
        guard let after = route(from: target, state) else {
          throw .unhandled(action: "leave", chain: chain(target))
        }
        next = after
      }
      try count(from: target, to: next, in: &state)
      target = next
    }
    if let current = state.current { state.history.append(current) }
    state.current = graph.nodes[target].name
    state.cache.node = (core, target)
    if !state.fieldErrors.isEmpty { state.fieldErrors = [:] }
    events.append(FlowEvent(.stepViewed, step: state.current, time: clock()))
  }

  /// Counts one move; a move to the same or an earlier node (nodes come in
  /// the order of the file, so only a `goto` back makes one) goes round a
  /// loop, and a run that has gone round ``maxLoops`` times is stopped.
  private func count(from: Int?, to target: Int, in state: inout FlowState<Model>) throws(RunnerError) {
    if let from, target <= from {
      guard state.loops < Self.maxLoops else { throw .tooManyLoops(Self.maxLoops) }
      state.loops += 1
    }
    state.transitions += 1
  }

  /// Where `next:` sends a run from `node`: the first branch that holds, else
  /// the following step; `nil` past the end of the top flow.
  func route(from node: Int, _ state: FlowState<Model>) -> Int? {
    // NB: the node's fields are read one by one: binding the node would copy all of it.
    let conditions = core.branchConditions[node]
    guard !conditions.isEmpty else { return graph.nodes[node].following }
    for index in conditions.indices {
      guard let condition = conditions[index] else { return graph.nodes[node].branches[index].target }
      if holds(condition, state, answers: state.answers) { return graph.nodes[node].branches[index].target }
    }
    return graph.nodes[node].following
  }

  /// What conditions see: the caller's attributes, the id, and the answers
  /// (answers win over attributes of the same name) — of `fields` only when
  /// given (what the conditions read), else every answer.
  func facts(
    _ state: FlowState<Model>, answers: Partial<Model>, reading fields: [(name: String, field: Field<Model>)]?
  ) -> JSONValue {
    // NB: sized once, so adding the id and the answers never grows it again.
    var object = [String: JSONValue](
      minimumCapacity: state.attributes.count + 1 + (fields?.count ?? answers.count))
    for (name, value) in state.attributes { object[name] = value }
    object["id"] = .string(state.userID)
    if let fields {
      for (name, field) in fields {
        if let value = field.load(answers) { object[name] = value.json }
      }
    } else {
      for (name, value) in answers.fieldValues { object[name] = value.json }
    }
    return .object(object)
  }
}
