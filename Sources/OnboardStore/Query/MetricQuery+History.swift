import Foundation
import OnboardKit

extension MetricQuery {
  /// ``statistics(flow:experiment:metrics:)`` at several moments of a run in
  /// one pass: for each moment of `ends` (ms since 1970, `nil` meaning
  /// everyone), the statistics over the people first exposed before it,
  /// whatever they did later — a cumulative lift chart's points.
  ///
  /// Each person's values are read once and summed in order of first
  /// exposure, so a chart of 60 moments costs one report's queries instead
  /// of 60. The result at a moment equals a query with `exposedBefore`
  /// set to it (variants with nobody exposed yet are left out, as there);
  /// the counts of people left out are not filled in (0).
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
    let base: [SQLValue] = [.text(flow), .text(experiment)]
    // Everyone exposed, with their variant (as a slot) and first exposure.
    var slots: [String: Int] = [:]
    var names: [String] = []
    var people: [(variant: Int, first: Int64)] = []
    var position: [String: Int] = [:]
    try store.query(sql.exposed + " SELECT user_id, variant, first_ms FROM exposed", base) { row in
      let variant = row[1].text ?? ""
      let slot: Int
      if let known = slots[variant] {
        slot = known
      } else {
        slot = names.count
        slots[variant] = slot
        names.append(variant)
      }
      position[row[0].text ?? ""] = people.count
      people.append((slot, row[2].integer ?? 0))
    }
    // Per metric, each person's numerator and (for a ratio) denominator.
    var context = Context(query: self, flow: flow, experiment: experiment, users: [:])
    var x: [[Double]] = []
    var y: [[Double]?] = []
    for metric in metrics {
      var top = [Double](repeating: 0, count: people.count)
      var bottom: [Double]?
      func read(_ part: MetricDefinition, into values: inout [Double]) throws {
        try context.eachValue(of: part) { user, _, value in
          if let index = position[user] { values[index] = value }
        }
      }
      if metric.type == .ratio {
        let (numerator, denominator) = try Context.ratioParts(of: metric, among: metrics)
        try read(numerator, into: &top)
        var values = [Double](repeating: 0, count: people.count)
        try read(denominator, into: &values)
        bottom = values
      } else {
        try read(metric, into: &top)
      }
      x.append(top)
      y.append(bottom)
    }
    position = [:]
    // Sums so far per metric and variant slot, moved forward moment by moment.
    let order = people.indices.sorted { people[$0].first < people[$1].first }
    var users = [Int](repeating: 0, count: names.count)
    var sums = [[MetricSums]](
      repeating: [MetricSums](repeating: MetricSums(), count: names.count), count: metrics.count)
    var next = 0
    // The moments in time order (`nil`, everyone, last), each result put back in its place.
    let byTime = ends.indices.sorted { (ends[$0] ?? .max) < (ends[$1] ?? .max) }
    var results = [MetricQueryResult](
      repeating: MetricQueryResult(
        statistics: [], multipleExposures: 0, unexposedOutcomeUsers: 0, unexposedOutcomes: 0),
      count: ends.count)
    for place in byTime {
      let end = ends[place]
      while next < order.count, end.map({ people[order[next]].first < $0 }) ?? true {
        let person = order[next]
        let slot = people[person].variant
        users[slot] += 1
        for index in metrics.indices {
          sums[index][slot].add(x[index][person])
          if let denominator = y[index]?[person] {
            sums[index][slot].add(denominator: denominator, numerator: x[index][person])
          }
        }
        next += 1
      }
      let present = names.indices.filter { users[$0] > 0 }.sorted { names[$0] < names[$1] }
      let statistics = metrics.indices.map { index in
        present.map { slot in
          sums[index][slot].statistics(
            metric: metrics[index].id, variant: names[slot], users: users[slot],
            isRatio: metrics[index].type == .ratio)
        }
      }
      results[place].statistics = statistics
    }
    return results
  }
}
