extension FlowRunner {
  /// Why the current step would go where it goes, for `--trace`:
  /// `branch 1 holds: {"age":{"$lt":18}}`, `no branch holds: the following step`…,
  /// followed by the `when:` of the step it goes to, when it has one
  /// (`; its 'when' holds: …`, `; step 'guardian' is passed over: its 'when' is false: …`).
  package func nextReason(_ state: FlowState<Model>) -> String {
    let program = program.active(state)
    guard let name = state.current, let node = program.nodeByName[name] else { return "" }
    let graph = program.graph
    let step = graph.nodes[node]
    if step.step.isFinal { return "the final step" }
    let known = program.facts(
      answers: state.answers, userID: state.userID, attributes: state.attributes, reading: nil)
    for (index, branch) in step.branches.enumerated() {
      guard let condition = branch.when else {
        return "branch \(index + 1) applies: it has no condition" + whenReason(branch.target, known, graph)
      }
      if condition.evaluate(known) {
        return "branch \(index + 1) holds: \(JSONWriter.value(condition.json))"
          + whenReason(branch.target, known, graph)
      }
    }
    let following = step.container != nil && step.following == graph.nodes[step.container ?? 0].partner
    let rest = following ? "the sub-flow ends" : "the following step"
    let reason = step.branches.isEmpty ? "no 'next': \(rest)" : "no branch holds: \(rest)"
    return reason + (following ? "" : step.following.map { whenReason($0, known, graph) } ?? "")
  }

  /// What the `when:` of the step at `target` decides, as the trace says it.
  private func whenReason(_ target: Int, _ known: JSONValue, _ graph: FlowGraph) -> String {
    let node = graph.nodes[target]
    guard let when = node.step.when, !node.isFinal else { return "" }
    let text = JSONWriter.value(when.json)
    return when.evaluate(known)
      ? "; its 'when' holds: \(text)" : "; step '\(node.name)' is passed over: its 'when' is false: \(text)"
  }
}
