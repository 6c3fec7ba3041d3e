extension FlowRunner {
  /// The final step: only answers given on the path taken count; the flow's
  /// cross-field rules are checked, then the model is built. Every problem
  /// is reported, each at the step on the path that owns its field.
  func finish(_ state: inout FlowState<Model>, at finalStep: String, events: inout [FlowEvent]) {
    var kept = Partial<Model>()
    kept.update(Model.idKeyPath, to: Identifier(state.userID))
    var facts = state.attributes
    facts["id"] = .string(state.userID)
    for name in state.path {
      guard let node = nodeByName[name] else { continue }
      for plan in plans[node] {
        guard let value = plan.field.load(state.answers) else { continue }
        _ = plan.field.store(&kept, value)
        facts[plan.definition.key] = value.json
      }
    }
    var problems: [RunProblem] = []
    if let node = nodeByName[finalStep] {
      for rule in graph.nodes[node].step.rules where rule.when.evaluate(.object(facts)) {
        problems.append(RunProblem(step: finalStep, field: nil, message: rule.error))
      }
    }
    var built: Model?
    do {
      built = try Model(from: kept)
    } catch {
      let owners = fieldOwners(on: state.path)
      for problem in error.problems {
        problems.append(
          RunProblem(step: owners[problem.field] ?? finalStep, field: problem.field, message: problem.message)
        )
      }
    }
    let now = clock()
    if let built, problems.isEmpty {
      state.status = .completed(built)
      events.append(FlowEvent(.completed, step: finalStep, time: now))
    } else {
      state.status = .rejected(problems)
      for problem in problems {
        events.append(
          FlowEvent(
            .validationFailed, step: problem.step, field: problem.field, detail: problem.message, time: now))
      }
    }
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
