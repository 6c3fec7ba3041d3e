import Foundation

extension FlowChecker.Context {
  /// A field against the schema: the key exists, options and rules fit its
  /// kind, the default parses, `required: false` does not relax the model.
  mutating func checkField(_ field: FieldDefinition, in step: StepDefinition) {
    guard let schema else { return }
    guard let index = schema.fieldIndex(named: field.key) else {
      let hint =
        EditDistance.suggestion(for: field.key, among: schema.names).map { "; did you mean '\($0)'?" }
        ?? "; the model \(schema.modelName) has no such field"
      error("unknown field '\(field.key)' in step '\(step.id)'\(hint)", at: field.keyMark ?? field.mark)
      return
    }
    let descriptor = schema.descriptor.fields[index]
    if descriptor.isRequired, field.required == false {
      error(
        "field '\(field.key)' is required by the model \(schema.modelName); 'required: false' cannot make it optional",
        at: field.requiredMark ?? field.mark)
    }
    checkOptions(field, descriptor)
    if field.compute != nil { checkCompute(field, kind: descriptor.kind) }
    checkRules(field, descriptor, allowed: schema.allowedRules[index], mask: schema.allowedRuleMasks[index])
    if descriptor.kind.definition.needsBounds { checkScale(field, descriptor.kind) }
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
      // A multi-choice of an enum (`[Tool]`) offers the enum's values.
      if descriptor.kind.definition.needsOptions, descriptor.allowedValues == nil {
        error(
          "\(descriptor.kind.displayName) field '\(field.key)' needs 'options' to choose from",
          at: field.keyMark ?? field.mark)
      }
      return
    }
    guard descriptor.kind.takesOptions else {
      error(
        "field '\(field.key)' is \(article(descriptor.kind)) \(descriptor.kind.displayName) field; only \(FieldKind.names { $0.takesOptions }) fields take 'options'",
        at: field.optionsMark ?? field.mark)
      return
    }
    if options.isEmpty {
      error("field '\(field.key)' has an empty list of options", at: field.optionsMark ?? field.mark)
    }
    // A handful of options is scanned; a long list gets a set.
    var seen: Set<String> = []
    let useSet = options.count > 16
    for (position, option) in options.enumerated() {
      let repeated =
        useSet
        ? !seen.insert(option.value).inserted
        : options[..<position].contains { $0.value == option.value }
      if repeated {
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

  private mutating func checkRules(
    _ field: FieldDefinition, _ descriptor: FieldDescriptor, allowed: Set<String>, mask: RuleMask
  ) {
    let kind = descriptor.kind
    if !RuleMask(setIn: field.rules).isSubset(of: mask) {
      for name in field.rules.names where !allowed.contains(name) {
        let sorted = allowed.sorted()
        let takes = sorted.isEmpty ? "take no rules" : "take \(sorted.joined(separator: ", "))"
        error(
          "rule '\(name)' does not apply to \(kind.displayName) field '\(field.key)'; \(kind.displayName) fields \(takes)",
          at: field.rules.marks[name] ?? field.mark)
      }
    }
    if field.rules.message != nil, field.rules.names.isEmpty, !allowed.isEmpty {
      let takes = allowed.sorted().joined(separator: ", ")
      error(
        "the 'message' of field '\(field.key)' explains no rule; give the rule it explains (\(takes)) or remove it",
        at: field.rules.marks["message"] ?? field.mark)
    }
    checkNotNegative("minLength", field.rules.minLength, field)
    checkNotNegative("maxLength", field.rules.maxLength, field)
    checkNotNegative("minItems", field.rules.minItems, field)
    checkNotNegative("maxItems", field.rules.maxItems, field)
    if let low = field.rules.minLength, let high = field.rules.maxLength, low > high {
      error("'minLength' (\(low)) is greater than 'maxLength' (\(high))", at: field.rules.marks["minLength"])
    }
    if let low = field.rules.minItems, let high = field.rules.maxItems, low > high {
      error("'minItems' (\(low)) is greater than 'maxItems' (\(high))", at: field.rules.marks["minItems"])
    }
    if (field.rules.min != nil || field.rules.max != nil) && mask.contains(.min) { checkBounds(field, kind) }
    if let pattern = field.rules.pattern, mask.contains(.pattern) {
      if let problem = patternProblem(pattern) {
        error(
          "invalid pattern for field '\(field.key)': \(problem)",
          at: field.rules.marks["pattern"] ?? field.mark)
      } else if let group = NestedQuantifier.find(in: pattern) {
        warning(
          "the pattern of field '\(field.key)' repeats '\(group)', a group that repeats inside: checking an answer that almost matches can take very long (it is given up after 0.1 s and refused); write it without the nested repeat",
          at: field.rules.marks["pattern"] ?? field.mark)
      }
    }
  }

  private mutating func checkNotNegative(_ name: String, _ value: Int?, _ field: FieldDefinition) {
    if let value, value < 0 {
      error(
        "rule '\(name)' of field '\(field.key)' cannot be negative", at: field.rules.marks[name] ?? field.mark
      )
    }
  }

  /// ``FieldPattern/problem(with:)``, compiled once per pattern and check.
  private mutating func patternProblem(_ pattern: String) -> String? {
    if let known = patternProblems[pattern] { return known }
    let problem = FieldPattern.problem(with: pattern)
    patternProblems[pattern] = .some(problem)
    return problem
  }

  private mutating func checkBounds(_ field: FieldDefinition, _ kind: FieldKind) {
    let low = bound("min", field.rules.min, field, kind)
    let high = bound("max", field.rules.max, field, kind)
    if let low, let high, FieldRuleCheck.compare(low, high) == .orderedDescending {
      error(
        "'min' (\(FieldRuleCheck.describe(low))) is greater than 'max' (\(FieldRuleCheck.describe(high)))",
        at: field.rules.marks["min"])
    }
  }

  /// A `min` or `max` parsed for the field's kind; reports one that does not parse.
  private mutating func bound(
    _ name: String, _ value: JSONValue?, _ field: FieldDefinition, _ kind: FieldKind
  ) -> FieldValue? {
    guard let value else { return nil }
    switch FieldValueParser.parse(value, kind: kind) {
    case .success(let parsed): return parsed
    case .failure:
      error(
        "rule '\(name)' of \(kind.displayName) field '\(field.key)' must be \(kind.definition.expectation)",
        at: field.rules.marks[name])
      return nil
    }
  }

  private func article(_ kind: FieldKind) -> String {
    ["a", "e", "i", "o", "u"].contains(kind.displayName.prefix(1)) ? "an" : "a"
  }
}
