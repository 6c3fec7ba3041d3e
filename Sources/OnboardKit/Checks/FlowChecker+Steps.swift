extension FlowChecker.Context {
  /// Step ids, `goto` targets, final steps and the shape of `next:`.
  mutating func checkSteps(_ flow: FlowDefinition, isTop: Bool) {
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(flow.steps.count)
    for (index, step) in flow.steps.enumerated() {
      if let first = firstIndex[step.id].map({ flow.steps[$0] }) {
        let line = (first.idMark ?? first.mark).map { " at line \($0.line)" } ?? ""
        error("duplicate step id '\(step.id)'; the first is\(line)", at: step.idMark ?? step.mark)
      } else {
        firstIndex[step.id] = index
      }
    }
    for step in flow.steps {
      for rule in step.next where firstIndex[rule.goto] == nil {
        let ids = flow.steps.map(\.id)
        let hint = EditDistance.suggestion(for: rule.goto, among: ids).map { "; did you mean '\($0)'?" } ?? ""
        error("step '\(step.id)' goes to unknown step '\(rule.goto)'\(hint)", at: rule.gotoMark ?? rule.mark)
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
    if isTop, !flow.steps.contains(where: \.isFinal) {
      error(
        "flow '\(flow.name)' has no final step; mark the step that ends the flow with 'final: true'",
        at: flow.stepsMark ?? flow.mark)
    }
    if flow.steps.isEmpty {
      error("flow '\(flow.name)' has no steps", at: flow.stepsMark ?? flow.mark)
    }
  }
}
