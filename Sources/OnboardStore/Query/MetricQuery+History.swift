import Foundation
import OnboardKit

extension MetricQuery {
  /// ``statistics(flow:experiment:metrics:)`` at several moments of a run in
  /// one pass: for each moment of `ends` (ms since 1970, `nil` meaning
  /// everyone), the statistics over the people first exposed before it,
  /// whatever they did later — a cumulative lift chart's points.
  ///
  /// Each person is put in the span between two moments their first
  /// exposure falls in; their values are added to their span's sums as the
  /// store hands them over (no table of every person is kept: memory grows
  /// with the moments and variants, and with a ratio's people whose
  /// numerator is not 0), and a moment's sums are those of the spans before
  /// it. A chart of 60 moments costs one report's queries instead of 60. The
  /// result at a moment equals a query with `exposedBefore` set to it (up to
  /// the order the numbers were added in; variants with nobody exposed yet
  /// are left out, as there); the counts of people left out are not filled
  /// in (0).
  ///
  /// - Parameters:
  ///   - flow: The flow's name.
  ///   - experiment: The experiment's key.
  ///   - metrics: The metrics, as for ``statistics(flow:experiment:metrics:)``.
  ///   - ends: The moments, in any order.
  /// - Returns: One result per moment, in the order of `ends`.
  /// - Throws: ``StoreError`` when a query fails.
  package func statistics(
    flow: String, experiment: String, metrics: [MetricDefinition], ends: [Int64?]
  ) throws -> [MetricQueryResult] {
    // The moments in time order (`nil`, everyone, last); span k holds the people first exposed before
    // moment k and not before moment k − 1.
    let byTime = ends.indices.sorted { (ends[$0] ?? .max) < (ends[$1] ?? .max) }
    let bounds = byTime.map { ends[$0] ?? .max }
    func span(of first: Int64) -> Int? {
      // The first moment after `first`: a binary search over the bounds.
      var low = 0
      var high = bounds.count
      while low < high {
        let middle = (low + high) / 2
        if first < bounds[middle] { high = middle } else { low = middle + 1 }
      }
      return low < bounds.count ? low : nil
    }
    // Per span, per variant slot: the people, and each metric's sums.
    var slots: [String: Int] = [:]
    var names: [String] = []
    var users: [[Int]] = Array(repeating: [], count: bounds.count)
    var sums: [[[MetricSums]]] = Array(
      repeating: Array(repeating: [], count: bounds.count), count: metrics.count)
    func slot(of variant: String) -> Int {
      if let known = slots[variant] { return known }
      slots[variant] = names.count
      names.append(variant)
      for index in users.indices { users[index].append(0) }
      for metric in sums.indices {
        for index in sums[metric].indices { sums[metric][index].append(MetricSums()) }
      }
      return names.count - 1
    }
    try store.query(sql.exposed + " SELECT variant, first_ms FROM exposed", [.text(flow), .text(experiment)])
    {
      row in
      let place = slot(of: row[0].text ?? "")
      if let span = span(of: row[1].integer ?? 0) { users[span][place] += 1 }
    }
    var context = Context(query: self, flow: flow, experiment: experiment, users: [:])
    for (index, metric) in metrics.enumerated() {
      func add(_ person: Context.PersonValue, _ change: (inout MetricSums) -> Void) {
        guard let span = span(of: person.first), let place = slots[person.variant] else { return }
        change(&sums[index][span][place])
      }
      if metric.type == .ratio {
        let (numerator, denominator) = try Context.ratioParts(of: metric, among: metrics)
        let x = try context.values(of: numerator)
        for (_, person) in x { add(person) { $0.add(person.value) } }
        try context.eachValue(of: denominator) { user, person in
          add(person) { $0.add(denominator: person.value, numerator: x[user]?.value ?? 0) }
        }
      } else {
        try context.eachValue(of: metric) { _, person in add(person) { $0.add(person.value) } }
      }
    }
    // The spans added up moment by moment, each result put back in its place.
    var results = [MetricQueryResult](
      repeating: MetricQueryResult(
        statistics: [], multipleExposures: 0, unexposedOutcomeUsers: 0, unexposedOutcomes: 0),
      count: ends.count)
    var people = [Int](repeating: 0, count: names.count)
    var running = [[MetricSums]](
      repeating: [MetricSums](repeating: MetricSums(), count: names.count), count: metrics.count)
    for (span, place) in byTime.enumerated() {
      for slot in names.indices {
        people[slot] += users[span][slot]
        for index in metrics.indices { running[index][slot].merge(sums[index][span][slot]) }
      }
      let present = names.indices.filter { people[$0] > 0 }.sorted { names[$0] < names[$1] }
      results[place].statistics = metrics.indices.map { index in
        present.map { slot in
          running[index][slot].statistics(
            metric: metrics[index].id, variant: names[slot], users: people[slot],
            isRatio: metrics[index].type == .ratio)
        }
      }
    }
    return results
  }
}
