/// One step's row of ``ReportQueries/steps``.
struct StepRow: Sendable, Hashable {
  var reached: Int
  var completed: Int
  var attempts: Int
  /// The earliest place in a session the step was seen.
  var firstSeen: Int
}

/// The rows of one experiment's queries, by variant id (a few rows per
/// variant, whatever the number of events).
struct ExperimentRows: Sendable {
  /// Users exposed and users converted.
  var outcomes: [String: (users: Int, conversions: Int)] = [:]
  /// Completion times.
  var times: [String: CompletionTimes] = [:]
  /// Per step id.
  var steps: [String: [String: StepRow]] = [:]
  /// Failures per step and field, or per final rule (`field` empty, `rule` its message).
  var failures: [String: [(step: String, field: String, rule: String?, failures: Int)]] = [:]

  /// The counts of `id`: the funnel lists `plannedSteps` in their order (0
  /// for a step nobody reached), then any other step the events name, in
  /// the order people first saw them (then by id).
  func variantCounts(_ id: String, weight: Double, plannedSteps: [String]) -> VariantCounts {
    let stepRows = steps[id] ?? [:]
    let unplanned = stepRows.filter { !plannedSteps.contains($0.key) }
      .sorted { ($0.value.firstSeen, $0.key) < ($1.value.firstSeen, $1.key) }.map(\.key)
    let order = plannedSteps + unplanned
    let funnel = order.map { step in
      let row = stepRows[step]
      return FunnelStepCounts(step: step, reached: row?.reached ?? 0, completed: row?.completed ?? 0)
    }
    let position = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
    let fields = (failures[id] ?? []).sorted {
      (position[$0.step] ?? order.count, $0.step, $0.field, $0.rule ?? "") < (
        position[$1.step] ?? order.count, $1.step, $1.field, $1.rule ?? ""
      )
    }
    let outcome = outcomes[id] ?? (0, 0)
    return VariantCounts(
      id: id, weight: weight, users: outcome.users, conversions: outcome.conversions,
      completionTimes: times[id] ?? .empty, funnel: funnel,
      // NB: every failure is also counted in its step's attempts; counts where
      // it is not are left as they are, for `validate()` to refuse.
      fieldFailures: fields.map { failure in
        FieldFailureCounts(
          step: failure.step, field: failure.field, rule: failure.rule, failures: failure.failures,
          attempts: stepRows[failure.step]?.attempts ?? 0)
      })
  }
}
