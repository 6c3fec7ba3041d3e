extension FlowChecker.Context {
  /// Reachability and completeness over every path of the flow: unreachable
  /// steps, dead ends, steps that cannot reach a final step, and required
  /// model fields that some path to a final step never collects.
  mutating func checkPaths(_ flow: FlowDefinition) {
    let graph = FlowGraph(flow)
    guard let start = graph.start, flow.steps.contains(where: \.isFinal) else { return }
    let reachable = graph.reachable()
    let live = graph.canReachFinal()
    let first = graph.nodes[start].name
    for (index, node) in graph.nodes.enumerated() where node.role != .exitInclude {
      let mark = node.step.idMark ?? node.step.mark
      if !reachable.contains(index) {
        error("step '\(node.name)' is never reached from the first step '\(first)'", at: mark)
      } else if node.fallsOffEnd {
        error(
          "step '\(node.name)' is the last step and is not final: a run that reaches it has nowhere to go",
          at: mark)
      } else if !live.contains(index) {
        error("no final step can be reached from step '\(node.name)'", at: mark)
      }
    }
    checkRequiredFields(graph, flow)
  }

  private mutating func checkRequiredFields(_ graph: FlowGraph, _ flow: FlowDefinition) {
    // NB: a sub-flow that failed to load already has its own error; what it
    // would collect is unknown, so required-field paths would only echo it.
    guard let schema, !flow.hasUnresolvedIncludes else { return }
    let collectedAnywhere = Set(graph.nodes.flatMap(\.fieldKeys))
    for field in schema.fields where field.isRequired {
      guard let path = graph.shortestPathToFinal(avoiding: { $0.fieldKeys.contains(field.name) }) else {
        continue
      }
      guard collectedAnywhere.contains(field.name) else {
        error(
          "required field '\(field.name)' of model \(schema.modelName) is never collected",
          at: flow.stepsMark ?? flow.mark)
        continue
      }
      let final = path.last.map { graph.nodes[$0].step }
      error(
        "required field '\(field.name)' is not collected on the path \(graph.describe(path))",
        at: final?.idMark ?? final?.mark)
    }
  }
}
