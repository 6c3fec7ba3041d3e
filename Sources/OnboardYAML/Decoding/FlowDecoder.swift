/// Builds a ``FlowDefinition`` from a parsed YAML document, keeping the mark
/// of everything it reads so later checks still point at the source.
///
/// It reports every structural problem (unknown keys, wrong shapes, missing
/// `id`s) in one pass; model-level checks come after, in ``FlowChecker``.
public enum FlowDecoder {
  /// The keys a flow file may have at the top.
  public static let flowKeys = ["flow", "version", "model", "title", "steps"]
  /// The keys a step may have.
  public static let stepKeys = ["id", "title", "body", "fields", "next", "final", "rules", "include"]
  /// The keys a field may have.
  public static let fieldKeys = ["key", "label", "help", "required", "default", "rules", "options"]
  /// The rules a field may have.
  public static let ruleKeys = ["minLength", "maxLength", "min", "max", "pattern", "minItems", "maxItems"]

  /// Decodes a document; the definition is `nil` only when the top is unusable.
  public static func decode(_ root: YAMLNode) -> (FlowDefinition?, [Diagnostic]) {
    var reader = NodeReader()
    let flow = reader.flow(root)
    return (flow, reader.diagnostics)
  }
}

extension NodeReader {
  mutating func flow(_ root: YAMLNode) -> FlowDefinition? {
    guard root.pairs != nil else {
      error(
        "a flow file must be a mapping with 'flow', 'model' and 'steps', not \(root.kindDescription)",
        at: root.mark)
      return nil
    }
    guard let map = mapping(root, "the flow", allowed: FlowDecoder.flowKeys) else { return nil }
    let name = map.required("flow", &self).flatMap { text($0, "'flow'") } ?? ""
    let model = map.required("model", &self).flatMap { text($0, "'model'") } ?? ""
    var steps: [StepDefinition] = []
    if let list = map.required("steps", &self).flatMap({ sequence($0, "'steps'") }) {
      steps = list.compactMap { step($0) }
    }
    return FlowDefinition(
      name: name,
      version: map["version"].flatMap { integer($0, "'version'") },
      model: model,
      title: map["title"].flatMap { text($0, "'title'") },
      steps: steps,
      mark: root.mark,
      stepsMark: map.keyMark("steps"))
  }

  mutating func step(_ node: YAMLNode) -> StepDefinition? {
    guard let map = mapping(node, "a step", allowed: FlowDecoder.stepKeys) else { return nil }
    guard let idNode = map.required("id", &self), let id = text(idNode, "a step's 'id'") else { return nil }
    var step = StepDefinition(id: id, mark: node.mark, idMark: idNode.mark)
    step.title = map["title"].flatMap { text($0, "'title'") }
    step.body = map["body"].flatMap { text($0, "'body'") }
    step.isFinal = map["final"].flatMap { boolean($0, "'final'") } ?? false
    if let list = map["fields"].flatMap({ sequence($0, "'fields'") }) {
      step.fields = list.compactMap { field($0) }
    }
    if let next = map["next"] {
      step.next = nextRules(next)
    }
    if let list = map["rules"].flatMap({ sequence($0, "'rules'") }) {
      step.rules = list.compactMap { finalRule($0) }
    }
    if let include = map["include"], let path = text(include, "'include'") {
      step.include = IncludedFlow(path: path, mark: include.mark)
    }
    return step
  }

  mutating func nextRules(_ node: YAMLNode) -> [NextRule] {
    if node.scalar != nil, let target = text(node, "'next'") {
      return [NextRule(goto: target, mark: node.mark, gotoMark: node.mark)]
    }
    guard let list = sequence(node, "'next'") else { return [] }
    return list.compactMap { item in
      guard let map = mapping(item, "a 'next' branch", allowed: ["when", "goto"]) else { return nil }
      guard let gotoNode = map.required("goto", &self), let target = text(gotoNode, "'goto'") else {
        return nil
      }
      let when = map["when"].flatMap { condition($0) }
      return NextRule(when: when, goto: target, mark: item.mark, gotoMark: gotoNode.mark)
    }
  }

  mutating func finalRule(_ node: YAMLNode) -> FinalRule? {
    guard let map = mapping(node, "a final rule", allowed: ["when", "error"]) else { return nil }
    let when = map.required("when", &self).flatMap { condition($0) }
    let message = map.required("error", &self).flatMap { text($0, "'error'") }
    guard let when, let message else { return nil }
    return FinalRule(when: when, error: message, mark: node.mark)
  }
}
