extension FlowChecker.Context {
  /// Warns when a condition reads a name that is not a field of the model
  /// but is one edit or so away from one: most likely a typo, since names
  /// that are not fields are read from the caller's attributes.
  mutating func checkConditionNames(_ step: StepDefinition) {
    guard let schema else { return }
    let conditions =
      step.next.compactMap { rule in rule.when.map { ($0, rule.mark) } }
      + step.rules.map { ($0.when, $0.mark) }
    let fields = schema.fields.map(\.name)
    for (condition, mark) in conditions {
      for name in condition.attributeNames.sorted() where schema.field(named: name) == nil {
        guard let suggestion = EditDistance.suggestion(for: name, among: fields) else { continue }
        warning(
          "condition reads '\(name)', which is not a field of \(schema.modelName); did you mean '\(suggestion)'? (other names are read from the caller's attributes)",
          at: mark)
      }
    }
  }
}
