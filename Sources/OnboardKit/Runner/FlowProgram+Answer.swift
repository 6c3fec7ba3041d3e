extension FlowProgram {
  /// An answer for a field of the step at `node`, parsed by the field's
  /// kind. A value that does not parse is remembered as the field's error
  /// (the rules' `message`, the options' labels, else the kind's words)
  /// (and the field forgets its old answer); rules wait for `submit`.
  func answer(_ name: String, _ value: JSONValue, at node: Int, in state: inout FlowState<Model>)
    throws(RunnerError)
  {
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
    switch plan.parse(value) {
    case .success(let parsed):
      _ = plan.field.store(&state.answers, parsed)
      if !state.fieldErrors.isEmpty { state.fieldErrors[name] = nil }
    case .failure(let problem):
      _ = plan.field.store(&state.answers, nil)
      state.fieldErrors[name] = [plan.refusal(of: value, problem)]
    }
  }

  /// What conditions see: the caller's attributes, the id, and the answers
  /// (answers win over attributes of the same name) — of `fields` only when
  /// given (what the conditions read), else every answer.
  func facts(
    answers: Partial<Model>, userID: String, attributes: [String: JSONValue],
    reading fields: [(name: String, field: Field<Model>)]?
  ) -> JSONValue {
    // Sized once, so adding the id and the answers never grows it again.
    var object = [String: JSONValue](minimumCapacity: attributes.count + 1 + (fields?.count ?? answers.count))
    for (name, value) in attributes { object[name] = value }
    object["id"] = .string(userID)
    if let fields {
      for (name, field) in fields {
        if let value = field.load(answers) { object[name] = value.json }
      }
    } else {
      for (name, value) in answers.fieldValues { object[name] = value.json }
    }
    return .object(object)
  }
}
