extension CompiledFlowReader {
  /// A field: always a mapping in compiled JSON.
  func field(_ value: JSONValue, at path: String) throws(CompiledFlowError) -> FieldDefinition {
    let object = try CompiledObject(value, at: path, allowed: Self.fieldKeys)
    var field = FieldDefinition(key: try object.requiredString("key"))
    field.label = try object.string("label")
    field.help = try object.string("help")
    field.required = try object.boolean("required")
    field.defaultValue = object.value("default")
    if let rules = object.value("rules") {
      field.rules = try self.rules(rules, at: object.path(of: "rules"))
    }
    field.options = try options(of: object)
    field.isPrivate = try object.boolean("private") ?? false
    field.compute = try object.string("compute")
    return field
  }

  /// The `options` of a field or a field override, when present.
  func options(of object: CompiledObject) throws(CompiledFlowError) -> [OptionDefinition]? {
    guard let elements = try object.array("options") else { return nil }
    var options: [OptionDefinition] = []
    for element in elements {
      let option = try CompiledObject(element.value, at: element.path, allowed: ["value", "label"])
      options.append(
        OptionDefinition(value: try option.requiredString("value"), label: try option.string("label")))
    }
    return options
  }

  /// The rules of a field; `min` and `max` keep any JSON value, as written.
  func rules(_ value: JSONValue, at path: String) throws(CompiledFlowError) -> FieldRules {
    let object = try CompiledObject(value, at: path, allowed: Self.ruleKeys)
    return FieldRules(
      minLength: try object.integer("minLength"), maxLength: try object.integer("maxLength"),
      min: object.value("min"), max: object.value("max"), pattern: try object.string("pattern"),
      minItems: try object.integer("minItems"), maxItems: try object.integer("maxItems"),
      message: try object.string("message"))
  }
}
