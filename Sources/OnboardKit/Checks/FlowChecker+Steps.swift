extension FlowChecker.Context {
  /// Step ids, `goto` targets, final steps and the shape of `next:`.
  mutating func checkSteps(_ flow: FlowDefinition, isTop: Bool, firstIndex known: [String: Int]? = nil) {
    var firstIndex: [String: Int] = known ?? [:]
    if known == nil { firstIndex.reserveCapacity(flow.steps.count) }
    // NB: steps are read in place (see ``checkFlow(_:isTop:prechecked:)``).
    flow.steps.withUnsafeBufferPointer { steps in
      for index in steps.indices {
        if let first = firstIndex[steps[index].id], first != index {
          let line = (steps[first].idMark ?? steps[first].mark).map { " at line \($0.line)" } ?? ""
          let step = steps[index]
          error("duplicate step id '\(step.id)'; the first is\(line)", at: step.idMark ?? step.mark)
        } else if known == nil {
          firstIndex[steps[index].id] = index
        }
      }
      for index in steps.indices {
        checkStepShape(steps, at: index, of: flow, isTop: isTop, ids: firstIndex)
      }
    }
    if isTop { topStepIndex = firstIndex }
    if flow.steps.isEmpty {
      error("flow '\(flow.name)' has no steps", at: flow.stepsMark ?? flow.mark)
    } else if isTop, !flow.steps.contains(where: \.isFinal) {
      // NB: only for a flow with steps: without any, "no final step" would only repeat "no steps".
      error(
        "flow '\(flow.name)' has no final step; mark the step that ends the flow with 'final: true'",
        at: flow.stepsMark ?? flow.mark)
    }
  }

  /// The `next:` targets and branches of one step, and where final steps may be.
  private mutating func checkStepShape(
    _ steps: UnsafeBufferPointer<StepDefinition>, at position: Int, of flow: FlowDefinition, isTop: Bool,
    ids firstIndex: [String: Int]
  ) {
    // NB: the step is read in place: passed by value to a mutating method, it would be copied.
    steps[position].next.withUnsafeBufferPointer { rules in
      for index in rules.indices where firstIndex[rules[index].goto] == nil {
        let rule = rules[index]
        let ids = flow.steps.map(\.id)
        let hint = EditDistance.suggestion(for: rule.goto, among: ids).map { "; did you mean '\($0)'?" } ?? ""
        error(
          "step '\(steps[position].id)' goes to unknown step '\(rule.goto)'\(hint)",
          at: rule.gotoMark ?? rule.mark)
      }
    }
    if steps[position].isFinal, !steps[position].isAlwaysShown {
      let step = steps[position]
      let (key, mark) = step.when != nil ? ("when", step.whenMark) : ("skippable", step.mark)
      error("final step '\(step.id)' cannot have '\(key)': every run that reaches it ends there", at: mark)
    }
    guard
      steps[position].next.count > 1 || steps[position].isFinal || !steps[position].rules.isEmpty
        || steps[position].include != nil
    else { return }
    let step = steps[position]
    if let rule = step.next.dropLast().first(where: { $0.when == nil }) {
      warning(
        "the branches after this one are never taken: it has no 'when', so it always matches",
        at: rule.mark)
    }
    if step.isFinal {
      if let rule = step.next.first {
        error("final step '\(step.id)' cannot have 'next': the run ends there", at: rule.mark)
      }
      if !isTop {
        error(
          "included flow '\(flow.name)' cannot have a final step; the parent flow ends the run",
          at: step.mark)
      }
      if step.include != nil {
        error("final step '\(step.id)' cannot be an 'include' step", at: step.include?.mark)
      }
    } else if let rule = step.rules.first {
      error(
        "only the final step may have cross-field 'rules'; step '\(step.id)' is not final", at: rule.mark)
    }
    if step.include != nil, let field = step.fields.first {
      error("step '\(step.id)' includes a flow and cannot have fields of its own", at: field.mark)
    }
  }
}
