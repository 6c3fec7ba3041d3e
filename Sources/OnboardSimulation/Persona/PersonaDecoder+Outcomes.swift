import OnboardYAML

/// Reading `outcomes:`: what people do after onboarding, one rule per entry.
extension PersonaDecoder {
  static let outcomeKeys = ["event", "when", "chance", "after", "value"]

  mutating func outcomes(_ node: YAMLNode, attributes: [String]) -> [OutcomeBehaviour] {
    guard let elements = node.elements else {
      error("'outcomes' must be a list such as - { event: purchased, chance: 0.1 }", at: node.mark)
      return []
    }
    return elements.compactMap { outcome($0, attributes: attributes) }
  }

  private mutating func outcome(_ node: YAMLNode, attributes: [String]) -> OutcomeBehaviour? {
    guard let pairs = mapping(node, "an outcome", keys: Self.outcomeKeys) else { return nil }
    var rule = OutcomeBehaviour(event: "", chance: 0)
    var event: String?
    var chance: Double?
    for (key, pair) in pairs {
      switch key {
      case "event": event = eventName(pair.value)
      case "when": rule.when = condition(pair.value, attributes: attributes)
      case "chance": chance = probability(pair.value, "'chance'")
      case "after": rule.after = distribution(pair.value, "'after' (days)", lowest: 0) ?? rule.after
      default: rule.value = distribution(pair.value, "'value'") ?? rule.value
      }
    }
    let named = pairs.map(\.0)
    for required in ["event", "chance"] where !named.contains(required) {
      error("an outcome needs '\(required)'", at: node.mark)
    }
    guard let event, let chance else { return nil }
    rule.event = event
    rule.chance = chance
    return rule
  }

  /// An event some metric of the flow counts (`event:`).
  mutating func eventName(_ node: YAMLNode) -> String? {
    guard let name = text(node, "'event'") else { return nil }
    guard context.events.contains(name) else {
      unknown(
        "event", name, in: "the metrics of flow '\(context.flowName)'", among: context.events, at: node.mark)
      return nil
    }
    return name
  }

  /// A condition over the run's answers and the person's attributes.
  private mutating func condition(_ node: YAMLNode, attributes: [String]) -> Condition? {
    guard node.pairs != nil, let json = try? node.jsonValue() else {
      error("'when' must be a condition such as { plan: pro }", at: node.mark)
      return nil
    }
    let condition = Condition(json)
    for problem in condition.problems() { error("\(problem.message) in 'when'", at: node.mark) }
    let known = context.fieldNames + attributes + ["id"]
    for name in condition.attributeNames.sorted() where !known.contains(name) {
      unknown("field", name, in: "flow '\(context.flowName)'", among: context.fieldNames, at: node.mark)
    }
    return condition
  }
}
