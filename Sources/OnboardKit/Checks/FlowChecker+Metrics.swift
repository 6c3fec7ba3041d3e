extension FlowChecker.Context {
  /// The flow's `metrics:` and each experiment's `metrics: [ids]`: ids are
  /// unique and known, each type has what it measures, a `when` or `field`
  /// names fields the flow collects, never an email or `private: true` field
  /// (no personal data enters the store through metrics), and a `mean`
  /// over an answer averages a number.
  mutating func checkMetrics(_ flow: FlowDefinition) {
    let ids = flow.allMetrics.map(\.id)
    let fields = Self.collectedFields(flow)
    var seen: Set<String> = []
    for metric in flow.metrics {
      let mark = metric.marks["id"] ?? metric.marks["metric"]
      if metric.id == MetricDefinition.completedID {
        error("metric id 'completed' is built in (finished the flow); give this metric another id", at: mark)
      } else if !seen.insert(metric.id).inserted {
        error("duplicate metric id '\(metric.id)'", at: mark)
      }
      if !metric.typeIsUnclear { checkShape(metric) }
      if let when = metric.when { checkWhen(when, of: metric, fields: fields) }
      if let field = metric.field { checkMeanField(field, of: metric, fields: fields) }
      for (key, id) in [("numerator", metric.numerator), ("denominator", metric.denominator)] {
        guard let id else { continue }
        if let other = flow.allMetrics.first(where: { $0.id == id }) {
          if other.type == .ratio {
            error(
              "ratio '\(metric.id)' has \(key) '\(id)', itself a ratio; use a proportion or a mean",
              at: metric.marks[key])
          }
        } else {
          error(unknownMetric(id, "ratio '\(metric.id)' has \(key)", ids), at: metric.marks[key])
        }
      }
    }
    for experiment in flow.experiments {
      for (index, id) in (experiment.metrics ?? []).enumerated() where !ids.contains(id) {
        error(
          unknownMetric(id, "experiment '\(experiment.key)' lists", ids),
          at: experiment.marks["metrics.\(index)"] ?? experiment.marks["metrics"])
      }
    }
  }

  private func unknownMetric(_ id: String, _ what: String, _ ids: [String]) -> String {
    let hint = EditDistance.suggestion(for: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
    return "\(what) unknown metric '\(id)'\(hint)"
  }

  /// What each type needs, and keys that do not go with it.
  private mutating func checkShape(_ metric: MetricDefinition) {
    let marks = metric.marks
    let name = "\(metric.type.rawValue) '\(metric.id)'"
    switch metric.type {
    case .proportion:
      if (metric.when == nil) == (metric.event == nil) {
        error("\(name) needs exactly one of 'when' (answers) and 'event' (an outcome)", at: marks["metric"])
      }
    case .mean:
      if (metric.field == nil) == (metric.event == nil) {
        error(
          "\(name) needs exactly one of 'field' (a numeric answer) and 'event' (outcome values)",
          at: marks["metric"])
      }
    case .ratio:
      for (key, id) in [("numerator", metric.numerator), ("denominator", metric.denominator)] where id == nil
      {
        error("\(name) needs '\(key)', the id of a metric", at: marks["metric"])
      }
    }
    let given: [(String, Bool)] = [
      ("when", metric.when != nil), ("event", metric.event != nil), ("within", metric.within != nil),
      ("value", metric.value != nil), ("field", metric.field != nil), ("numerator", metric.numerator != nil),
      ("denominator", metric.denominator != nil),
    ]
    let allowed: Set<String> =
      switch metric.type {
      case .proportion: ["when", "event", "within"]
      case .mean: ["field", "event", "within", "value"]
      case .ratio: ["numerator", "denominator"]
      }
    for (key, isGiven) in given where isGiven && !allowed.contains(key) {
      error("'\(key)' does not go with \(name)", at: marks[key] ?? marks["metric"])
    }
    if metric.within != nil, metric.event == nil, allowed.contains("within") {
      error("'within' needs 'event': it counts outcomes within a time of exposure", at: marks["within"])
    }
    if metric.value != nil, metric.event == nil, allowed.contains("value") {
      error("'value' needs 'event': it adds up outcome values", at: marks["value"])
    }
  }

  /// A `when` reads only fields the flow collects, none of them personal.
  private mutating func checkWhen(
    _ when: Condition, of metric: MetricDefinition, fields: [String: FieldDefinition]
  ) {
    var names: [String] = []
    ConditionNames.forEach(in: when.json) { if !names.contains($0) { names.append($0) } }
    for name in names.sorted() {
      checkStoredField(name, of: metric, key: "when", fields: fields)
    }
  }

  /// A mean's `field`: collected, not personal, a number.
  private mutating func checkMeanField(
    _ name: String, of metric: MetricDefinition, fields: [String: FieldDefinition]
  ) {
    guard checkStoredField(name, of: metric, key: "field", fields: fields) else { return }
    if let kind = schema?.descriptor.field(named: name)?.kind, !kind.definition.isNumeric {
      error(
        "mean '\(metric.id)' averages field '\(name)', which is \(kind.displayName), not a number",
        at: metric.marks["field"])
    }
  }

  /// Whether `name` is a field the flow collects that a metric may store;
  /// reports it when not.
  @discardableResult
  private mutating func checkStoredField(
    _ name: String, of metric: MetricDefinition, key: String, fields: [String: FieldDefinition]
  ) -> Bool {
    let mark = metric.marks[key] ?? metric.marks["metric"]
    guard let field = fields[name] else {
      let hint =
        EditDistance.suggestion(for: name, among: fields.keys.sorted()).map { "; did you mean '\($0)'?" }
        ?? ""
      error("metric '\(metric.id)' reads '\(name)', a field the flow never collects\(hint)", at: mark)
      return false
    }
    let personal =
      field.isPrivate
      ? "marked 'private: true'"
      : schema?.descriptor.field(named: name)?.kind.definition.personalData
    if let personal {
      error(
        "metric '\(metric.id)' reads field '\(name)', which is \(personal): no personal data enters the store through metrics",
        at: mark)
      return false
    }
    return true
  }

  /// The fields some step asks, in the flow, its sub-flows and the steps
  /// variants insert, by key (a field marked private anywhere counts as private).
  static func collectedFields(_ flow: FlowDefinition) -> [String: FieldDefinition] {
    var fields: [String: FieldDefinition] = [:]
    func add(_ steps: [StepDefinition]) {
      for step in steps {
        for field in step.fields {
          if let known = fields[field.key], known.isPrivate { continue }
          fields[field.key] = field
        }
        if let sub = step.include?.flow?.value { add(sub.steps) }
      }
    }
    add(flow.steps)
    for experiment in flow.experiments {
      for variant in experiment.variants { add(variant.insert.map(\.step)) }
    }
    return fields
  }
}
