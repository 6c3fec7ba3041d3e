extension FlowProgram {
  /// The flow's container, at the top of every chain. Its decisions are the
  /// run's as a whole: the back stack (`back` pops it; every answer stays),
  /// the final step (a submitted final step finishes the run, see
  /// ``finish(_:at:events:)``), `abandon`, and the order of the top-level
  /// steps as written when no variant container decides it. What it does
  /// not handle — `back` on the first step, a run off the end of the flow —
  /// is unhandled.
  /// - Returns: the action for the next container, `nil` when handled.
  func flowContainer(
    _ action: ContainerAction, in state: inout FlowState<Model>, events: inout [FlowEvent]
  ) throws(RunnerError) -> ContainerAction? {
    switch action {
    case .submitted(let node):
      if graph.nodes[node].isFinal {
        finish(&state, at: node, events: &events)
        return nil
      }
      return try followTopLevel(from: node, in: &state, events: &events) ? nil : action
    case .back:
      guard let previous = state.history.last else { return action }
      _ = try self.node(named: previous)
      state.history.removeLast()
      let left = state.current
      state.current = previous
      state.fieldErrors = [:]
      state.status = .inProgress
      state.transitions += 1
      let now = clock()
      events.append(FlowEvent(.back, step: left, detail: previous, time: now))
      events.append(FlowEvent(.stepViewed, step: previous, time: now))
      return nil
    case .abandon:
      state.status = .abandoned
      events.append(FlowEvent(.abandoned, step: state.current, time: clock()))
      return nil
    case .submit, .skip:
      return action
    }
  }
}
