extension CompiledFlowWriter {
  /// A metric with the flow format's keys; the defaults (`role: secondary`,
  /// `type: proportion`) are written out too, so every metric reads alike.
  static func metric(_ metric: MetricDefinition) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(metric.id), "role": .string(metric.role.rawValue), "type": .string(metric.type.rawValue),
    ]
    members["label"] = metric.label.map(JSONValue.string)
    members["when"] = metric.when?.json
    members["event"] = metric.event.map(JSONValue.string)
    members["within"] = metric.within.map { .string($0.text) }
    members["value"] = metric.value.map { .string($0.rawValue) }
    members["field"] = metric.field.map(JSONValue.string)
    members["numerator"] = metric.numerator.map(JSONValue.string)
    members["denominator"] = metric.denominator.map(JSONValue.string)
    return .object(members)
  }

  /// The top flow's `metrics` and `dimensions`, when it has them.
  static func addMetrics(of flow: FlowDefinition, to members: inout [String: JSONValue]) {
    if !flow.metrics.isEmpty { members["metrics"] = .array(flow.metrics.map(metric)) }
    if !flow.dimensions.isEmpty { members["dimensions"] = .array(flow.dimensions.map(JSONValue.string)) }
  }
}
