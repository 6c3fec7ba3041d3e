import Foundation

extension FlowChecker.Context {
  /// A field against the schema: the key exists, options and rules fit its
  /// kind, the default parses, `required: false` does not relax the model.
  mutating func checkField(_ field: FieldDefinition, in step: StepDefinition) {
    guard let schema else { return }
    guard let descriptor = schema.field(named: field.key) else {
      let names = schema.fields.map(\.name)
      let hint =
        EditDistance.suggestion(for: field.key, among: names).map { "; did you mean '\($0)'?" }
        ?? "; the model \(schema.modelName) has no such field"
      error("unknown field '\(field.key)' in step '\(step.id)'\(hint)", at: field.keyMark ?? field.mark)
      return
    }
    if descriptor.isRequired, field.required == false {
      error(
        "field '\(field.key)' is required by the model \(schema.modelName); 'required: false' cannot make it optional",
        at: field.requiredMark ?? field.mark)
    }
    checkOptions(field, descriptor)
    checkRules(field, descriptor)
    if let value = field.defaultValue {
      let options = field.options?.map(\.value) ?? descriptor.allowedValues
      if case .failure(let problem) = FieldValueParser.parse(value, kind: descriptor.kind, options: options) {
        error(
          "default of field '\(field.key)' does not fit: \(problem.message)",
          at: field.defaultMark ?? field.mark)
      }
    }
  }

  private mutating func checkOptions(_ field: FieldDefinition, _ descriptor: FieldDescriptor) {
    guard let options = field.options else {
      if descriptor.kind == .multiChoice {
        error(
          "multi-choice field '\(field.key)' needs 'options' to choose from", at: field.keyMark ?? field.mark)
      }
      return
    }
    guard descriptor.kind.takesOptions else {
      error(
        "field '\(field.key)' is \(article(descriptor.kind)) \(descriptor.kind.displayName) field; only choice and multi-choice fields take 'options'",
        at: field.optionsMark ?? field.mark)
      return
    }
    if options.isEmpty {
      error("field '\(field.key)' has an empty list of options", at: field.optionsMark ?? field.mark)
    }
    var seen: Set<String> = []
    for option in options {
      if !seen.insert(option.value).inserted {
        error("option '\(option.value)' appears twice in field '\(field.key)'", at: option.mark)
      }
      if let allowed = descriptor.allowedValues, !allowed.contains(option.value) {
        let hint =
          EditDistance.suggestion(for: option.value, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
        let list = allowed.joined(separator: ", ")
        error("option '\(option.value)' is not a value of \(field.key) (\(list))\(hint)", at: option.mark)
      }
    }
  }

  private mutating func checkRules(_ field: FieldDefinition, _ descriptor: FieldDescriptor) {
    let rules = field.rules
    let kind = descriptor.kind
    for name in rules.names where !kind.allowedRules.contains(name) {
      let allowed = kind.allowedRules.sorted()
      let takes = allowed.isEmpty ? "take no rules" : "take \(allowed.joined(separator: ", "))"
      error(
        "rule '\(name)' does not apply to \(kind.displayName) field '\(field.key)'; \(kind.displayName) fields \(takes)",
        at: rules.marks[name] ?? field.mark)
    }
    for (name, value) in [
      ("minLength", rules.minLength), ("maxLength", rules.maxLength),
      ("minItems", rules.minItems), ("maxItems", rules.maxItems),
    ]
    where (value ?? 0) < 0 {
      error("rule '\(name)' of field '\(field.key)' cannot be negative", at: rules.marks[name] ?? field.mark)
    }
    if let low = rules.minLength, let high = rules.maxLength, low > high {
      error("'minLength' (\(low)) is greater than 'maxLength' (\(high))", at: rules.marks["minLength"])
    }
    if let low = rules.minItems, let high = rules.maxItems, low > high {
      error("'minItems' (\(low)) is greater than 'maxItems' (\(high))", at: rules.marks["minItems"])
    }
    if kind.allowedRules.contains("min") { checkBounds(field, kind) }
    if let pattern = rules.pattern, kind.allowedRules.contains("pattern") {
      if let problem = FieldPattern.problem(with: pattern) {
        error(
          "invalid pattern for field '\(field.key)': \(problem)", at: rules.marks["pattern"] ?? field.mark)
      }
    }
  }

  private mutating func checkBounds(_ field: FieldDefinition, _ kind: FieldKind) {
    var bounds: [String: FieldValue] = [:]
    for (name, value) in [("min", field.rules.min), ("max", field.rules.max)] {
      guard let value else { continue }
      switch FieldValueParser.parse(value, kind: kind) {
      case .success(let parsed): bounds[name] = parsed
      case .failure:
        let expected =
          kind == .date ? "a date written YYYY-MM-DD" : kind == .integer ? "a whole number" : "a number"
        error(
          "rule '\(name)' of \(kind.displayName) field '\(field.key)' must be \(expected)",
          at: field.rules.marks[name])
      }
    }
    if let low = bounds["min"], let high = bounds["max"],
      FieldRuleCheck.compare(low, high) == .orderedDescending
    {
      error(
        "'min' (\(FieldRuleCheck.describe(low))) is greater than 'max' (\(FieldRuleCheck.describe(high)))",
        at: field.rules.marks["min"])
    }
  }

  private func article(_ kind: FieldKind) -> String {
    ["a", "e", "i", "o", "u"].contains(kind.displayName.prefix(1)) ? "an" : "a"
  }
}
