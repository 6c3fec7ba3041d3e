extension FlowProgram {
  /// The final step: only answers given on the path taken count; the flow's
  /// cross-field rules are checked, then the model is built. Every problem
  /// is reported, each at the step on the path that owns its field.
  func finish(_ state: inout FlowState<Model>, at finalNode: Int, events: inout [FlowEvent]) {
    let finalStep = graph.nodes[finalNode].name
    let kept = keptAnswers(state)
    var problems: [RunProblem] = []
    // By index, so no condition is copied; the rules' messages are looked
    // up only when one holds.
    let conditions = ruleConditions[finalNode]
    let userID = state.userID
    let attributes = state.attributes
    for index in conditions.indices
    where holds(conditions[index], answers: kept, userID: userID, attributes: attributes) {
      problems.append(
        RunProblem(step: finalStep, field: nil, message: graph.nodes[finalNode].step.rules[index].error))
    }
    // No `Model?` kept around: the model is used where it is built.
    do {
      let built = try Model(from: kept)
      if problems.isEmpty {
        state.status = .completed(built)
        var completed = FlowEvent(.completed, step: finalStep, time: clock())
        if !metricLoads.isEmpty { completed.data = metricAnswers(kept) }
        events.append(completed)
        return
      }
    } catch {
      let owners = fieldOwners(on: state.path)
      for problem in error.problems {
        problems.append(
          RunProblem(step: owners[problem.field] ?? finalStep, field: problem.field, message: problem.message)
        )
      }
    }
    state.status = .rejected(problems)
    let now = clock()
    for problem in problems {
      events.append(
        FlowEvent(
          .validationFailed, step: problem.step, field: problem.field, detail: problem.message, time: now))
    }
  }

  /// The answers of the fields some metric names, as a JSON object (a
  /// field without an answer is left out).
  private func metricAnswers(_ answers: Partial<Model>) -> JSONValue {
    var values = [String: JSONValue](minimumCapacity: metricLoads.count)
    for (name, load) in metricLoads {
      if let value = load(answers) { values[name] = value.json }
    }
    return .object(values)
  }

  /// The answers given on the path taken, with the person's id. When every
  /// answer was given on the path (the usual case) that is all of them, and
  /// nothing is copied field by field.
  // Inlined into its callers, which hold the state `inout`: called, a
  // copy of the whole state was made for the call on every evaluation.
  @inline(__always)
  private func keptAnswers(_ state: FlowState<Model>) -> Partial<Model> {
    if allAnswersOnPath(state),
      state.answers.value(idKey, as: Identifier<Model>.self) == Identifier(state.userID)
    {
      return state.answers
    }
    var kept = Partial<Model>()
    kept.update(Model.idKeyPath, to: Identifier(state.userID))
    for name in state.path {
      guard let node = nodeByName[name] else { continue }
      for plan in plans[node] {
        guard let value = plan.field.load(state.answers) else { continue }
        _ = plan.field.store(&kept, value)
      }
    }
    return kept
  }

  /// Whether every answer but the id belongs to a field asked on the path,
  /// compared as bit masks of keys (`false` when a key has no bit).
  // Inlined into its callers, which hold the state `inout`: called, a
  // copy of the whole state was made for the call on every evaluation.
  @inline(__always)
  private func allAnswersOnPath(_ state: FlowState<Model>) -> Bool {
    guard let answered = state.answers.keyBits else { return false }
    var onPath = idKey.bit
    for name in state.history {
      guard let node = nodeByName[name], let bits = fieldBits[node] else { return false }
      onPath |= bits
    }
    if let current = state.current {
      guard let node = nodeByName[current], let bits = fieldBits[node] else { return false }
      onPath |= bits
    }
    return onPath != 0 && answered & ~onPath == 0
  }

  /// The last step on `path` that asks each field.
  func fieldOwners(on path: [String]) -> [String: String] {
    var owners: [String: String] = [:]
    for name in path {
      guard let node = nodeByName[name] else { continue }
      for field in graph.nodes[node].step.fields { owners[field.key] = name }
    }
    return owners
  }
}
