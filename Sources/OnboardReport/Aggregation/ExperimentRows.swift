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
  /// Converted users whose completion times are all impossible (``TimeBounds``).
  var timesLeftOut: [String: Int] = [:]
  /// Per step id.
  var steps: [String: [String: StepRow]] = [:]
  /// Failures per step and field, or per final rule (`field` empty, `rule` its message).
  var failures: [String: [(step: String, field: String, rule: String?, failures: Int)]] = [:]

  /// The counts of `id`: the funnel lists `plannedSteps` in their order (0
  /// for a step nobody reached), then any other step the events name, in
  /// the order people first saw them (then by id). Counts that cannot be
  /// (``warnings(_:experiment:)`` names them) are left out: a step's
  /// completions beyond its reached, conversions beyond the users, failures
  /// of a step without attempts.
  func variantCounts(_ id: String, weight: Double, plannedSteps: [String]) -> VariantCounts {
    let stepRows = steps[id] ?? [:]
    let unplanned = stepRows.filter { !plannedSteps.contains($0.key) }
      .sorted { ($0.value.firstSeen, $0.key) < ($1.value.firstSeen, $1.key) }.map(\.key)
    let order = plannedSteps + unplanned
    let funnel = order.map { step in
      let row = stepRows[step]
      let reached = row?.reached ?? 0
      return FunnelStepCounts(step: step, reached: reached, completed: min(row?.completed ?? 0, reached))
    }
    let position = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
    let fields = (failures[id] ?? []).sorted {
      (position[$0.step] ?? order.count, $0.step, $0.field, $0.rule ?? "") < (
        position[$1.step] ?? order.count, $1.step, $1.field, $1.rule ?? ""
      )
    }
    let outcome = outcomes[id] ?? (0, 0)
    return VariantCounts(
      id: id, weight: weight, users: outcome.users, conversions: min(outcome.conversions, outcome.users),
      completionTimes: times[id] ?? .empty, funnel: funnel,
      fieldFailures: fields.compactMap { failure in
        let attempts = stepRows[failure.step]?.attempts ?? 0
        guard attempts > 0 else { return nil }
        return FieldFailureCounts(
          step: failure.step, field: failure.field, rule: failure.rule, failures: failure.failures,
          attempts: attempts)
      })
  }
}
