extension NodeReader {
  /// A field entry: a mapping, or just the field's name (`- email`).
  mutating func field(_ node: Int) -> FieldDefinition? {
    if document.isScalar(node) {
      guard let key = text(node, "a field") else { return nil }
      let mark = document.mark(node)
      return FieldDefinition(key: key, mark: mark, keyMark: mark)
    }
    guard let map = mapping(node, "a field", FieldKey.self) else { return nil }
    guard let keyNode = map.required(.key, &self), let key = text(keyNode, "a field's 'key'") else {
      return nil
    }
    var field = FieldDefinition(key: key, mark: document.mark(node), keyMark: document.mark(keyNode))
    field.label = map[.label].flatMap { text($0, "'label'") }
    field.help = map[.help].flatMap { text($0, "'help'") }
    if let required = map[.required] {
      field.required = boolean(required, "'required'")
      field.requiredMark = document.mark(required)
    }
    if let value = map[.default] {
      field.defaultValue = json(value)
      field.defaultMark = document.mark(value)
    }
    if let rules = map[.rules] {
      field.rules = fieldRules(rules)
    }
    field.isPrivate = map[.private].flatMap { boolean($0, "'private'") } ?? false
    if let when = map[.when] {
      field.when = condition(when)
      field.whenMark = document.mark(when)
    }
    if let compute = map[.compute] {
      field.compute = text(compute, "'compute'")
      field.computeMark = document.mark(compute)
    }
    if let options = map[.options] {
      field.optionsMark = document.mark(options)
      if let list = sequence(options, "'options'") {
        var decoded: [OptionDefinition] = []
        decoded.reserveCapacity(list.count)
        for item in list {
          if let option = option(Int(item)) { decoded.append(option) }
        }
        field.options = decoded
      }
    }
    return field
  }

  mutating func fieldRules(_ node: Int) -> FieldRules {
    var rules = FieldRules()
    guard let map = mapping(node, "'rules'", RuleKey.self) else { return rules }
    rules.marks.reserveCapacity(map.count)
    for key in RuleKey.allCases {
      guard let value = map[key] else { continue }
      let name = RuleKey.names[key.rawValue]
      rules.marks[name] = document.mark(value)
      switch key {
      case .minLength: rules.minLength = integer(value, "rule '\(name)'")
      case .maxLength: rules.maxLength = integer(value, "rule '\(name)'")
      case .minItems: rules.minItems = integer(value, "rule '\(name)'")
      case .maxItems: rules.maxItems = integer(value, "rule '\(name)'")
      case .pattern: rules.pattern = text(value, "rule '\(name)'")
      case .min: rules.min = bound(value, "rule '\(name)'")
      case .max: rules.max = bound(value, "rule '\(name)'")
      case .message: rules.message = text(value, "'message'")
      }
    }
    return rules
  }

  private mutating func bound(_ node: Int, _ what: @autoclosure () -> String) -> JSONValue? {
    guard document.isScalar(node), !document.isNull(node) else {
      error(
        "\(what()) must be a number or a date, not \(document.kindDescription(node))", at: document.mark(node)
      )
      return nil
    }
    return json(node)
  }

  mutating func option(_ node: Int) -> OptionDefinition? {
    if document.isScalar(node) {
      guard let value = text(node, "an option") else { return nil }
      return OptionDefinition(value: value, mark: document.mark(node))
    }
    guard let map = mapping(node, "an option", OptionKey.self) else { return nil }
    guard let valueNode = map.required(.value, &self), let value = text(valueNode, "an option's 'value'")
    else {
      return nil
    }
    let label = map[.label].flatMap { text($0, "'label'") }
    return OptionDefinition(value: value, label: label, mark: document.mark(valueNode))
  }
}
