extension FlowRunner {
  /// `submit` (or `skip`): the step checks its own fields — all of them,
  /// every problem together — then, on the final step, the run is finished;
  /// elsewhere the step's `submitted` travels up the container chain.
  func submit(_ state: inout FlowState<Model>, events: inout [FlowEvent], skipping: Bool) throws(RunnerError)
  {
    guard let node = currentNode(state) else { throw .notStarted(skipping ? .skip : .submit) }
    let name = graph.nodes[node].name
    let problems = skipping ? skipProblems(plans[node]) : stepProblems(plans[node], &state)
    guard problems.isEmpty else {
      state.fieldErrors = Dictionary(grouping: problems) { $0.field ?? "" }.mapValues { $0.map(\.message) }
      let now = clock()
      for problem in problems {
        events.append(
          FlowEvent(.validationFailed, step: name, field: problem.field, detail: problem.message, time: now))
      }
      return
    }
    if !state.fieldErrors.isEmpty { state.fieldErrors = [:] }
    if skipping {
      for plan in plans[node] { _ = plan.field.store(&state.answers, nil) }
    }
    events.append(FlowEvent(.stepCompleted, step: name, detail: skipping ? "skipped" : nil, time: clock()))
    if graph.nodes[node].step.isFinal {
      finish(&state, at: node, events: &events)
    } else {
      try dispatch(submittedFrom: node, in: &state, events: &events)
    }
  }

  /// Whether the step's field must be answered: the flow's `required`, else the model's.
  func isRequired(_ field: FieldDefinition) -> Bool {
    field.required ?? Model.schema.field(named: field.key)?.isRequired ?? false
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
      // NB: a field without rules is only looked for, not read and converted.
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
