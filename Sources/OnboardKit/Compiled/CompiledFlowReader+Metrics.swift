extension CompiledFlowReader {
  /// The keys of a metric.
  static let metricKeys = [
    "id", "label", "role", "type", "when", "event", "within", "value", "field", "numerator", "denominator",
  ]

  /// The top flow's `metrics` and `dimensions`, taken out of `members`.
  mutating func metrics(from members: inout [String: JSONValue], into flow: inout FlowDefinition)
    throws(CompiledFlowError)
  {
    let object = try CompiledObject(
      .object(members.filter { $0.key == "metrics" || $0.key == "dimensions" }), at: "",
      allowed: ["metrics", "dimensions"])
    members["metrics"] = nil
    members["dimensions"] = nil
    flow.dimensions = try object.strings("dimensions") ?? []
    for element in try object.array("metrics") ?? [] {
      flow.metrics.append(try metric(element.value, at: element.path))
    }
  }

  private mutating func metric(_ value: JSONValue, at path: String) throws(CompiledFlowError)
    -> MetricDefinition
  {
    let object = try CompiledObject(value, at: path, allowed: Self.metricKeys)
    var metric = MetricDefinition(id: try object.requiredString("id"))
    metric.role = try Self.choice(object, "role") ?? .secondary
    metric.type = try Self.choice(object, "type") ?? .proportion
    metric.value = try Self.choice(object, "value")
    metric.when = object.value("when").map { condition($0, at: object.path(of: "when")) }
    metric.label = try object.string("label")
    metric.event = try object.string("event")
    metric.field = try object.string("field")
    metric.numerator = try object.string("numerator")
    metric.denominator = try object.string("denominator")
    if let text = try object.string("within") {
      guard let window = MetricWindow(text) else {
        throw .invalidValue(
          path: object.path(of: "within"), message: "expected a duration such as 7d, found '\(text)'")
      }
      metric.within = window
    }
    return metric
  }
}
