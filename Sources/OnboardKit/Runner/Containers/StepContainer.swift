extension FlowProgram {
  /// The step container. Its one decision: whether the step's answers are
  /// accepted. `submit` checks every field — all of them, every problem
  /// together — and fills defaults; `skip` is refused while a field is
  /// required and forgets the step's answers. Accepted, the step is
  /// completed and `submitted` goes up the chain; other actions pass.
  /// - Returns: the action for the next container, `nil` when handled.
  func stepContainer(
    _ action: ContainerAction, at node: Int, in state: inout FlowState<Model>, events: inout [FlowEvent]
  ) -> ContainerAction? {
    let skipping: Bool
    switch action {
    case .submit: skipping = false
    case .skip: skipping = true
    case .submitted, .back, .abandon: return action
    }
    let name = graph.nodes[node].name
    let problems = skipping ? skipProblems(plans[node]) : stepProblems(plans[node], &state)
    guard problems.isEmpty else {
      state.fieldErrors = Dictionary(grouping: problems) { $0.field ?? "" }.mapValues { $0.map(\.message) }
      let now = clock()
      for problem in problems {
        events.append(
          FlowEvent(.validationFailed, step: name, field: problem.field, detail: problem.message, time: now))
      }
      return nil
    }
    if !state.fieldErrors.isEmpty { state.fieldErrors = [:] }
    if skipping {
      for plan in plans[node] { _ = plan.field.store(&state.answers, nil) }
    }
    events.append(FlowEvent(.stepCompleted, step: name, detail: skipping ? "skipped" : nil, time: clock()))
    return .submitted(from: node)
  }

  private func skipProblems(_ plans: [FieldPlan<Model>]) -> [(field: String?, message: String)] {
    plans.filter(\.isRequired).map { ($0.definition.key, "is required, so this step cannot be skipped") }
  }

  /// Every problem of the step's answers; fills defaults for unanswered fields.
  private func stepProblems(_ plans: [FieldPlan<Model>], _ state: inout FlowState<Model>) -> [(
    field: String?, message: String
  )] {
    var problems: [(field: String?, message: String)] = []
    for plan in plans {
      let key = plan.definition.key
      if !state.fieldErrors.isEmpty, let errors = state.fieldErrors[key], !errors.isEmpty {
        problems += errors.map { (key, $0) }
        continue
      }
      // A field without rules is only looked for, not read and converted.
      if !plan.hasRules, plan.isAnswered(state.answers) { continue }
      var value = plan.field.load(state.answers)
      if value == nil, let fallback = plan.defaultValue {
        _ = plan.field.store(&state.answers, fallback)
        value = fallback
      }
      guard let value else {
        if plan.isRequired { problems.append((key, "is required")) }
        continue
      }
      for message in plan.problems(value) {
        problems.append((key, message))
      }
    }
    return problems
  }
}
