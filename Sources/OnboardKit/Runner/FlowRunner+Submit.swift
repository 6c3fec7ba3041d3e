extension FlowRunner {
  /// `submit` (or `skip`): the step checks its own fields — all of them,
  /// every problem together — then, on the final step, the run is finished;
  /// elsewhere the step's `submitted` travels up the container chain.
  func submit(_ state: inout FlowState<Model>, events: inout [FlowEvent], skipping: Bool) throws(RunnerError)
  {
    guard let node = currentNode(state) else { throw .notStarted(skipping ? .skip : .submit) }
    let step = graph.nodes[node].step
    let name = graph.nodes[node].name
    let problems = skipping ? skipProblems(step) : stepProblems(step, &state)
    guard problems.isEmpty else {
      state.fieldErrors = Dictionary(grouping: problems) { $0.field ?? "" }.mapValues { $0.map(\.message) }
      let now = clock()
      for problem in problems {
        events.append(
          FlowEvent(.validationFailed, step: name, field: problem.field, detail: problem.message, time: now))
      }
      return
    }
    state.fieldErrors = [:]
    if skipping {
      for field in step.fields { state.answers.set(field.key, to: nil) }
    }
    events.append(FlowEvent(.stepCompleted, step: name, detail: skipping ? "skipped" : nil, time: clock()))
    if step.isFinal {
      finish(&state, at: name, events: &events)
    } else {
      try dispatch(submittedFrom: node, in: &state, events: &events)
    }
  }

  /// Whether the step's field must be answered: the flow's `required`, else the model's.
  func isRequired(_ field: FieldDefinition) -> Bool {
    field.required ?? Model.schema.field(named: field.key)?.isRequired ?? false
  }

  private func skipProblems(_ step: StepDefinition) -> [(field: String?, message: String)] {
    step.fields.filter(isRequired).map { ($0.key, "is required, so this step cannot be skipped") }
  }

  /// Every problem of the step's answers; fills defaults for unanswered fields.
  private func stepProblems(_ step: StepDefinition, _ state: inout FlowState<Model>) -> [(
    field: String?, message: String
  )] {
    var problems: [(field: String?, message: String)] = []
    for field in step.fields {
      if let errors = state.fieldErrors[field.key], !errors.isEmpty {
        problems += errors.map { (field.key, $0) }
        continue
      }
      guard let schemaField = Model.schema.field(named: field.key) else { continue }
      var value = state.answers.get(field.key)
      if value == nil, let fallback = field.defaultValue {
        let options = field.options?.map(\.value) ?? schemaField.allowedValues
        if case .success(let parsed) = FieldValueParser.parse(
          fallback, kind: schemaField.kind, options: options)
        {
          state.answers.set(field.key, to: parsed)
          value = parsed
        }
      }
      guard let value else {
        if isRequired(field) { problems.append((field.key, "is required")) }
        continue
      }
      for message in FieldRuleCheck.problems(value, rules: field.rules, kind: schemaField.kind) {
        problems.append((field.key, message))
      }
    }
    return problems
  }
}
