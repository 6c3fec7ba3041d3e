import OnboardKit

extension MetricQuery.Context {
  /// The sums per variant of `metric`, an outcome metric, and of every
  /// other outcome metric among `metrics` with its event not yet summed,
  /// in one pass over the outcomes (each joined to its person once, each
  /// metric's window a condition inside its aggregate); all of them kept.
  ///
  /// A person with no outcome inside a metric's window is valued 0 (or
  /// `NULL` for `max`), which adds nothing to a sum: the numbers are those
  /// of one query per metric.
  mutating func outcomeSums(of metric: MetricDefinition, among metrics: [MetricDefinition]) throws -> [String:
    StoreSums]
  {
    guard let event = metric.event else { return [:] }
    let group =
      [metric]
      + metrics.filter {
        $0.id != metric.id && $0.type != .ratio && $0.event == event && storeSums[$0.id] == nil
      }
    let tells = query.sql.completedSums != nil
    if let pass = query.flowPass {
      let found = try pass.sums(
        of: group, flow: flow, experiment: experiment, tellsCompleted: tells, store: query.store)
      for (index, member) in group.enumerated() { storeSums[member.id] = found[index] }
      return found[0]
    }
    let windows = group.map { $0.within?.milliseconds ?? Int64.max / 4 }
    // $3 the event, $4 the widest window (the join's), $5 on each metric's.
    let values = group.enumerated().map { index, member in
      "\(Self.aggregate(of: member, inside: "o.time_ms <= e.first_ms + $\(index + 5)")) AS v\(index)"
    }
    let sums = group.indices.map { index in
      "SUM(v\(index)), SUM(v\(index) * v\(index))" + (tells ? ", SUM(v\(index) * c)" : "")
    }
    let text =
      query.sql.exposed + ", person AS (SELECT e.variant, e.user_id, \(values.joined(separator: ", "))"
      + (tells ? ", MAX(e.completed) AS c" : "") + " FROM exposed e JOIN outcomes o "
      + "ON o.flow = $1 AND o.user_id = e.user_id AND o.event = $3 AND o.time_ms >= e.first_ms "
      + "AND o.time_ms <= e.first_ms + $4 GROUP BY e.variant, e.user_id) "
      + "SELECT variant, \(sums.joined(separator: ", ")) FROM person GROUP BY variant"
    var found = Array(repeating: [String: StoreSums](), count: group.count)
    let width = tells ? 3 : 2
    try query.store.query(
      text, parameters + [.text(event), .integer(windows.max() ?? 0)] + windows.map { .integer($0) }
    ) { row in
      let variant = row[0].text ?? ""
      for index in group.indices {
        let first = 1 + index * width
        found[index][variant] = StoreSums(
          sum: row[first].real ?? 0, squares: row[first + 1].real ?? 0,
          completedCross: tells ? row[first + 2].real ?? 0 : nil)
      }
    }
    for (index, member) in group.enumerated() { storeSums[member.id] = found[index] }
    return found[0]
  }

  /// One person's value of an outcome metric from their outcomes `o` that
  /// meet `inside` (its window): 1 for a proportion with one, else the
  /// `value:` aggregate of theirs.
  static func aggregate(of metric: MetricDefinition, inside: String) -> String {
    switch metric.type == .proportion ? nil : (metric.value ?? .sum) {
    case nil: return "MAX(CASE WHEN \(inside) THEN 1 ELSE 0 END)"
    case .sum?: return "SUM(CASE WHEN \(inside) THEN o.value ELSE 0 END)"
    case .count?: return "SUM(CASE WHEN \(inside) THEN 1 ELSE 0 END)"
    case .max?: return "MAX(CASE WHEN \(inside) THEN o.value END)"
    }
  }
}
