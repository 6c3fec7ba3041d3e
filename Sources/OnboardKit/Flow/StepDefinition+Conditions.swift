extension StepDefinition {
  /// Whether every run that reaches the step shows it and submits it: it has
  /// no `when:` and is not `skippable`.
  var isAlwaysShown: Bool { when == nil && !isSkippable }

  /// Whether the step or one of its fields has a `when:`, or it is `skippable`.
  var hasConditions: Bool { !isAlwaysShown || fields.contains { $0.when != nil } }

  /// Whether every run that passes the step collects `field` there (when
  /// the person answers it): the step is always shown and the field has no `when:`.
  func surelyCollects(_ field: FieldDefinition) -> Bool {
    isAlwaysShown && field.when == nil
  }
}

extension FlowLayout {
  /// Whether the include step of the `enterInclude` node `node` (or one
  /// around it) may be passed over or skipped; `false` for `-1`, the top flow.
  func isGuarded(_ node: Int) -> Bool {
    var current = node
    while current >= 0 {
      if !step(current).isAlwaysShown { return true }
      current = entries[current].parent
    }
    return false
  }

  /// Why the steps on `path` that ask `name` may not collect it, as
  /// messages say it: a `when:` that may be false, a step that may be skipped.
  func guards(on path: [Int], of name: String) -> [String] {
    var reasons: [String] = []
    for node in path where entries[node].role == .step {
      let step = step(node)
      guard let field = step.fields.first(where: { $0.key == name }) else { continue }
      var reason: String?
      if step.when != nil {
        reason = "step '\(self.name(node))' is passed over when its 'when' is false"
      } else if step.isSkippable {
        reason = "step '\(self.name(node))' may be skipped"
      } else if field.when != nil {
        reason = "step '\(self.name(node))' asks it only when its 'when' holds"
      } else if isGuarded(entries[node].parent) {
        reason = "step '\(self.name(node))' is in an include that may be passed over or skipped"
      }
      if let reason, !reasons.contains(reason) { reasons.append(reason) }
    }
    return reasons
  }
}
