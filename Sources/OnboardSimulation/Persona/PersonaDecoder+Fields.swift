import Foundation

/// Reading `fields:`: how each field is answered, checked against the
/// field's kind and options.
extension PersonaDecoder {
  static let fieldKeys = [
    "values", "range", "normal", "generate", "length", "domain", "attribute", "invalid", "invalidValue",
    "blank", "count",
  ]
  static let sourceKeys = ["values", "range", "normal", "generate", "attribute"]
  static let generators = ["email", "code"]

  mutating func fields(_ node: YAMLNode, attributes: [String]) -> [String: FieldBehaviour] {
    var result: [String: FieldBehaviour] = [:]
    for pair in entries(node, "'fields'") {
      guard let name = text(pair.key, "a field name") else { continue }
      guard let info = context.fields[name] else {
        unknown("field", name, in: "flow '\(context.flowName)'", among: context.fieldNames, at: pair.key.mark)
        continue
      }
      if let behaviour = field(pair.value, name: name, info: info, attributes: attributes) {
        result[name] = behaviour
      }
    }
    return result
  }

  private mutating func field(
    _ node: YAMLNode, name: String, info: PersonaContext.FieldInfo, attributes: [String]
  ) -> FieldBehaviour? {
    let what = "field '\(name)'"
    guard let pairs = mapping(node, what, keys: Self.fieldKeys) else { return nil }
    let sources = pairs.filter { Self.sourceKeys.contains($0.0) }
    guard let (sourceKey, sourcePair) = sources.first else {
      error("\(what) needs one of: \(Self.sourceKeys.joined(separator: ", "))", at: node.mark)
      return nil
    }
    if sources.count > 1 {
      error(
        "\(what) takes one of \(Self.sourceKeys.joined(separator: ", ")), not several",
        at: sources[1].1.key.mark)
    }
    let options = pairs.reduce(into: [String: YAMLNode]()) { $0[$1.0] = $1.1.value }
    guard
      let answers = source(
        sourceKey, sourcePair, options: options, name: name, info: info, attributes: attributes)
    else { return nil }
    var behaviour = FieldBehaviour(answers: answers)
    if let node = options["invalid"] { behaviour.invalid = probability(node, "'invalid'") ?? 0 }
    if let node = options["blank"] { behaviour.blank = probability(node, "'blank'") ?? 0 }
    if let node = options["invalidValue"] {
      behaviour.invalidValue =
        node.elements.map { .array($0.compactMap { $0.scalar.map(JSONValue.string) }) }
        ?? node.scalar.map(JSONValue.string)
    }
    if let node = options["count"] {
      guard info.kind.definition.isList else {
        error(
          "'count' fits \(FieldKind.names { $0.isList }) fields; '\(name)' is \(info.kind.displayName)",
          at: node.mark)
        return nil
      }
      if case .uniform(let lower, let upper)? = distribution(node, "'count'", lowest: 0) {
        behaviour.count = Int(lower)...Int(upper)
      } else {
        error("'count' must be [fewest, most]", at: node.mark)
      }
    }
    return behaviour
  }

  private mutating func source(
    _ key: String, _ pair: YAMLPair, options: [String: YAMLNode], name: String,
    info: PersonaContext.FieldInfo,
    attributes: [String]
  ) -> AnswerSource? {
    let node = pair.value
    let kind = info.kind
    switch key {
    case "values":
      let check = valueCheck(name: name, info: info)
      return weights(node, "'values' of field '\(name)'", check: check).map {
        .values(WeightedTable($0.values, weights: $0.weights))
      }
    case "range", "normal":
      guard let scale = kind.definition.personaRange else {
        let fits = FieldKind.names { $0.personaRange != nil }
        error("'\(key)' fits \(fits) fields; '\(name)' is \(kind.displayName)", at: pair.key.mark)
        return nil
      }
      guard (key == "range") == (node.elements != nil) else {
        error(
          key == "range" ? "'range' must be [lower, upper]" : "'normal' must be { mean, sd, min, max }",
          at: node.mark)
        return nil
      }
      if scale == .days {
        return distribution(node, "'\(key)'", read: { $0.day($1, $2) }).map(AnswerSource.dates)
      }
      return distribution(node, "'\(key)'").map(AnswerSource.numbers)
    case "generate":
      guard kind.definition.personaGenerates else {
        let fits = FieldKind.names { $0.personaGenerates }
        error("'generate' fits \(fits) fields; '\(name)' is \(kind.displayName)", at: pair.key.mark)
        return nil
      }
      guard let generator = text(node, "'generate'") else { return nil }
      switch generator {
      case "email":
        return .email(domain: options["domain"].flatMap { text($0, "'domain'") } ?? "example.com")
      case "code":
        let length = options["length"].flatMap { integer($0, "'length'", in: 1...256) } ?? 8
        return .code(length: length)
      default:
        unknown("generator", generator, in: "field '\(name)'", among: Self.generators, at: node.mark)
        return nil
      }
    default:
      guard let attribute = text(node, "'attribute'") else { return nil }
      guard attributes.contains(attribute) else {
        unknown("attribute", attribute, in: "the persona's 'attributes'", among: attributes, at: node.mark)
        return nil
      }
      return .attribute(attribute)
    }
  }

  /// Vets a written value against the field's kind and options.
  private func valueCheck(name: String, info: PersonaContext.FieldInfo) -> (inout PersonaDecoder, YAMLNode) ->
    Bool
  {
    { decoder, node in
      let value = node.scalar ?? ""
      let definition = info.kind.definition
      if definition.takesOptions || definition.fixedOptions != nil {
        let accepted = definition.fixedOptions == nil ? info.options : info.options + ["yes", "no"]
        guard accepted.isEmpty || accepted.contains(value) else {
          let hint =
            EditDistance.suggestion(for: value, among: info.options).map { "did you mean '\($0)'?" }
            ?? "expected one of: \(info.options.joined(separator: ", "))"
          decoder.error("'\(value)' is not an option of field '\(name)'; \(hint)", at: node.mark)
          return false
        }
      } else if case .failure(let problem) = definition.parse(.string(value), options: nil) {
        decoder.error(problem.message, at: node.mark)
        return false
      }
      return true
    }
  }

  /// A date written `YYYY-MM-DD`, as days since 1970-01-01.
  mutating func day(_ node: YAMLNode, _ what: String) -> Double? {
    guard let text = node.scalar, let date = CalendarDate(text) else {
      error("\(what) must be a date written YYYY-MM-DD", at: node.mark)
      return nil
    }
    return (date.date.timeIntervalSince1970 / 86_400).rounded(.down)
  }
}
