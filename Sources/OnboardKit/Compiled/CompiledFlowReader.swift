/// Reads compiled-flow JSON back into a ``FlowDefinition`` without marks: the
/// inverse of ``CompiledFlowWriter``, strict about keys and types.
///
/// Shape errors stop the reading (the JSON was written by a tool, so one is
/// enough to say it was not written by `onboard compile`); problems inside
/// conditions are collected, as the YAML decoder collects them, for the
/// checks that follow.
struct CompiledFlowReader {
  /// The keys of a flow, top or included; the top also has `format`.
  static let flowKeys = ["flow", "version", "model", "title", "steps", "locales"]
  /// The keys of a step; `include` is `{ path, flow }`.
  static let stepKeys = [
    "id", "title", "body", "fields", "next", "final", "rules", "include", "when", "skippable", "note",
  ]
  /// The keys of a field.
  static let fieldKeys = [
    "key", "label", "help", "required", "default", "rules", "options", "private", "when", "compute",
  ]
  /// The rules a field may have.
  static let ruleKeys = [
    "minLength", "maxLength", "min", "max", "pattern", "minItems", "maxItems", "message",
  ]

  /// Every problem found in a condition, as an error without a mark.
  var conditionProblems: [Diagnostic] = []

  /// The top flow, after its `format` marker is checked.
  mutating func document(_ value: JSONValue) throws(CompiledFlowError) -> FlowDefinition {
    guard case .object(let members) = value else {
      throw .invalidValue(
        path: "(top)", message: "expected an object, found \(CompiledObject.kind(of: value))")
    }
    guard let marker = members["format"] else { throw .unsupportedFormat(nil) }
    guard case .string(let format) = marker else {
      throw .invalidValue(
        path: "format", message: "expected a string, found \(CompiledObject.kind(of: marker))")
    }
    guard format == FlowDefinition.compiledFormat else { throw .unsupportedFormat(format) }
    var experiments: [ExperimentDefinition] = []
    var rest = members
    if let list = rest.removeValue(forKey: "experiments") {
      experiments = try self.experiments(list)
    }
    var holdout: HoldoutDefinition?
    if let value = rest.removeValue(forKey: "holdout") {
      let object = try CompiledObject(value, at: "holdout", allowed: ["weight", "seed"])
      _ = try object.required("weight")
      holdout = HoldoutDefinition(weight: try object.number("weight") ?? 0, seed: try object.string("seed"))
    }
    var metrics = FlowDefinition(name: "", model: "", steps: [])
    try self.metrics(from: &rest, into: &metrics)
    var top = try flow(.object(rest), at: "", allowed: Self.flowKeys + ["format"])
    top.experiments = experiments
    top.holdout = holdout
    top.metrics = metrics.metrics
    top.dimensions = metrics.dimensions
    return top
  }

  mutating func flow(_ value: JSONValue, at path: String, allowed: [String]) throws(CompiledFlowError)
    -> FlowDefinition
  {
    let object = try CompiledObject(value, at: path, allowed: allowed)
    var flow = FlowDefinition(
      name: try object.requiredString("flow"), version: try object.integer("version"),
      model: try object.requiredString("model"), title: try object.string("title"), steps: [])
    _ = try object.required("steps")
    if let locales = object.value("locales") {
      flow.locales = try Self.locales(locales, at: object.path(of: "locales"))
    }
    for element in try object.array("steps") ?? [] {
      flow.steps.append(try step(element.value, at: element.path))
    }
    return flow
  }

  mutating func step(_ value: JSONValue, at path: String) throws(CompiledFlowError) -> StepDefinition {
    let object = try CompiledObject(value, at: path, allowed: Self.stepKeys)
    var step = StepDefinition(id: try object.requiredString("id"))
    step.title = try object.string("title")
    step.body = try object.string("body")
    step.note = try object.string("note")
    for element in try object.array("fields") ?? [] {
      var field = try field(element.value, at: element.path)
      if case .object(let members) = element.value, let when = members["when"] {
        field.when = condition(when, at: "\(element.path).when")
      }
      step.fields.append(field)
    }
    for element in try object.array("next") ?? [] {
      let branch = try CompiledObject(element.value, at: element.path, allowed: ["when", "goto"])
      let when = branch.value("when").map { condition($0, at: branch.path(of: "when")) }
      step.next.append(NextRule(when: when, goto: try branch.requiredString("goto")))
    }
    step.isFinal = try object.boolean("final") ?? false
    step.isSkippable = try object.boolean("skippable") ?? false
    step.when = object.value("when").map { condition($0, at: object.path(of: "when")) }
    for element in try object.array("rules") ?? [] {
      let rule = try CompiledObject(element.value, at: element.path, allowed: ["when", "error"])
      let when = condition(try rule.required("when"), at: rule.path(of: "when"))
      step.rules.append(FinalRule(when: when, error: try rule.requiredString("error")))
    }
    if let value = object.value("include") {
      let include = try CompiledObject(value, at: object.path(of: "include"), allowed: ["path", "flow"])
      let sub = try flow(try include.required("flow"), at: include.path(of: "flow"), allowed: Self.flowKeys)
      step.include = IncludedFlow(path: try include.requiredString("path"), flow: sub)
    }
    return step
  }

  /// A condition, with its problems noted at their JSON paths.
  mutating func condition(_ json: JSONValue, at path: String) -> Condition {
    let condition = Condition(json)
    for problem in condition.problems() {
      let inner = problem.pathDescription.isEmpty ? "" : ".\(problem.pathDescription)"
      conditionProblems.append(.error("\(problem.message) (at '\(path)\(inner)')", at: nil))
    }
    return condition
  }
}
