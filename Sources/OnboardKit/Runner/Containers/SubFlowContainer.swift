extension FlowProgram {
  /// The container of an included sub-flow. Its one decision: where a run
  /// done with a step inside the include goes — the next step by the
  /// sub-flow's `next:`, or, when that runs off the sub-flow's end, out of
  /// the include: `submitted` from its `exit` goes up, and the container
  /// above follows the include step's own `next:`. A final step, `back` and
  /// `abandon` are not its to decide.
  /// - Returns: the action for the next container, `nil` when handled.
  func subFlowContainer(
    _ action: ContainerAction, exit: Int, in state: inout FlowState<Model>, events: inout [FlowEvent]
  ) throws(RunnerError) -> ContainerAction? {
    guard case .submitted(let node) = action, !graph.nodes[node].isFinal else { return action }
    guard let target = route(from: node, &state), target != exit else { return .submitted(from: exit) }
    try move(to: target, from: node, in: &state, events: &events)
    return nil
  }
}
