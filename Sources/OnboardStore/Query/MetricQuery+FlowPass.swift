import OnboardKit

extension MetricQuery {
  /// What one pass over a flow's outcomes gives every experiment of the
  /// flow at once, kept for the query's later calls: each outcome, in key
  /// order, with all its person's units (`units` is keyed by flow, person,
  /// experiment: one seek), so a report of several experiments reads the
  /// outcomes once per group of outcome metrics instead of once per
  /// experiment, and adds the people up here as it goes (grouping them
  /// in SQL sorted every joined row twice).
  ///
  /// Only a query over every exposed person of the rollups (no window, no
  /// moment) has one (``MetricQuery/flowPass``). Its numbers are those of
  /// the per-experiment texts (``outcomeSums(of:among:)``, the unexposed
  /// count of ``statistics(flow:experiment:metrics:)``): the same people,
  /// each person's value from their outcomes inside the window from their
  /// own first exposure, added up person by person in the order of their
  /// ids.
  final class FlowPass {
    /// Per group of outcome metrics (``key(of:flow:)``), per experiment and
    /// variant, each metric's sums.
    private var sums: [String: [String: [String: [Context.StoreSums]]]] = [:]
    /// Per flow, per experiment, the people with outcomes of the flow among
    /// its units and their outcomes; with the flow's totals (from the
    /// flow's first pass).
    private var exposedOutcomes: [String: OutcomePeople] = [:]

    /// People with outcomes and their outcomes: per experiment, and in all.
    private struct OutcomePeople {
      var users: [String: Int] = [:]
      var outcomes: [String: Int] = [:]
      var totalUsers = 0
      var total = 0
    }

    /// Per variant, the sums of each metric of `group` (one outcome event,
    /// no ratio) over `experiment`'s people exposed to one variant, read
    /// once per group for every experiment of `flow`.
    ///
    /// - Throws: ``StoreError`` when the query fails.
    func sums(
      of group: [MetricDefinition], flow: String, experiment: String, tellsCompleted: Bool,
      store: any EventStore
    ) throws -> [[String: Context.StoreSums]] {
      let key = Self.key(of: group, flow: flow)
      if sums[key] == nil {
        sums[key] = try read(group, flow: flow, tellsCompleted: tellsCompleted, store: store)
      }
      let found = sums[key]?[experiment] ?? [:]
      return group.indices.map { index in found.mapValues { $0[index] } }
    }

    /// People with outcomes of `flow` never exposed to `experiment`, and their outcomes.
    ///
    /// - Throws: ``StoreError`` when a query fails.
    func unexposed(flow: String, experiment: String, store: any EventStore) throws -> (
      users: Int, outcomes: Int
    ) {
      if exposedOutcomes[flow] == nil { _ = try read([], flow: flow, tellsCompleted: false, store: store) }
      guard let found = exposedOutcomes[flow] else { return (0, 0) }
      return (
        found.totalUsers - (found.users[experiment] ?? 0), found.total - (found.outcomes[experiment] ?? 0)
      )
    }

    /// One unit of the person read: `units`' columns the sums need.
    private struct Unit {
      let experiment: String
      let variant: String
      let variants: Int64
      let firstMilliseconds: Int64
      let completed: Double
    }

    /// One pass: every outcome of `flow` with its person's units, person
    /// by person; sums `group`'s metrics (empty: none) and, the first
    /// time, counts the people with outcomes per experiment.
    private func read(_ group: [MetricDefinition], flow: String, tellsCompleted: Bool, store: any EventStore)
      throws -> [String: [String: [Context.StoreSums]]]
    {
      let event = group.first?.event
      let windows = group.map { $0.within?.milliseconds ?? Int64.max / 4 }
      let widest = windows.max() ?? 0
      var found: [String: [String: [Context.StoreSums]]] = [:]
      var people = exposedOutcomes[flow] == nil ? OutcomePeople() : nil
      if people != nil {
        try store.query(
          "SELECT COUNT(DISTINCT user_id), COUNT(*) FROM outcomes WHERE flow = $1", [.text(flow)]
        ) {
          people?.totalUsers = Int($0[0].integer ?? 0)
          people?.total = Int($0[1].integer ?? 0)
        }
      }
      // The person being read: their units (from their first outcome's rows), all their outcomes' count,
      // and the outcomes of the group's event (time, value) in key order.
      var user: String?
      var units: [Unit] = []
      var outcome: (event: String, time: Int64, value: Double)?
      var outcomeCount = 0
      var timed: [(time: Int64, value: Double)] = []
      func finish() {
        for unit in units {
          people?.users[unit.experiment, default: 0] += 1
          people?.outcomes[unit.experiment, default: 0] += outcomeCount
          guard unit.variants == 1, !group.isEmpty else { continue }
          let inside = timed.filter {
            $0.time >= unit.firstMilliseconds && $0.time <= unit.firstMilliseconds + widest
          }
          guard !inside.isEmpty else { continue }
          var row =
            found[unit.experiment]?[unit.variant]
            ?? group.map { _ in
              Context.StoreSums(sum: 0, squares: 0, completedCross: tellsCompleted ? 0 : nil)
            }
          for (index, metric) in group.enumerated() {
            let end = unit.firstMilliseconds + windows[index]
            guard let value = Self.value(of: metric, in: inside.lazy.filter { $0.time <= end }.map(\.value))
            else { continue }
            row[index].sum += value
            row[index].squares += value * value
            if tellsCompleted {
              row[index].completedCross = (row[index].completedCross ?? 0) + value * unit.completed
            }
          }
          found[unit.experiment, default: [:]][unit.variant] = row
        }
      }
      try store.query(
        "SELECT o.user_id, o.event, o.time_ms, o.value, u.experiment, u.variant, u.variants, u.first_ms, "
          + "u.completed FROM outcomes o CROSS JOIN units u WHERE u.flow = o.flow AND u.user_id = o.user_id "
          + "AND o.flow = $1 ORDER BY o.user_id, o.event, o.time_ms, o.value, u.experiment", [.text(flow)]
      ) { row in
        let id = row[0].text ?? ""
        let current = (event: row[1].text ?? "", time: row[2].integer ?? 0, value: row[3].real ?? 0)
        if id != user {
          if user != nil { finish() }
          user = id
          units = []
          outcome = nil
          outcomeCount = 0
          timed = []
        }
        // A row whose outcome is the last row's brings the person's next unit only.
        if outcome.map({ $0 != current }) ?? true {
          outcomeCount += 1
          if current.event == event { timed.append((current.time, current.value)) }
        }
        if outcomeCount == 1 {
          units.append(
            Unit(
              experiment: row[4].text ?? "", variant: row[5].text ?? "", variants: row[6].integer ?? 0,
              firstMilliseconds: row[7].integer ?? 0, completed: Double(row[8].integer ?? 0)))
        }
        outcome = current
      }
      if user != nil { finish() }
      if let people { exposedOutcomes[flow] = people }
      return found
    }

    /// A person's value of an outcome metric from their outcomes' values
    /// inside its window, as ``Context/aggregate(of:inside:)`` gives it in
    /// SQL: 1 or 0 for a proportion, else the `value:` aggregate (`nil`
    /// for `max` of none).
    private static func value(of metric: MetricDefinition, in values: some Sequence<Double>) -> Double? {
      switch metric.type == .proportion ? nil : (metric.value ?? .sum) {
      case nil: return values.contains { _ in true } ? 1 : 0
      case .sum?: return values.reduce(0, +)
      case .count?: return Double(values.reduce(0) { count, _ in count + 1 })
      case .max?: return values.max()
      }
    }

    /// What makes two groups the same pass: the flow, and each metric's
    /// event, value, type and window, in order.
    private static func key(of group: [MetricDefinition], flow: String) -> String {
      ([flow]
        + group.map { metric in
          "\(metric.event ?? "")|\(metric.type)|\(metric.value.map { "\($0)" } ?? "")|"
            + "\(metric.within?.milliseconds ?? -1)"
        }).joined(separator: "\u{1F}")
    }
  }
}
