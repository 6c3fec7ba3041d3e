/// A goal metric of a flow (`metrics:` in the flow file): what counts as
/// success for the people an experiment exposes, from the answers of their
/// completed run (`when:`) or from outcomes recorded later (`event:`, see
/// `onboard track`). Every metric is over the exposed people (intention to
/// treat); a person for whom it never happened counts 0.
///
/// ```yaml
/// metrics:
///   - { id: chose-pro, role: goal, type: proportion, when: { plan: pro } }
///   - { id: revenue-30d, type: mean, event: purchased, value: sum, within: 30d }
/// ```
package struct MetricDefinition: Sendable, Hashable, Codable {
  /// How the report weighs a metric.
  package enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    /// What the experiment is meant to move; corrected for multiple testing.
    case goal
    /// What must not get worse.
    case guardrail
    /// Reported, not decided on.
    case secondary
  }

  /// What is measured per exposed person.
  package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Whether it happened (0 or 1).
    case proportion
    /// A number (an outcome's values, or a numeric answer); 0 without one.
    case mean
    /// One metric's per-person value over another's (delta method).
    case ratio
  }

  /// How the values of a person's outcomes in the window make one number.
  package enum Aggregate: String, Sendable, Hashable, Codable, CaseIterable {
    /// Their sum.
    case sum
    /// How many there are.
    case count
    /// The largest.
    case max
  }

  /// The metric's id, unique in the flow; `completed` is built in.
  package var id: String
  /// How a report names it in words (`label: Pro plans`); `nil` to use the id.
  package var label: String?
  /// Goal, guardrail or secondary (the default).
  package var role: Role
  /// Proportion (the default), mean or ratio.
  package var type: Kind
  /// A condition on the answers of a completed run.
  package var when: Condition?
  /// The outcome's event name (`onboard track --event`).
  package var event: String?
  /// Counted only within this long after exposure; any time after it without.
  package var within: MetricWindow?
  /// How outcome values add up per person (`mean` over an event); `sum` by default.
  package var value: Aggregate?
  /// The numeric answer a `mean` metric averages (0 for people without one).
  package var field: String?
  /// A ratio's numerator metric.
  package var numerator: String?
  /// A ratio's denominator metric.
  package var denominator: String?
  /// Where each part was written (`metric`, `id`, `when`, `within`, …).
  package var marks: [String: SourceMark] = [:]
  /// Whether `type:` was misspelt or has an unknown value, so the checks
  /// that depend on the type are left out (the decoder reported it).
  package var typeIsUnclear = false

  /// A metric; a proportion and secondary unless told.
  package init(
    id: String, role: Role = .secondary, type: Kind = .proportion, when: Condition? = nil,
    event: String? = nil, within: MetricWindow? = nil, value: Aggregate? = nil, field: String? = nil,
    numerator: String? = nil, denominator: String? = nil
  ) {
    self.id = id
    self.role = role
    self.type = type
    self.when = when
    self.event = event
    self.within = within
    self.value = value
    self.field = field
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The id of the built-in metric: the person finished the flow.
  package static let completedID = "completed"
  /// The built-in metric's name in words.
  package static let completedLabel = "completion"

  /// The metric in words: its ``label``, else `completion` for the built-in
  /// metric, else its id.
  package var name: String {
    label ?? (id == Self.completedID ? Self.completedLabel : id)
  }

  /// The same metric without marks.
  package func strippingMarks() -> MetricDefinition {
    var metric = self
    metric.marks = [:]
    return metric
  }
}

extension FlowDefinition {
  /// Every metric of the flow, the built-in `completed` first: the goal when
  /// no metric has `role: goal`, a guardrail otherwise.
  package var allMetrics: [MetricDefinition] {
    let hasGoal = metrics.contains { $0.role == .goal }
    let completed = MetricDefinition(id: MetricDefinition.completedID, role: hasGoal ? .guardrail : .goal)
    return [completed] + metrics.filter { $0.id != MetricDefinition.completedID }
  }

  /// The metrics an experiment reports: those it lists under `metrics:`
  /// (in its order), or all of them.
  package func metrics(of experiment: ExperimentDefinition) -> [MetricDefinition] {
    let all = allMetrics
    guard let ids = experiment.metrics else { return all }
    return ids.compactMap { id in all.first { $0.id == id } }
  }

  /// The fields whose answers a completed run stores: those a metric's
  /// `when` or `field` names, once each, sorted.
  package var metricFields: [String] {
    var names: Set<String> = []
    for metric in metrics {
      if let when = metric.when { ConditionNames.forEach(in: when.json) { names.insert($0) } }
      if let field = metric.field { names.insert(field) }
    }
    return names.sorted()
  }
}
