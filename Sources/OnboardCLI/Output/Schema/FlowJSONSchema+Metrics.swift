import OnboardKit

extension FlowJSONSchema {
  /// `metrics:`: the flow's goal metrics (docs/flow-format.md).
  static var metricsProperty: JSONValue {
    .object([
      "type": .string("array"),
      "items": metric,
      "description": .string(
        "What experiments are judged on, over every exposed person; 'completed' (finished the flow) is "
          + "built in: the goal when no metric has role goal, a guardrail otherwise."),
    ])
  }

  /// `dimensions:`: attribute names stored with each exposure.
  static var dimensionsProperty: JSONValue {
    .object([
      "type": .string("array"), "items": ref("text", "An attribute name, e.g. country."),
      "description": .string("The caller's attributes stored with each exposure, for breakdowns."),
    ])
  }

  /// An experiment's `metrics: [ids]`.
  static var experimentMetricsProperty: JSONValue {
    .object([
      "type": .string("array"), "items": ref("text", "A metric id of the flow, or 'completed'."),
      "description": .string("The metrics the report shows for this experiment; all when left out."),
    ])
  }

  private static var metric: JSONValue {
    closedObject(
      [
        "id", "label", "role", "type", "when", "event", "within", "value", "field", "numerator",
        "denominator",
      ],
      [
        "id": ref("text", "Unique among the flow's metrics; not 'completed'."),
        "label": ref(
          "text", "The metric in words for the report's sentence, e.g. Pro plans; the id without it."),
        "role": .object([
          "enum": strings(MetricDefinition.Role.allCases.map(\.rawValue)),
          "description": .string("goal, guardrail or secondary (default)."),
        ]),
        "type": .object([
          "enum": strings(MetricDefinition.Kind.allCases.map(\.rawValue)),
          "description": .string(
            "proportion (default): share of exposed people for whom it happened; mean: a number per "
              + "exposed person, 0 without one; ratio: numerator over denominator (delta method)."),
        ]),
        "when": ref(
          "condition",
          "A condition on the answers of a completed run; only fields it names are stored, never an email "
            + "or private field."),
        "event": ref("text", "An outcome's event name, as 'onboard track --event' records it."),
        "within": .object([
          "type": .string("string"), "pattern": .string("^[0-9]+[wdhms]$"),
          "description": .string("Count outcomes only this long after exposure: 30m, 12h, 7d, 2w."),
        ]),
        "value": .object([
          "enum": strings(MetricDefinition.Aggregate.allCases.map(\.rawValue)),
          "description": .string("mean over an event: sum (default), count or max of the outcome values."),
        ]),
        "field": ref("fieldKey", "mean only: the numeric answer averaged (0 for people without one)."),
        "numerator": ref("text", "ratio only: the metric id above the line."),
        "denominator": ref("text", "ratio only: the metric id below the line."),
      ], required: ["id"], description: "A metric.")
  }
}
