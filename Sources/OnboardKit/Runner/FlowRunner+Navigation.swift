extension FlowRunner {
  /// `back`: handled by the flow container, which pops its stack; every
  /// answer stays. On the first step no container handles it.
  func goBack(_ state: inout FlowState<Model>, events: inout [FlowEvent]) throws(RunnerError) {
    guard let previous = state.history.popLast() else {
      throw .unhandled(action: "back", chain: currentNode(state).map(chain) ?? ["flow '\(flow.name)'"])
    }
    let left = state.current
    state.current = previous
    state.cache.node = nodeByName[previous].map { (core, $0) }
    state.fieldErrors = [:]
    state.status = .inProgress
    state.transitions += 1
    let now = clock()
    events.append(FlowEvent(.back, step: left, detail: previous, time: now))
    events.append(FlowEvent(.stepViewed, step: previous, time: now))
  }

  /// An answer for a field of the current step, parsed by the field's kind.
  /// A value that does not parse is remembered as the field's error (and the
  /// field forgets its old answer); rules wait for `submit`.
  func answer(_ name: String, _ value: JSONValue, in state: inout FlowState<Model>) throws(RunnerError) {
    guard let node = currentNode(state) else { throw .notStarted(.answer(field: name, value: value)) }
    guard let plan = plans[node].first(where: { $0.definition.key == name }) else {
      throw .fieldNotOnStep(
        field: name, step: graph.nodes[node].name, fields: graph.nodes[node].step.fields.map(\.key))
    }
    if case .null = value {
      // `null` forgets the answer: the field is unanswered again.
      _ = plan.field.store(&state.answers, nil)
      if !state.fieldErrors.isEmpty { state.fieldErrors[name] = nil }
      return
    }
    switch FieldValueParser.parse(value, kind: plan.field.kind, options: plan.options) {
    case .success(let parsed):
      _ = plan.field.store(&state.answers, parsed)
      if !state.fieldErrors.isEmpty { state.fieldErrors[name] = nil }
    case .failure(let problem):
      _ = plan.field.store(&state.answers, nil)
      state.fieldErrors[name] = [problem.message]
    }
  }

  /// The container chain of a step by its qualified name, for messages and tests.
  public func chain(of step: String) -> [String] {
    nodeByName[step].map(chain) ?? []
  }

  /// The container chain from a step up to the flow, for messages.
  func chain(_ node: Int) -> [String] {
    var names = ["step '\(graph.nodes[node].name)'"]
    var container = graph.nodes[node].container
    while let enter = container {
      names.append("sub-flow '\(graph.nodes[enter].name)'")
      container = graph.nodes[enter].container
    }
    names += variantLabels
    names.append("flow '\(flow.name)'")
    return names
  }
}

extension FlowRunner {
  /// Why the current step would go where it goes, for `--trace`:
  /// `branch 1 holds: {"age":{"$lt":18}}`, `no branch holds: the following step`…
  public func nextReason(_ state: FlowState<Model>) -> String {
    if experimentSet != nil { return active(state).nextReason(state) }
    guard let node = currentNode(state) else { return "" }
    let step = graph.nodes[node]
    if step.step.isFinal { return "the final step" }
    let known = facts(state, answers: state.answers, reading: nil)
    for (index, branch) in step.branches.enumerated() {
      guard let condition = branch.when else { return "branch \(index + 1) applies: it has no condition" }
      if condition.evaluate(known) { return "branch \(index + 1) holds: \(JSONWriter.value(condition.json))" }
    }
    let following = step.container != nil && step.following == graph.nodes[step.container ?? 0].partner
    let rest = following ? "the sub-flow ends" : "the following step"
    return step.branches.isEmpty ? "no 'next': \(rest)" : "no branch holds: \(rest)"
  }
}
