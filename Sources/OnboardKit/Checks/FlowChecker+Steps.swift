extension FlowChecker.Context {
  /// Step ids, `goto` targets, final steps and the shape of `next:`.
  mutating func checkSteps(_ flow: FlowDefinition, isTop: Bool) {
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(flow.steps.count)
    // NB: steps are read in place (see ``checkFlow(_:isTop:)``).
    flow.steps.withUnsafeBufferPointer { steps in
      for index in steps.indices {
        if let first = firstIndex[steps[index].id] {
          let line = (steps[first].idMark ?? steps[first].mark).map { " at line \($0.line)" } ?? ""
          let step = steps[index]
          error("duplicate step id '\(step.id)'; the first is\(line)", at: step.idMark ?? step.mark)
        } else {
          firstIndex[steps[index].id] = index
        }
      }
      for index in steps.indices {
        checkStepShape(steps[index], of: flow, isTop: isTop, ids: firstIndex)
      }
    }
    if isTop { topStepIndex = firstIndex }
    if isTop, !flow.steps.contains(where: \.isFinal) {
      error(
        "flow '\(flow.name)' has no final step; mark the step that ends the flow with 'final: true'",
        at: flow.stepsMark ?? flow.mark)
    }
    if flow.steps.isEmpty {
      error("flow '\(flow.name)' has no steps", at: flow.stepsMark ?? flow.mark)
    }
  }

  /// The `next:` targets and branches of one step, and where final steps may be.
  private mutating func checkStepShape(
    _ step: StepDefinition, of flow: FlowDefinition, isTop: Bool, ids firstIndex: [String: Int]
  ) {
    step.next.withUnsafeBufferPointer { rules in
      for index in rules.indices where firstIndex[rules[index].goto] == nil {
        let rule = rules[index]
        let ids = flow.steps.map(\.id)
        let hint = EditDistance.suggestion(for: rule.goto, among: ids).map { "; did you mean '\($0)'?" } ?? ""
        error("step '\(step.id)' goes to unknown step '\(rule.goto)'\(hint)", at: rule.gotoMark ?? rule.mark)
      }
    }
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
