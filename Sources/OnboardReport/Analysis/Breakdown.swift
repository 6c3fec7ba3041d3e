import OnboardKit
import OnboardStore

/// An experiment's metrics per value of one attribute of the flow's
/// `dimensions:` (`onboard report --by country`): every metric per value,
/// the goal metrics' p-values corrected together over slices × goal metrics
/// × treatments, and the values with fewer than ``minimumPeople`` people in
/// some variant grouped as ``otherName`` (docs/report.md, "Breakdowns").
package struct Breakdown: Sendable, Hashable {
  /// One value of the attribute (or the values grouped as other).
  package struct Slice: Sendable, Hashable {
    /// The value; ``Breakdown/otherName`` for the grouped ones.
    package var value: String
    /// The values it holds: the value itself, or every grouped one.
    package var values: [String]
    /// People per variant, the control first.
    package var people: [Int]
    /// Every metric of the experiment over this slice's people.
    package var metrics: [MetricReport]
  }

  /// The attribute.
  package var attribute: String
  /// The slices, the largest first; the grouped values last.
  package var slices: [Slice]
  /// The p-values the correction was over: slices × goal metrics × treatments.
  package var comparisons: Int

  /// The fewest people a value needs in every variant to be a slice of its own
  /// (GrowthBook's minimum sample size).
  package static let minimumPeople = DataQuality.minimumConversions
  /// The slice of the values with too few people.
  package static let otherName = "other"
  /// How a person without the attribute is counted.
  package static let noneName = "(none)"

  /// The breakdown of `experiment` by `attribute`, from the store.
  ///
  /// - Parameters:
  ///   - store: the store the report reads.
  ///   - analysis: the report's analysis settings (its correction too).
  ///   - flow: the flow's name.
  ///   - experiment: the experiment's key.
  ///   - metrics: the experiment's metrics.
  ///   - variants: the report's variants, the control first.
  ///   - attribute: one of the flow's `dimensions:`.
  ///   - exposures: the report's window (every exposure by default).
  /// - Throws: ``StoreError`` when a query fails.
  package static func compute(
    store: any EventStore, analysis: MetricsAnalysis, flow: String, experiment: String,
    metrics: [MetricDefinition], variants: [String], attribute: String, exposures: ExposureFilter = .all
  ) throws -> Breakdown {
    let query = MetricQuery(store: store, exposures: exposures)
    let people = try query.dimension(attribute, flow: flow, experiment: experiment)
    var counts: [String: [String: Int]] = [:]
    for (_, person) in people where variants.contains(person.variant) {
      counts[person.value ?? noneName, default: [:]][person.variant, default: 0] += 1
    }
    let total = { (value: String) in counts[value]?.values.reduce(0, +) ?? 0 }
    let kept = counts.keys.filter { value in
      variants.allSatisfy { (counts[value]?[$0] ?? 0) >= minimumPeople }
    }.sorted { total($0) != total($1) ? total($0) > total($1) : $0 < $1 }
    let grouped = counts.keys.filter { !kept.contains($0) }.sorted()
    var groups: [String: String] = [:]
    var variantOf: [String: String] = [:]
    for (user, person) in people where variants.contains(person.variant) {
      let value = person.value ?? noneName
      groups[user] = kept.contains(value) ? "=" + value : otherName
      variantOf[user] = person.variant
    }
    let results = try query.statistics(
      flow: flow, experiment: experiment, metrics: metrics, groups: groups, variants: variantOf)
    let names = kept.map { ("=" + $0, $0, [$0]) } + (grouped.isEmpty ? [] : [(otherName, otherName, grouped)])
    var slices: [Slice] = []
    for (key, value, values) in names {
      guard let result = results[key] else { continue }
      slices.append(
        Slice(
          value: value, values: values,
          people: variants.map { variant in values.reduce(0) { $0 + (counts[$1]?[variant] ?? 0) } },
          metrics: analysis.reports(result, metrics: metrics, variants: variants, correcting: false)))
    }
    var all = slices.map(\.metrics)
    let comparisons = analysis.correct(&all)
    for index in slices.indices { slices[index].metrics = all[index] }
    return Breakdown(attribute: attribute, slices: slices, comparisons: comparisons)
  }
}
