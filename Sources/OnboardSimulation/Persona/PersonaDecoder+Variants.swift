/// Reading `variants:`: per experiment and variant, factors on abandonment
/// and on answer weights.
extension PersonaDecoder {
  static let variantKeys = ["abandonFactor", "steps", "weights", "outcomes"]

  mutating func variants(_ node: YAMLNode) -> [String: [String: VariantEffect]] {
    var result: [String: [String: VariantEffect]] = [:]
    for experimentPair in entries(node, "'variants'") {
      guard let key = text(experimentPair.key, "an experiment key") else { continue }
      guard let ids = context.variantIDs[key] else {
        unknown(
          "experiment", key, in: "flow '\(context.flowName)'", among: context.experimentKeys,
          at: experimentPair.key.mark)
        continue
      }
      for variantPair in entries(experimentPair.value, "experiment '\(key)'") {
        guard let id = text(variantPair.key, "a variant id") else { continue }
        guard ids.contains(id) else {
          unknown("variant", id, in: "experiment '\(key)'", among: ids, at: variantPair.key.mark)
          continue
        }
        if let effect = effect(variantPair.value, "variant '\(id)' of experiment '\(key)'") {
          result[key, default: [:]][id] = effect
        }
      }
    }
    return result
  }

  private mutating func effect(_ node: YAMLNode, _ what: String) -> VariantEffect? {
    guard let pairs = mapping(node, what, keys: Self.variantKeys) else { return nil }
    var effect = VariantEffect()
    for (key, pair) in pairs {
      switch key {
      case "abandonFactor":
        effect.abandonFactor = factor(pair.value, "'abandonFactor'") ?? 1
      case "steps":
        for step in entries(pair.value, "'steps' of \(what)") {
          guard let name = stepName(step.key), let value = factor(step.value, "the factor of '\(name)'")
          else {
            continue
          }
          effect.stepFactors[name] = value
        }
      case "outcomes":
        for outcome in entries(pair.value, "'outcomes' of \(what)") {
          guard let event = eventName(outcome.key),
            let value = factor(outcome.value, "the factor of '\(event)'")
          else { continue }
          effect.outcomeFactors[event] = value
        }
      default:
        effect.weightFactors = weightFactors(pair.value, what)
      }
    }
    return effect
  }

  private mutating func weightFactors(_ node: YAMLNode, _ what: String) -> [String: [String: Double]] {
    var result: [String: [String: Double]] = [:]
    for fieldPair in entries(node, "'weights' of \(what)") {
      guard let name = text(fieldPair.key, "a field name") else { continue }
      guard context.fields[name] != nil else {
        unknown(
          "field", name, in: "flow '\(context.flowName)'", among: context.fieldNames, at: fieldPair.key.mark)
        continue
      }
      for valuePair in entries(fieldPair.value, "the weights of field '\(name)'") {
        guard let value = text(valuePair.key, "a value"),
          let factor = factor(valuePair.value, "the factor of '\(value)'")
        else { continue }
        result[name, default: [:]][value] = factor
      }
    }
    return result
  }

  private mutating func factor(_ node: YAMLNode, _ what: String) -> Double? {
    number(node, "\(what) (a factor)", in: 0...1_000)
  }
}
