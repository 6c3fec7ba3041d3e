/// Turns a resolved ``FlowDefinition`` into compiled-flow JSON: the flow
/// format's own keys, with each sub-flow inlined under its include step.
///
/// One value, one spelling: absent values, empty lists and `final: false` are
/// left out, `next` is always a list of branches, fields and options are
/// always mappings. Marks are never written.
enum CompiledFlowWriter {
  /// The whole document: the top flow with the `format` marker beside its keys.
  static func document(_ flow: FlowDefinition) -> JSONValue {
    var members = self.flow(flow)
    members["format"] = .string(FlowDefinition.compiledFormat)
    if !flow.experiments.isEmpty { members["experiments"] = experiments(flow.experiments) }
    if let holdout = flow.holdout {
      members["holdout"] = .object(["weight": .number(holdout.weight), "seed": .string(holdout.seed)])
    }
    addMetrics(of: flow, to: &members)
    return .object(members)
  }

  /// `flow`, `version`, `model`, `title`, `steps`.
  static func flow(_ flow: FlowDefinition) -> [String: JSONValue] {
    var members: [String: JSONValue] = [
      "flow": .string(flow.name),
      "model": .string(flow.model),
      "steps": .array(flow.steps.map(step)),
    ]
    members["version"] = flow.version.map { .number(Double($0)) }
    members["title"] = flow.title.map(JSONValue.string)
    members["locales"] = flow.locales.map(locales)
    return members
  }

  static func step(_ step: StepDefinition) -> JSONValue {
    var members: [String: JSONValue] = ["id": .string(step.id)]
    members["title"] = step.title.map(JSONValue.string)
    members["body"] = step.body.map(JSONValue.string)
    members["note"] = step.note.map(JSONValue.string)
    if !step.fields.isEmpty { members["fields"] = .array(step.fields.map(field)) }
    if !step.next.isEmpty { members["next"] = .array(step.next.map(branch)) }
    if step.isFinal { members["final"] = .bool(true) }
    members["when"] = step.when?.json
    if step.isSkippable { members["skippable"] = .bool(true) }
    if !step.rules.isEmpty { members["rules"] = .array(step.rules.map(finalRule)) }
    if let include = step.include {
      var included: [String: JSONValue] = ["path": .string(include.path)]
      included["flow"] = include.flow.map { .object(flow($0.value)) }
      members["include"] = .object(included)
    }
    return .object(members)
  }

  static func field(_ field: FieldDefinition) -> JSONValue {
    var members: [String: JSONValue] = ["key": .string(field.key)]
    members["label"] = field.label.map(JSONValue.string)
    members["help"] = field.help.map(JSONValue.string)
    members["required"] = field.required.map(JSONValue.bool)
    members["default"] = field.defaultValue
    let rules = self.rules(field.rules)
    if !rules.isEmpty { members["rules"] = .object(rules) }
    members["options"] = field.options.map(options)
    if field.isPrivate { members["private"] = .bool(true) }
    members["when"] = field.when?.json
    members["compute"] = field.compute.map(JSONValue.string)
    return .object(members)
  }

  static func rules(_ rules: FieldRules) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    members["minLength"] = rules.minLength.map { .number(Double($0)) }
    members["maxLength"] = rules.maxLength.map { .number(Double($0)) }
    members["min"] = rules.min
    members["max"] = rules.max
    members["pattern"] = rules.pattern.map(JSONValue.string)
    members["minItems"] = rules.minItems.map { .number(Double($0)) }
    members["maxItems"] = rules.maxItems.map { .number(Double($0)) }
    members["message"] = rules.message.map(JSONValue.string)
    return members
  }

  static func branch(_ rule: NextRule) -> JSONValue {
    var members: [String: JSONValue] = ["goto": .string(rule.goto)]
    members["when"] = rule.when?.json
    return .object(members)
  }

  static func finalRule(_ rule: FinalRule) -> JSONValue {
    .object(["when": rule.when.json, "error": .string(rule.error)])
  }
}
