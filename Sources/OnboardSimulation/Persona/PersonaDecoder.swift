import Foundation

/// Reads a persona file's nodes into a ``Persona``, collecting a positioned
/// diagnostic for every problem instead of stopping at the first.
struct PersonaDecoder {
  /// What the persona may name.
  let context: PersonaContext
  /// Every problem found so far.
  var diagnostics: [Diagnostic] = []

  static let topKeys = [
    "persona", "flow", "arrivals", "attributes", "defaults", "steps", "fields", "variants", "outcomes",
  ]
  static let stepKeys = ["abandon", "back", "seconds"]
  static let arrivalKeys = ["start", "every"]

  /// The persona of the document `root`.
  mutating func persona(_ root: YAMLNode) -> Persona? {
    guard let pairs = mapping(root, "a persona file", keys: Self.topKeys) else { return nil }
    var persona = Persona(name: "")
    var named = false
    // NB: attributes before fields, which may name them, whatever the written order.
    let ordered = pairs.sorted {
      Self.topKeys.firstIndex(of: $0.0) ?? 0 < Self.topKeys.firstIndex(of: $1.0) ?? 0
    }
    for (key, pair) in ordered {
      let value = pair.value
      switch key {
      case "persona":
        persona.name = text(value, "'persona'") ?? ""
        named = true
      case "flow":
        persona.flow = text(value, "'flow'")
        if let flow = persona.flow, flow != context.flowName {
          error("this persona is for flow '\(flow)', not '\(context.flowName)'", at: value.mark)
        }
      case "arrivals": arrivals(value, into: &persona)
      case "attributes": persona.attributes = attributes(value)
      case "defaults": persona.defaults = step(value, "'defaults'") ?? StepBehaviour()
      case "steps": persona.steps = steps(value)
      case "fields": persona.fields = fields(value, attributes: persona.attributes.map(\.name))
      case "variants": persona.variants = variants(value)
      case "outcomes": persona.outcomes = outcomes(value, attributes: persona.attributes.map(\.name))
      default: break
      }
    }
    if !named { error("a persona file needs 'persona' (its name)", at: root.mark) }
    return persona
  }

  private mutating func arrivals(_ node: YAMLNode, into persona: inout Persona) {
    for (key, pair) in mapping(node, "'arrivals'", keys: Self.arrivalKeys) ?? [] {
      if key == "every" {
        persona.spacing = number(pair.value, "'every'", in: 0...86_400) ?? persona.spacing
      } else if let text = text(pair.value, "'start'") {
        guard let date = ISO8601DateFormatter().date(from: text) else {
          error("'start' must be a date and time such as 2026-05-01T09:00:00Z", at: pair.value.mark)
          continue
        }
        persona.start = date
      }
    }
  }

  private mutating func attributes(_ node: YAMLNode) -> [PersonaAttribute] {
    var result: [PersonaAttribute] = []
    for pair in entries(node, "'attributes'") {
      guard let name = text(pair.key, "an attribute name") else { continue }
      guard let table = weights(pair.value, "attribute '\(name)'", check: { _, _ in true }) else { continue }
      let values = WeightedTable(table.values.map(JSONValue.string), weights: table.weights)
      result.append(PersonaAttribute(name: name, values: values))
    }
    return result
  }

  private mutating func steps(_ node: YAMLNode) -> [String: StepBehaviour] {
    var result: [String: StepBehaviour] = [:]
    for pair in entries(node, "'steps'") {
      guard let name = stepName(pair.key) else { continue }
      if let behaviour = step(pair.value, "step '\(name)'") { result[name] = behaviour }
    }
    return result
  }

  /// A step's (or the defaults') behaviour.
  mutating func step(_ node: YAMLNode, _ what: String) -> StepBehaviour? {
    guard let pairs = mapping(node, what, keys: Self.stepKeys) else { return nil }
    var behaviour = StepBehaviour()
    for (key, pair) in pairs {
      switch key {
      case "abandon": behaviour.abandon = probability(pair.value, "'abandon'")
      case "back": behaviour.back = probability(pair.value, "'back'")
      default: behaviour.seconds = distribution(pair.value, "'seconds'", lowest: 0)
      }
    }
    return behaviour
  }

  /// A qualified step name the flow shows, or `nil` with an error.
  mutating func stepName(_ node: YAMLNode) -> String? {
    guard let name = text(node, "a step name") else { return nil }
    guard context.stepNames.contains(name) else {
      unknown("step", name, in: "flow '\(context.flowName)'", among: context.stepNames, at: node.mark)
      return nil
    }
    return name
  }
}
