extension FlowChecker.Context {
  /// Warns when a condition reads a name that is not a field of the model
  /// but is one edit or so away from one: most likely a typo, since names
  /// that are not fields are read from the caller's attributes.
  mutating func checkConditionNames(_ step: StepDefinition) {
    guard schema != nil else { return }
    if let when = step.when { checkNames(when, at: step.whenMark) }
    step.fields.withUnsafeBufferPointer { fields in
      for index in fields.indices {
        if let when = fields[index].when { checkNames(when, at: fields[index].whenMark) }
      }
    }
    step.next.withUnsafeBufferPointer { rules in
      for index in rules.indices {
        if let condition = rules[index].when { checkNames(condition, at: rules[index].mark) }
      }
    }
    step.rules.withUnsafeBufferPointer { rules in
      for index in rules.indices { checkNames(rules[index].when, at: rules[index].mark) }
    }
  }

  private mutating func checkNames(_ condition: Condition, at mark: SourceMark?) {
    guard let schema else { return }
    var unknown: [String] = []
    ConditionNames.forEach(in: condition.json) { name in
      if schema.fieldIndex(named: name) == nil && !unknown.contains(name) { unknown.append(name) }
    }
    for name in unknown.sorted() {
      guard let suggestion = suggestion(forName: name, among: schema.names) else { continue }
      warning(
        "condition reads '\(name)', which is not a field of \(schema.modelName); did you mean '\(suggestion)'? (other names are read from the caller's attributes)",
        at: mark)
    }
  }

  /// ``EditDistance/suggestion(for:among:)`` among the schema's field names,
  /// once per name and check.
  private mutating func suggestion(forName name: String, among names: [String]) -> String? {
    if let known = nameSuggestions[name] { return known }
    let found = EditDistance.suggestion(for: name, among: names)
    nameSuggestions[name] = .some(found)
    return found
  }
}
