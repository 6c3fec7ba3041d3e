extension NodeReader {
  /// An experiment under `experiments:` (see docs/flow-format.md).
  mutating func experiment(_ node: Int) -> ExperimentDefinition? {
    guard let map = mapping(node, "an experiment", ExperimentKey.self) else { return nil }
    guard let key = map.required(.key, &self).flatMap({ text($0, "an experiment's 'key'") }) else {
      return nil
    }
    var variants: [VariantDefinition] = []
    if let list = map.required(.variants, &self).flatMap({ sequence($0, "'variants'") }) {
      variants = list.compactMap { variant(Int($0)) }
    }
    var experiment = ExperimentDefinition(key: key, variants: variants)
    experiment.marks["experiment"] = document.mark(node)
    for key in ExperimentKey.allCases {
      if let value = map[key] { experiment.marks[ExperimentKey.names[key.rawValue]] = document.mark(value) }
    }
    if let seed = map[.seed].flatMap({ text($0, "'seed'") }) { experiment.seed = seed }
    if let version = map[.hashVersion].flatMap({ integer($0, "'hashVersion'") }) {
      experiment.hashVersion = version
    }
    if let attribute = map[.hashAttribute].flatMap({ text($0, "'hashAttribute'") }) {
      experiment.hashAttribute = attribute
    }
    // A version that is not a whole number is reported here, and its mark
    // dropped so the checks do not report it again.
    if let node = map[.bucketVersion] {
      if let version = integer(node, "'bucketVersion'") {
        experiment.bucketVersion = version
      } else {
        experiment.marks["bucketVersion"] = nil
      }
    }
    if let node = map[.minBucketVersion] {
      if let version = integer(node, "'minBucketVersion'") {
        experiment.minBucketVersion = version
      } else {
        experiment.marks["minBucketVersion"] = nil
      }
    }
    if let coverage = map[.coverage].flatMap({ number($0, "'coverage'") }) { experiment.coverage = coverage }
    if let node = map[.namespace] { experiment.namespace = namespace(node) }
    if let node = map[.audience] { experiment.audience = condition(node) }
    if let node = map[.status], let status = choice(node, "'status'", ExperimentDefinition.Status.self) {
      experiment.status = status
    }
    experiment.winner = map[.winner].flatMap { text($0, "'winner'") }
    experiment.metrics = map[.metrics].flatMap { ids($0, key: "metrics", marks: &experiment.marks) }
    experiment.decision = map[.decision].flatMap { decision($0) }
    if let node = map[.exposure],
      let exposure = choice(node, "'exposure'", ExperimentDefinition.Exposure.self)
    {
      experiment.exposure = exposure
    }
    return experiment
  }

  /// `holdout: { weight: 0.05, seed: … }`; `weight` is required.
  mutating func holdout(_ node: Int) -> HoldoutDefinition? {
    guard let map = mapping(node, "'holdout'", HoldoutKey.self) else { return nil }
    guard let weight = map.required(.weight, &self).flatMap({ number($0, "the holdout's 'weight'") }) else {
      return nil
    }
    var holdout = HoldoutDefinition(
      weight: weight, seed: map[.seed].flatMap { text($0, "the holdout's 'seed'") })
    holdout.marks["holdout"] = document.mark(node)
    for key in HoldoutKey.allCases {
      if let value = map[key] { holdout.marks[HoldoutKey.names[key.rawValue]] = document.mark(value) }
    }
    return holdout
  }

  mutating func variant(_ node: Int) -> VariantDefinition? {
    guard let map = mapping(node, "a variant", VariantKey.self) else { return nil }
    guard let id = map.required(.id, &self).flatMap({ text($0, "a variant's 'id'") }) else { return nil }
    var variant = VariantDefinition(id: id)
    variant.marks["variant"] = document.mark(node)
    for key in VariantKey.allCases {
      if let value = map[key] { variant.marks[VariantKey.names[key.rawValue]] = document.mark(value) }
    }
    variant.weight = map[.weight].flatMap { number($0, "'weight'") }
    variant.order = map[.order].flatMap { ids($0, key: "order", marks: &variant.marks) }
    variant.skip = map[.skip].flatMap { ids($0, key: "skip", marks: &variant.marks) } ?? []
    if let list = map[.insert].flatMap({ sequence($0, "'insert'") }) {
      variant.insert = list.compactMap { insertion(Int($0)) }
    }
    if let overrides = map[.overrides] { variant.overrides = stepOverrides(overrides) }
    return variant
  }

  private mutating func insertion(_ node: Int) -> StepInsertion? {
    guard let map = mapping(node, "an insertion", InsertKey.self) else { return nil }
    guard let step = map.required(.step, &self).flatMap({ step($0) }) else { return nil }
    let after = map[.after].flatMap { text($0, "'after'") }
    let before = map[.before].flatMap { text($0, "'before'") }
    if (after == nil) == (before == nil) {
      error("an insertion needs exactly one of 'after' and 'before'", at: document.mark(node))
    }
    return StepInsertion(step: step, after: after, before: before)
  }

  private mutating func stepOverrides(_ node: Int) -> [String: StepOverride] {
    guard document.kind(node) == .mapping else {
      error(
        "'overrides' must be a mapping of step ids, not \(document.kindDescription(node))",
        at: document.mark(node))
      return [:]
    }
    var overrides: [String: StepOverride] = [:]
    for pair in 0..<document.pairCount(node) {
      guard let id = text(document.key(node, pair), "a step id in 'overrides'") else { continue }
      let value = document.value(node, pair)
      guard let map = mapping(value, "the overrides of step '\(id)'", StepOverrideKey.self) else { continue }
      var change = StepOverride(mark: document.mark(document.key(node, pair)))
      change.title = map[.title].flatMap { text($0, "'title'") }
      change.body = map[.body].flatMap { text($0, "'body'") }
      if let fields = map[.fields] { change.fields = fieldOverrides(fields) }
      overrides[id] = change
    }
    return overrides
  }

  private mutating func fieldOverrides(_ node: Int) -> [String: FieldOverride] {
    guard document.kind(node) == .mapping else {
      error(
        "'fields' must be a mapping of field keys, not \(document.kindDescription(node))",
        at: document.mark(node))
      return [:]
    }
    var fields: [String: FieldOverride] = [:]
    for pair in 0..<document.pairCount(node) {
      guard let key = text(document.key(node, pair), "a field key in 'fields'") else { continue }
      guard
        let map = mapping(
          document.value(node, pair), "the overrides of field '\(key)'", FieldOverrideKey.self)
      else { continue }
      var change = FieldOverride(mark: document.mark(document.key(node, pair)))
      change.label = map[.label].flatMap { text($0, "'label'") }
      change.help = map[.help].flatMap { text($0, "'help'") }
      change.options = map[.options].flatMap { sequence($0, "'options'") }?.compactMap { option(Int($0)) }
      fields[key] = change
    }
    return fields
  }

  /// `namespace: [id, start, end]`.
  private mutating func namespace(_ node: Int) -> ExperimentNamespace? {
    guard let items = sequence(node, "'namespace'"), items.count == 3,
      let id = text(Int(items[items.startIndex]), "a namespace's id"),
      let start = number(Int(items[items.startIndex + 1]), "a namespace's start"),
      let end = number(Int(items[items.startIndex + 2]), "a namespace's end")
    else {
      if document.kind(node) == .sequence {
        error("'namespace' must be [id, start, end], e.g. [onboarding, 0, 0.5]", at: document.mark(node))
      }
      return nil
    }
    return ExperimentNamespace(id: id, start: start, end: end)
  }

  /// A plain number.
  mutating func number(_ node: Int, _ what: String) -> Double? {
    guard document.isScalar(node), document.nodes[node].style == .plain,
      let value = document.string(node).flatMap({ Double($0) }), value.isFinite
    else {
      error("\(what) must be a number", at: document.mark(node))
      return nil
    }
    return value
  }

  /// The step ids under `key`: a list, or one id as a list of one; the mark
  /// of each id kept goes into `marks` as `order.0`, `order.1`, …
  mutating func ids(_ node: Int, key: String, marks: inout [String: SourceMark]) -> [String]? {
    if document.isScalar(node) {
      marks["\(key).0"] = document.mark(node)
      return text(node, "'\(key)'").map { [$0] }
    }
    guard let items = sequence(node, "'\(key)'") else { return nil }
    var ids: [String] = []
    for item in items {
      guard let id = text(Int(item), "an item of '\(key)'") else { continue }
      marks["\(key).\(ids.count)"] = document.mark(Int(item))
      ids.append(id)
    }
    return ids
  }

  /// One of an enum's raw values, with a suggestion when misspelt.
  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ node: Int, _ what: String, _: Value.Type
  ) -> Value? where Value.RawValue == String {
    guard let raw = text(node, what) else { return nil }
    if let value = Value(rawValue: raw) { return value }
    let names = Value.allCases.map(\.rawValue)
    let hint = EditDistance.suggestion(for: raw, among: names).map { "; did you mean '\($0)'?" } ?? ""
    error(
      "\(what) must be one of \(names.joined(separator: ", ")), not '\(raw)'\(hint)", at: document.mark(node))
    return nil
  }
}
