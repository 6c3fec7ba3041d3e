extension FlowProgram {
  /// Applies one action to a run and returns what happened: the only way a
  /// run changes. The person's actions (`submit`, `skip`, `back`, `abandon`)
  /// enter the container chain at the current step and travel up it until a
  /// container handles them (see ``RunContainer``).
  ///
  /// - Parameters:
  ///   - state: the run; `start` stamps it with the flow's name and version.
  ///   - action: what the person (or the caller) did.
  /// - Returns: the events of the action, in order.
  /// - Throws: ``RunnerError``. Errors an action can cause — not started,
  ///   finished, a field the step does not ask, `back` on the first step, a
  ///   state of another flow or version, a step this flow does not have —
  ///   leave the state unchanged. `tooManyLoops` and an unhandled move come
  ///   only from flows that `onboard check` rejects; after them the run is
  ///   not to be continued.
  @_specialize(exported:true,where Model == User)
  public func reduce(_ state: inout FlowState<Model>, _ action: FlowAction) throws(RunnerError) -> [FlowEvent]
  {
    try checkOwnership(state.flowName, state.flowVersion)
    guard let experiments else { return try reduceOwn(&state, action) }
    if case .answer(let field, let value) = action, state.status.phase == .active, let name = state.current,
      let node = nodeByName[name], sameFieldsInEveryVariant[node]
    {
      // Every combination parses this answer alike (see `sameFieldsInEveryVariant`).
      try answer(field, value, at: node, in: &state)
      return []
    }
    if case .start = action, state.status.phase == .notStarted { experiments.assign(&state) }
    let variant = experiments.variant(for: state.variants)
    var events = try variant.program.reduceOwn(&state, action)
    experiments.addExposures(&state, &events, divergingAt: variant.divergingAt)
    return events
  }

  /// A state started on another flow, or on another version of this one,
  /// is refused: its steps would be read as this flow's. (A state saved
  /// before states were stamped carries neither and is read by step id.)
  /// Only the stamps are passed: passing the state made a copy of it on
  /// every action.
  // Inlined, with the refusal kept out of line: it runs on every action.
  @inline(__always)
  private func checkOwnership(_ flowName: String?, _ flowVersion: Int?) throws(RunnerError) {
    guard let name = flowName else { return }
    if name != flow.name || flowVersion != flow.version { throw refusal(name, flowVersion) }
  }

  @inline(never)
  private func refusal(_ name: String, _ version: Int?) -> RunnerError {
    .otherFlow(
      state: FlowStamp(name: name, version: version),
      program: FlowStamp(name: flow.name, version: flow.version))
  }

  /// `reduce` within this program's own flow (a variant's, or one without
  /// experiments). The state is changed in place: a working copy would copy
  /// the whole answers dictionary on every answer.
  func reduceOwn(_ state: inout FlowState<Model>, _ action: FlowAction) throws(RunnerError) -> [FlowEvent] {
    var events: [FlowEvent] = []
    // Answers send no events; the actions that do get room up front.
    if case .answer = action {} else { events.reserveCapacity(4) }
    // The phase, not the status, is matched: matching the status would copy
    // the model it may carry on every action.
    switch state.status.phase {
    case .notStarted:
      guard case .start = action else { throw .notStarted(action) }
      guard let start = graph.start else { throw .emptyFlow }
      state.status = .inProgress
      state.flowName = flow.name
      state.flowVersion = flow.version
      try move(to: start, from: nil, in: &state, events: &events)
      return events
    case .finished:
      throw .finished(action)
    case .active:
      break
    }
    guard let name = state.current else { throw .notStarted(action) }
    let node = try node(named: name)
    switch action {
    case .start: throw .finished(action)
    case .answer(let field, let value): try answer(field, value, at: node, in: &state)
    case .submit: try dispatch(.submit, at: node, in: &state, events: &events)
    case .skip: try dispatch(.skip, at: node, in: &state, events: &events)
    case .back: try dispatch(.back, at: node, in: &state, events: &events)
    case .abandon: try dispatch(.abandon, at: node, in: &state, events: &events)
    }
    return events
  }

  /// The node of a step by its qualified id.
  /// - Throws: `stepNotInFlow` when this flow has no such step (a state of a
  ///   changed flow): the run never goes on at a wrong step.
  // Inlined, with the refusal kept out of line: it runs on every action.
  @inline(__always)
  func node(named name: String) throws(RunnerError) -> Int {
    guard let node = nodeByName[name] else { throw missing(name) }
    return node
  }

  @inline(never)
  private func missing(_ name: String) -> RunnerError {
    .stepNotInFlow(step: name, flow: FlowStamp(name: flow.name, version: flow.version))
  }
}
