import OnboardKit

/// `decision:` of an experiment.
enum DecisionKey: Int, MappingKey {
  case criteria, targetMDE, minRuntime
  static let names = ["criteria", "targetMDE", "minRuntime"]
  static let matcher = KeyMatcher(names)
}

extension NodeReader {
  /// An experiment's `decision: { criteria, targetMDE, minRuntime }`, each
  /// part positioned; a bad part is reported and left at its default.
  mutating func decision(_ node: Int) -> ExperimentDecision? {
    guard let map = mapping(node, "'decision'", DecisionKey.self) else { return nil }
    var decision = ExperimentDecision()
    decision.marks["decision"] = document.mark(node)
    for key in DecisionKey.allCases {
      if let value = map[key] { decision.marks[DecisionKey.names[key.rawValue]] = document.mark(value) }
    }
    if let node = map[.criteria],
      let criteria = choice(node, "'criteria'", ExperimentDecision.Criteria.self)
    {
      decision.criteria = criteria
    }
    if let node = map[.targetMDE], let mde = number(node, "'targetMDE'") {
      if mde > 0, mde <= ExperimentDecision.largestTargetMDE {
        decision.targetMDE = mde
      } else {
        error(
          "'targetMDE' is a relative change above 0 and at most \(Int(ExperimentDecision.largestTargetMDE)) "
            + "(0.1 for ±10%), not \(document.string(node) ?? "")", at: document.mark(node))
      }
    }
    if let node = map[.minRuntime], let text = text(node, "'minRuntime'") {
      decision.minRuntime = MetricWindow(text)
      if decision.minRuntime == nil {
        error(
          "'minRuntime' must be a duration such as 12h, 3d or 2w, not '\(text)'", at: document.mark(node))
      }
    }
    return decision
  }
}
