extension FlowProgram {
  /// The container of the person's variants, between the sub-flows and the
  /// flow. Its one decision: the order of the top-level steps as the
  /// variants show them — reordered, with steps skipped and inserted (the
  /// program of the variants' flow holds that order). The flow container
  /// above sees only what it passes: a final step, `back` and `abandon`.
  /// - Returns: the action for the next container, `nil` when handled.
  func variantContainer(
    _ action: ContainerAction, in state: inout FlowState<Model>, events: inout [FlowEvent]
  ) throws(RunnerError) -> ContainerAction? {
    guard case .submitted(let node) = action, !graph.nodes[node].isFinal else { return action }
    return try followTopLevel(from: node, in: &state, events: &events) ? nil : action
  }
}
