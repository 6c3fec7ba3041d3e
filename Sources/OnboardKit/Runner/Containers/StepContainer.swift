extension FlowProgram {
  /// The step container. Its one decision: whether the step's answers are
  /// accepted. `submit` checks every field it asks (see ``asks(_:_:)``) —
  /// all of them, every problem together — fills defaults and drops the
  /// answers of fields it does not ask; `skip` is refused while a field is
  /// required, unless the step is `skippable`, and forgets the step's
  /// answers. Accepted, the step is completed (or skipped) and `submitted`
  /// goes up the chain; other actions pass. Whether the step is shown at
  /// all is its decision too (``isPassedOver(_:_:)``).
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
    let skippable = skipping && graph.nodes[node].step.isSkippable
    let problems =
      skippable ? [] : skipping ? skipProblems(plans[node], state) : stepProblems(plans[node], &state)
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
    if skippable {
      events.append(FlowEvent(.stepSkipped, step: name, time: clock()))
    } else {
      var completed = FlowEvent(.stepCompleted, step: name, detail: skipping ? "skipped" : nil, time: clock())
      if !skipping, agreementSteps[node] { completed.data = agreements(plans[node], state) }
      events.append(completed)
    }
    return .submitted(from: node)
  }

  /// Whether the step at `node` is passed over: its `when:` is false over
  /// the answers so far and the attributes. A passed-over step is never
  /// shown, never joins the back stack, and its `next:` is followed as if
  /// it were submitted with nothing. Final steps are always shown.
  /// `inout` only so the state is read where it is (see
  /// ``holds(_:answers:userID:attributes:)``); nothing in it changes.
  @inline(__always)
  func isPassedOver(_ node: Int, _ state: inout FlowState<Model>) -> Bool {
    guard let condition = stepConditions[node] else { return false }
    return !holds(condition, in: &state)
  }

  /// Whether the step asks the field of `plan` now: it has no `when:`, or
  /// its `when:` holds over the answers so far and the attributes.
  // Inlined into its callers, which hold the state `inout`: called, a
  // copy of the whole state was made for the call on every evaluation.
  @inline(__always)
  func asks(_ plan: FieldPlan<Model>, _ state: FlowState<Model>) -> Bool {
    if plan.compute != nil { return false }
    guard let condition = plan.when else { return true }
    return holds(condition, answers: state.answers, userID: state.userID, attributes: state.attributes)
  }

  /// What the step's consent fields agreed to, for its `step_completed`
  /// event: `{"consent": {"acceptedTerms": "I accept the terms"}}`, each
  /// field's label by key; `nil` when the step agrees to nothing.
  private func agreements(_ plans: [FieldPlan<Model>], _ state: FlowState<Model>) -> JSONValue? {
    var agreed: [String: JSONValue] = [:]
    for plan in plans where plan.recordsAgreement {
      guard plan.field.load(state.answers) == .boolean(true) else { continue }
      agreed[plan.definition.key] = .string(plan.definition.label ?? plan.definition.key)
    }
    return agreed.isEmpty ? nil : .object(["consent": .object(agreed)])
  }

  private func skipProblems(_ plans: [FieldPlan<Model>], _ state: FlowState<Model>) -> [(
    field: String?, message: String
  )] {
    plans.filter { $0.isRequired && asks($0, state) }.map {
      ($0.definition.key, "is required, so this step cannot be skipped")
    }
  }

  /// Every problem of the step's answers; fills defaults for unanswered fields.
  private func stepProblems(_ plans: [FieldPlan<Model>], _ state: inout FlowState<Model>) -> [(
    field: String?, message: String
  )] {
    var problems: [(field: String?, message: String)] = []
    for plan in plans {
      let key = plan.definition.key
      if let when = plan.when, !holds(when, in: &state) {
        // Not asked: an answer given while the condition held is dropped.
        if plan.isAnswered(state.answers) { _ = plan.field.store(&state.answers, nil) }
        if !state.fieldErrors.isEmpty { state.fieldErrors[key] = nil }
        continue
      }
      if let compute = plan.compute {
        // Derived, never asked: worked out from the answers, then checked as an answer is.
        let today = CalendarDate(clock())
        let value = compute.evaluate(today: today) { Model.schema.field(named: $0)?.load(state.answers) }
        _ = plan.field.store(&state.answers, value)
        if !state.fieldErrors.isEmpty { state.fieldErrors[key] = nil }
      }
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
