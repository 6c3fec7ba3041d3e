extension FlowRunner {
  /// Why the current step would go where it goes, for `--trace`:
  /// `branch 1 holds: {"age":{"$lt":18}}`, `no branch holds: the following step`…
  public func nextReason(_ state: FlowState<Model>) -> String {
    let program = program.active(state)
    guard let name = state.current, let node = program.nodeByName[name] else { return "" }
    let graph = program.graph
    let step = graph.nodes[node]
    if step.step.isFinal { return "the final step" }
    let known = program.facts(state, answers: state.answers, reading: nil)
    for (index, branch) in step.branches.enumerated() {
      guard let condition = branch.when else { return "branch \(index + 1) applies: it has no condition" }
      if condition.evaluate(known) { return "branch \(index + 1) holds: \(JSONWriter.value(condition.json))" }
    }
    let following = step.container != nil && step.following == graph.nodes[step.container ?? 0].partner
    let rest = following ? "the sub-flow ends" : "the following step"
    return step.branches.isEmpty ? "no 'next': \(rest)" : "no branch holds: \(rest)"
  }
}
