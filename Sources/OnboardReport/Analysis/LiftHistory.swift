import OnboardKit
import OnboardStore

/// A goal metric's relative lift over the run, cumulative: at the end of
/// each day (each hour of a run shorter than four days, each minute of one
/// shorter than four hours) the statistics of the report over the people
/// exposed until then, whatever they did later — so the last point is the
/// report's own number (docs/report.md, "Over time").
package struct LiftHistory: Sendable, Hashable {
  /// One moment of the run.
  package struct Point: Sendable, Hashable {
    /// The end of the bucket, in milliseconds since 1970 (exclusive).
    package var endMs: Int64
    /// People in the control and this treatment so far.
    package var people: Int
    /// The relative lift, as the report computes it.
    package var relative: Double
    /// Its interval at `1 − alpha`; `nil` when the test could not be run.
    package var interval: Interval?
  }

  /// The goal metric's id.
  package var metric: String
  /// The metric in words.
  package var label: String
  /// Per treatment (in the report's order), its points.
  package var variants: [(id: String, points: [Point])]

  /// The most points a chart draws; a longer run keeps every n-th and the last.
  package static let mostPoints = 60

  /// Equal when the metric and every treatment's points are.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.metric == rhs.metric && lhs.label == rhs.label
      && lhs.variants.elementsEqual(rhs.variants) { $0.id == $1.id && $0.points == $1.points }
  }

  /// Hashes what ``==`` compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(metric)
    for variant in variants {
      hasher.combine(variant.id)
      hasher.combine(variant.points)
    }
  }

  /// The bucket ends of a run from `first` to `last` (ms since 1970): whole
  /// UTC days, hours or minutes, at most ``mostPoints``; the last is `nil`,
  /// meaning everyone, as the report counts.
  package static func ends(first: Int64, last: Int64) -> [Int64?] {
    let span = max(0, last - first)
    let day: Int64 = 86_400_000
    let hour: Int64 = 3_600_000
    let step = span >= 4 * day ? day : span >= 4 * hour ? hour : 60_000
    let firstEnd = (first / step + 1) * step
    var ends: [Int64] = []
    var end = firstEnd
    while end <= last {
      ends.append(end)
      end += step
    }
    let stride = max(1, (ends.count + mostPoints - 2) / (mostPoints - 1))
    let kept = ends.enumerated().filter { $0.offset % stride == 0 }.map { Optional($0.element) }
    return kept + [nil]
  }

  /// Each goal metric's history in `experiment`, from the store.
  ///
  /// - Parameters:
  ///   - store: the store the report reads (its rollups when it keeps them).
  ///   - analysis: the report's analysis settings.
  ///   - flow: the flow's name.
  ///   - experiment: the experiment's key.
  ///   - metrics: the experiment's metrics, as the report passes them.
  ///   - variants: the report's variants, the control first.
  ///   - run: when the counted exposures happened.
  ///   - exposures: the report's window (every exposure by default).
  /// - Throws: ``StoreError`` when a query fails.
  package static func histories(
    store: any EventStore, analysis: MetricsAnalysis, flow: String, experiment: String,
    metrics: [MetricDefinition], variants: [String], run: RunSpan, exposures: ExposureFilter = .all
  ) throws -> [LiftHistory] {
    guard metrics.contains(where: { $0.role == .goal }), variants.count >= 2, let first = run.firstMs,
      let last = run.lastMs
    else { return [] }
    // The goals, and the parts of a goal that is a ratio.
    let goals = metrics.filter { $0.role == .goal }
    let parts = Set(goals.flatMap { [$0.numerator, $0.denominator].compactMap { $0 } })
    let needed = metrics.filter { $0.role == .goal || parts.contains($0.id) }
    var histories: [LiftHistory] = []
    let moments = ends(first: first, last: last)
    let results = try MetricQuery(store: store, exposures: exposures).statistics(
      flow: flow, experiment: experiment, metrics: needed, ends: moments)
    for (end, result) in zip(moments, results) {
      let reports = analysis.reports(result, metrics: needed, variants: variants).filter { $0.role == .goal }
      for (index, report) in reports.enumerated() {
        if histories.count <= index {
          histories.append(
            LiftHistory(
              metric: report.id, label: report.label,
              variants: report.variants.dropFirst().map { ($0.id, []) }))
        }
        let control = report.variants.first?.users ?? 0
        for (slot, variant) in report.variants.dropFirst().enumerated() {
          guard let comparison = variant.comparison else { continue }
          histories[index].variants[slot].points.append(
            Point(
              endMs: end ?? last + 1, people: control + variant.users, relative: comparison.lift.relative,
              interval: comparison.lift.problem == nil ? comparison.lift.interval : nil))
        }
      }
    }
    return histories
  }
}
