import OnboardKit

extension FlowJSONSchema {
  /// `experiments:`: a list of experiments, each with its variants' edits.
  static var experimentsProperty: JSONValue {
    .object([
      "type": .string("array"),
      "items": experiment,
      "description": .string("Experiments that run variants of this flow (see docs/experiments.md)."),
    ])
  }

  private static var experiment: JSONValue {
    closedObject(
      [
        "key", "seed", "hashVersion", "hashAttribute", "coverage", "namespace", "audience", "status",
        "winner",
        "exposure", "variants", "metrics", "bucketVersion", "minBucketVersion", "decision",
      ],
      [
        "key": ref("text", "The experiment's key, as GrowthBook names it."),
        "seed": ref("text", "The hashing seed; the key when left out."),
        "hashVersion": .object([
          "enum": .array([.number(1), .number(2)]), "description": .string("1 or 2 (default)."),
        ]),
        "hashAttribute": ref("text", "The attribute hashed for the bucket; 'id' by default."),
        "coverage": .object([
          "type": .string("number"), "minimum": .number(0), "maximum": .number(1),
          "description": .string("The share of people in the experiment."),
        ]),
        "namespace": .object([
          "type": .string("array"), "minItems": .number(3), "maxItems": .number(3),
          "description": .string(
            "[id, start, end]: experiments of one namespace with ranges apart never share a person."),
        ]),
        "audience": ref("condition", "Who may enter, over the caller's attributes."),
        "status": .object([
          "enum": strings(["draft", "running", "stopped"]), "description": .string("Default running."),
        ]),
        "winner": ref("text", "The variant everyone gets once stopped."),
        "exposure": .object([
          "enum": strings(["divergence", "start"]),
          "description": .string(
            "When exposure is logged: where the variants diverge (default), or at the start."),
        ]),
        "variants": .object(["type": .string("array"), "minItems": .number(2), "items": variant]),
        "metrics": experimentMetricsProperty,
        "bucketVersion": .object([
          "type": .string("integer"), "minimum": .number(1),
          "description": .string(
            "Sticky bucketing: raising it buckets everyone again (GrowthBook's bucketVersion)."),
        ]),
        "minBucketVersion": .object([
          "type": .string("integer"), "minimum": .number(0),
          "description": .string("People stored under a lower bucket version are left out."),
        ]),
        "decision": closedObject(
          ["criteria", "targetMDE", "minRuntime"],
          [
            "criteria": .object([
              "enum": strings(["clear-signals", "do-no-harm"]),
              "description": .string(
                "GrowthBook's decision criteria: clear-signals (default) ships when every goal is significantly "
                  + "better and no guardrail worse; do-no-harm ships when no metric is significantly worse."),
            ]),
            "targetMDE": .object([
              "type": .string("number"), "exclusiveMinimum": .number(0), "maximum": .number(10),
              "description": .string(
                "The relative change the goals must be able to show with 80% power before a call (default 0.1)."
              ),
            ]),
            "minRuntime": .object([
              "type": .string("string"), "pattern": .string("^[0-9]+[smhdw]$"),
              "description": .string("The shortest run before a call, e.g. 3d."),
            ]),
          ], required: [], description: "How the report decides the experiment (docs/report.md)."),
      ], required: ["key", "variants"], description: "An experiment.")
  }

  private static var variant: JSONValue {
    closedObject(
      ["id", "weight", "order", "skip", "insert", "overrides"],
      [
        "id": ref("text", "The variant's id; the first variant is the control."),
        "weight": .object(["type": .string("number"), "minimum": .number(0), "maximum": .number(1)]),
        "order": .object([
          "type": .string("array"), "items": ref("text", "A step id."),
          "description": .string("Top-level steps in a new order."),
        ]),
        "skip": .object([
          "type": .string("array"), "items": ref("text", "A step id."),
          "description": .string("Top-level steps left out."),
        ]),
        "insert": .object([
          "type": .string("array"),
          "items": closedObject(
            ["step", "after", "before"],
            [
              "step": ref("step", "The new step."), "after": ref("text", "The step it follows."),
              "before": ref("text", "The step it precedes."),
            ], required: ["step"], description: "A step the variant adds."),
        ]),
        "overrides": .object([
          "type": .string("object"),
          "additionalProperties": closedObject(
            ["title", "body", "fields"],
            [
              "title": ref("text", "A new title."), "body": ref("text", "A new body."),
              "fields": .object([
                "type": .string("object"),
                "additionalProperties": closedObject(
                  ["label", "help", "options"],
                  [
                    "label": ref("text", "A new label."), "help": ref("text", "A new help line."),
                    "options": .object(["type": .string("array"), "items": ref("option", "An option.")]),
                  ], required: [], description: "Changes to one field."),
              ]),
            ], required: [], description: "Changes to one step's words and options."),
          "description": .string("Changes by step id."),
        ]),
      ], required: ["id"], description: "A variant and its edits.")
  }
}
