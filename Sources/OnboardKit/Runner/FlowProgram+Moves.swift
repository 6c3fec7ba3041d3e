extension FlowProgram {
  /// Moves the run to `node`, entering sub-flows until a step is reached, and
  /// shows it. `origin` is the node the run leaves (`nil` at `start`), for
  /// counting loops.
  func move(to node: Int, from origin: Int?, in state: inout FlowState<Model>, events: inout [FlowEvent])
    throws(RunnerError)
  {
    var target = node
    try count(from: origin, to: target, in: &state)
    while graph.nodes[target].role == .enterInclude {
      if isPassedOver(target, &state), let exit = graph.nodes[target].partner {
        // An include passed over: the run leaves it at once, by its exit.
        try count(from: target, to: exit, in: &state)
        try dispatch(.submitted(from: exit), at: exit, in: &state, events: &events)
        return
      }
      guard let first = graph.nodes[target].successors.first else {
        throw .unhandled(action: "enter", chain: chainNames(target))
      }
      try count(from: target, to: first, in: &state)
      target = first
    }
    if graph.nodes[target].role == .exitInclude {
      // An include without steps: leaving it is its containers' decision.
      try dispatch(.submitted(from: target), at: target, in: &state, events: &events)
      return
    }
    if isPassedOver(target, &state) {
      // Not shown: its containers route on as if it were submitted empty.
      try dispatch(.submitted(from: target), at: target, in: &state, events: &events)
      return
    }
    if let current = state.current { state.history.append(current) }
    state.current = graph.nodes[target].name
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
  /// the following node (a sub-flow's exit, for its last step); `nil` past
  /// the end of the top flow.
  /// `inout` only so the state is read where it is (see
  /// ``holds(_:answers:userID:attributes:)``); nothing in it changes.
  @inline(__always)
  func route(from node: Int, _ state: inout FlowState<Model>) -> Int? {
    // The node's fields are read one by one: binding the node would copy all of it.
    let conditions = branchConditions[node]
    guard !conditions.isEmpty else { return graph.nodes[node].following }
    for index in conditions.indices {
      guard let condition = conditions[index] else { return graph.nodes[node].branches[index].target }
      if holds(condition, in: &state) { return graph.nodes[node].branches[index].target }
    }
    return graph.nodes[node].following
  }

  /// Follows `next:` from `node` at the level of the top flow; `false` (and
  /// no move) past its end.
  func followTopLevel(from node: Int, in state: inout FlowState<Model>, events: inout [FlowEvent])
    throws(RunnerError) -> Bool
  {
    guard let target = route(from: node, &state) else { return false }
    try move(to: target, from: node, in: &state, events: &events)
    return true
  }
}
