/// Reads the `experiments` of a compiled flow: the flow format's keys that
/// ``CompiledFlowWriter/experiments(_:)`` writes, or the older output that
/// carried the `Codable` form with `marks` (read as it was written).
extension CompiledFlowReader {
  /// The keys of an experiment.
  static let experimentKeys = [
    "key", "seed", "hashVersion", "hashAttribute", "coverage", "namespace", "audience", "status", "winner",
    "exposure", "variants", "metrics", "bucketVersion", "minBucketVersion", "decision",
  ]
  /// The keys of a variant.
  static let variantKeys = ["id", "weight", "order", "skip", "insert", "overrides"]

  /// Every experiment of `value`, a list.
  mutating func experiments(_ value: JSONValue) throws(CompiledFlowError) -> [ExperimentDefinition] {
    guard case .array(let elements) = value else {
      throw .invalidValue(
        path: "experiments", message: "expected an array, found \(CompiledObject.kind(of: value))")
    }
    let legacy = elements.contains { element in
      if case .object(let members) = element { return members["marks"] != nil }
      return false
    }
    if legacy { return try CompiledExperiments.experiments(from: value) }
    var experiments: [ExperimentDefinition] = []
    for (index, element) in elements.enumerated() {
      experiments.append(try experiment(element, at: "experiments[\(index)]"))
    }
    return experiments
  }

  mutating func experiment(_ value: JSONValue, at path: String) throws(CompiledFlowError)
    -> ExperimentDefinition
  {
    let object = try CompiledObject(value, at: path, allowed: Self.experimentKeys)
    var variants: [VariantDefinition] = []
    _ = try object.required("variants")
    for element in try object.array("variants") ?? [] {
      variants.append(try variant(element.value, at: element.path))
    }
    var experiment = ExperimentDefinition(
      key: try object.requiredString("key"), seed: try object.string("seed"),
      hashVersion: try object.integer("hashVersion") ?? 2,
      hashAttribute: try object.string("hashAttribute") ?? "id",
      coverage: try object.number("coverage") ?? 1, winner: try object.string("winner"), variants: variants)
    if let elements = try object.array("namespace") {
      guard elements.count == 3, case .string(let id) = elements[0].value,
        case .number(let start) = elements[1].value,
        case .number(let end) = elements[2].value
      else {
        throw .invalidValue(path: object.path(of: "namespace"), message: "expected [id, start, end]")
      }
      experiment.namespace = ExperimentNamespace(id: id, start: start, end: end)
    }
    experiment.audience = object.value("audience").map { condition($0, at: object.path(of: "audience")) }
    experiment.status = try Self.choice(object, "status") ?? .running
    experiment.exposure = try Self.choice(object, "exposure") ?? .divergence
    experiment.metrics = try object.strings("metrics")
    experiment.bucketVersion = try object.integer("bucketVersion") ?? 0
    experiment.minBucketVersion = try object.integer("minBucketVersion") ?? 0
    if let value = object.value("decision") {
      experiment.decision = try decision(value, at: object.path(of: "decision"))
    }
    return experiment
  }

  mutating func variant(_ value: JSONValue, at path: String) throws(CompiledFlowError) -> VariantDefinition {
    let object = try CompiledObject(value, at: path, allowed: Self.variantKeys)
    var variant = VariantDefinition(
      id: try object.requiredString("id"), weight: try object.number("weight"),
      order: try object.strings("order"),
      skip: try object.strings("skip") ?? [])
    for element in try object.array("insert") ?? [] {
      let insertion = try CompiledObject(
        element.value, at: element.path, allowed: ["after", "before", "step"])
      let step = try self.step(try insertion.required("step"), at: insertion.path(of: "step"))
      variant.insert.append(
        StepInsertion(
          step: step, after: try insertion.string("after"), before: try insertion.string("before")))
    }
    for (id, change) in try object.object("overrides") ?? [:] {
      variant.overrides[id] = try stepOverride(change, at: object.path(of: "overrides") + ".\(id)")
    }
    return variant
  }

  func stepOverride(_ value: JSONValue, at path: String) throws(CompiledFlowError) -> StepOverride {
    let object = try CompiledObject(value, at: path, allowed: ["title", "body", "fields"])
    var change = StepOverride(title: try object.string("title"), body: try object.string("body"))
    for (key, value) in try object.object("fields") ?? [:] {
      let field = try CompiledObject(
        value, at: object.path(of: "fields") + ".\(key)", allowed: ["label", "help", "options"])
      change.fields[key] = FieldOverride(
        label: try field.string("label"), help: try field.string("help"), options: try options(of: field))
    }
    return change
  }

  /// A raw-value choice such as `status`, when present.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ object: CompiledObject, _ key: String
  ) throws(CompiledFlowError) -> Value? where Value.RawValue == String {
    guard let raw = try object.string(key) else { return nil }
    guard let value = Value(rawValue: raw) else {
      let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidValue(path: object.path(of: key), message: "expected one of \(names), found '\(raw)'")
    }
    return value
  }
}

extension CompiledFlowReader {
  /// An experiment's `decision`: criteria, target MDE and minimum runtime.
  func decision(_ value: JSONValue, at path: String) throws(CompiledFlowError) -> ExperimentDecision {
    let object = try CompiledObject(value, at: path, allowed: ["criteria", "targetMDE", "minRuntime"])
    var decision = ExperimentDecision()
    decision.criteria = try Self.choice(object, "criteria") ?? .clearSignals
    decision.targetMDE = try object.number("targetMDE") ?? ExperimentDecision.defaultTargetMDE
    if let text = try object.string("minRuntime") {
      guard let runtime = MetricWindow(text) else {
        throw .invalidValue(path: object.path(of: "minRuntime"), message: "expected a duration such as 3d")
      }
      decision.minRuntime = runtime
    }
    return decision
  }
}
