/// The `experiments` of a compiled flow, in the flow format's own keys
/// (docs/flow-format.md): no marks, no empty lists or mappings, a namespace
/// as `[id, start, end]`, an inserted step as any other compiled step.
extension CompiledFlowWriter {
  /// Every experiment, in order.
  static func experiments(_ experiments: [ExperimentDefinition]) -> JSONValue {
    .array(experiments.map(experiment))
  }

  static func experiment(_ experiment: ExperimentDefinition) -> JSONValue {
    var members: [String: JSONValue] = [
      "key": .string(experiment.key), "seed": .string(experiment.seed),
      "hashVersion": .number(Double(experiment.hashVersion)),
      "hashAttribute": .string(experiment.hashAttribute),
      "coverage": .number(experiment.coverage), "status": .string(experiment.status.rawValue),
      "exposure": .string(experiment.exposure.rawValue), "variants": .array(experiment.variants.map(variant)),
    ]
    members["namespace"] = experiment.namespace.map { namespace in
      .array([.string(namespace.id), .number(namespace.start), .number(namespace.end)])
    }
    members["audience"] = experiment.audience?.json
    members["winner"] = experiment.winner.map(JSONValue.string)
    members["metrics"] = experiment.metrics.map { .array($0.map(JSONValue.string)) }
    if experiment.bucketVersion != 0 { members["bucketVersion"] = .number(Double(experiment.bucketVersion)) }
    if experiment.minBucketVersion != 0 {
      members["minBucketVersion"] = .number(Double(experiment.minBucketVersion))
    }
    members["decision"] = experiment.decision.map { decision in
      var parts: [String: JSONValue] = [
        "criteria": .string(decision.criteria.rawValue), "targetMDE": .number(decision.targetMDE),
      ]
      parts["minRuntime"] = decision.minRuntime.map { .string($0.text) }
      return .object(parts)
    }
    return .object(members)
  }

  static func variant(_ variant: VariantDefinition) -> JSONValue {
    var members: [String: JSONValue] = ["id": .string(variant.id)]
    members["weight"] = variant.weight.map(JSONValue.number)
    members["order"] = variant.order.map { .array($0.map(JSONValue.string)) }
    if !variant.skip.isEmpty { members["skip"] = .array(variant.skip.map(JSONValue.string)) }
    if !variant.insert.isEmpty {
      members["insert"] = .array(
        variant.insert.map { insertion in
          var members: [String: JSONValue] = ["step": step(insertion.step)]
          members["after"] = insertion.after.map(JSONValue.string)
          members["before"] = insertion.before.map(JSONValue.string)
          return .object(members)
        })
    }
    if !variant.overrides.isEmpty {
      members["overrides"] = .object(variant.overrides.mapValues(stepOverride))
    }
    return .object(members)
  }

  static func stepOverride(_ change: StepOverride) -> JSONValue {
    var members: [String: JSONValue] = [:]
    members["title"] = change.title.map(JSONValue.string)
    members["body"] = change.body.map(JSONValue.string)
    if !change.fields.isEmpty {
      members["fields"] = .object(
        change.fields.mapValues { field in
          var members: [String: JSONValue] = [:]
          members["label"] = field.label.map(JSONValue.string)
          members["help"] = field.help.map(JSONValue.string)
          members["options"] = field.options.map(options)
          return .object(members)
        })
    }
    return .object(members)
  }

  /// Options as `{value, label}` mappings, for fields and field overrides alike.
  static func options(_ options: [OptionDefinition]) -> JSONValue {
    .array(
      options.map { option in
        var members: [String: JSONValue] = ["value": .string(option.value)]
        members["label"] = option.label.map(JSONValue.string)
        return .object(members)
      })
  }
}
