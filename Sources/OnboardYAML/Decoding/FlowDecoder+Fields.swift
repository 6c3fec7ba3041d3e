extension NodeReader {
  /// A field entry: a mapping, or just the field's name (`- email`).
  mutating func field(_ node: YAMLNode) -> FieldDefinition? {
    if case .scalar = node.content {
      guard let key = text(node, "a field") else { return nil }
      return FieldDefinition(key: key, mark: node.mark, keyMark: node.mark)
    }
    guard let map = mapping(node, "a field", allowed: FlowDecoder.fieldKeys) else { return nil }
    guard let keyNode = map.required("key", &self), let key = text(keyNode, "a field's 'key'") else {
      return nil
    }
    var field = FieldDefinition(key: key, mark: node.mark, keyMark: keyNode.mark)
    field.label = map["label"].flatMap { text($0, "'label'") }
    field.help = map["help"].flatMap { text($0, "'help'") }
    if let required = map["required"] {
      field.required = boolean(required, "'required'")
      field.requiredMark = required.mark
    }
    if let value = map["default"] {
      field.defaultValue = json(value)
      field.defaultMark = value.mark
    }
    if let rules = map["rules"] {
      field.rules = fieldRules(rules)
    }
    if let options = map["options"] {
      field.optionsMark = options.mark
      field.options = sequence(options, "'options'")?.compactMap { option($0) }
    }
    return field
  }

  mutating func fieldRules(_ node: YAMLNode) -> FieldRules {
    var rules = FieldRules()
    guard let map = mapping(node, "'rules'", allowed: FlowDecoder.ruleKeys) else { return rules }
    for (name, pair) in map.values {
      rules.marks[name] = pair.value.mark
      let what = "rule '\(name)'"
      switch name {
      case "minLength": rules.minLength = integer(pair.value, what)
      case "maxLength": rules.maxLength = integer(pair.value, what)
      case "minItems": rules.minItems = integer(pair.value, what)
      case "maxItems": rules.maxItems = integer(pair.value, what)
      case "pattern": rules.pattern = text(pair.value, what)
      case "min": rules.min = bound(pair.value, what)
      case "max": rules.max = bound(pair.value, what)
      default: break
      }
    }
    return rules
  }

  private mutating func bound(_ node: YAMLNode, _ what: String) -> JSONValue? {
    guard node.scalar != nil, !node.isNull else {
      error("\(what) must be a number or a date, not \(node.kindDescription)", at: node.mark)
      return nil
    }
    return json(node)
  }

  mutating func option(_ node: YAMLNode) -> OptionDefinition? {
    if case .scalar = node.content {
      guard let value = text(node, "an option") else { return nil }
      return OptionDefinition(value: value, mark: node.mark)
    }
    guard let map = mapping(node, "an option", allowed: ["value", "label"]) else { return nil }
    guard let valueNode = map.required("value", &self), let value = text(valueNode, "an option's 'value'")
    else {
      return nil
    }
    return OptionDefinition(
      value: value, label: map["label"].flatMap { text($0, "'label'") }, mark: valueNode.mark)
  }
}
