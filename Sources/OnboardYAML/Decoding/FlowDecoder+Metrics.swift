/// A metric under `metrics:`.
enum MetricKey: Int, MappingKey {
  case id, label, role, type, when, event, within, value, field, numerator, denominator
  static let names = [
    "id", "label", "role", "type", "when", "event", "within", "value", "field", "numerator", "denominator",
  ]
  static let matcher = KeyMatcher(names)
}

extension NodeReader {
  /// A metric under `metrics:` (see docs/flow-format.md); what it names is
  /// checked against the flow later, in ``FlowChecker``.
  mutating func metric(_ node: Int) -> MetricDefinition? {
    guard let map = mapping(node, "a metric", MetricKey.self) else { return nil }
    guard let idNode = map.required(.id, &self), let id = text(idNode, "a metric's 'id'") else { return nil }
    var metric = MetricDefinition(id: id)
    metric.marks["metric"] = document.mark(node)
    for key in MetricKey.allCases {
      if let value = map[key] { metric.marks[MetricKey.names[key.rawValue]] = document.mark(value) }
    }
    if let node = map[.role], let role = choice(node, "'role'", MetricDefinition.Role.self) {
      metric.role = role
    }
    if let node = map[.type] {
      if let type = choice(node, "'type'", MetricDefinition.Kind.self) {
        metric.type = type
      } else {
        metric.typeIsUnclear = true
      }
    }
    if map.isMisspelt(.type) { metric.typeIsUnclear = true }
    if let node = map[.value], let value = choice(node, "'value'", MetricDefinition.Aggregate.self) {
      metric.value = value
    }
    metric.when = map[.when].flatMap { condition($0) }
    metric.label = map[.label].flatMap { text($0, "a metric's 'label'") }
    metric.event = map[.event].flatMap { text($0, "'event'") }
    metric.field = map[.field].flatMap { text($0, "'field'") }
    metric.numerator = map[.numerator].flatMap { text($0, "'numerator'") }
    metric.denominator = map[.denominator].flatMap { text($0, "'denominator'") }
    if let node = map[.within], let text = text(node, "'within'") {
      metric.within = MetricWindow(text)
      if metric.within == nil {
        error(
          "'within' must be a duration such as 30m, 12h, 7d or 2w, not '\(text)'", at: document.mark(node))
      }
    }
    return metric
  }
}
