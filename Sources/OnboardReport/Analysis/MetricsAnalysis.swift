import OnboardKit
import OnboardStore

/// Turns what ``MetricQuery`` summed in the store into ``MetricReport``s: each
/// metric's per-variant statistics as gbstats' `ProportionStatistic`,
/// `SampleMeanStatistic` or `RatioStatistic`, analysed by ``MetricAnalysis``,
/// and the goal metrics' p-values corrected together (Holm by default).
package struct MetricsAnalysis: Sendable {
  /// Level, sequential testing and prior.
  package var options: AnalysisOptions
  /// The correction over goal metrics × treatments.
  package var correction: MultipleTesting.Method

  /// An analysis with these settings.
  ///
  /// - Parameters:
  ///   - options: the level, sequential testing and prior of every test.
  ///   - correction: Holm (the default) or Benjamini–Hochberg.
  package init(options: AnalysisOptions, correction: MultipleTesting.Method = .holm) {
    self.options = options
    self.correction = correction
  }

  /// The metrics of one experiment.
  ///
  /// - Parameters:
  ///   - result: the query's statistics.
  ///   - metrics: the experiment's metrics, in the query's order.
  ///   - variants: the variant ids to report, the control first (others the store has are left out).
  ///   - correcting: whether to correct the goal metrics' p-values here
  ///     (a breakdown corrects over every slice at once, ``correct(_:)``).
  package func reports(
    _ result: MetricQueryResult, metrics: [MetricDefinition], variants: [String], correcting: Bool = true
  ) -> [MetricReport] {
    var reports = [
      metrics.compactMap { metric in report(metric, result, variants: variants, among: metrics) }
    ]
    if correcting { correct(&reports) }
    return reports[0]
  }

  /// Corrects the goal metrics' p-values of every list together (goal
  /// metrics × treatments, over every list); the number of p-values.
  @discardableResult
  package func correct(_ lists: inout [[MetricReport]]) -> Int {
    var places: [(list: Int, metric: Int, variant: Int)] = []
    var pValues: [Double] = []
    for (list, reports) in lists.enumerated() {
      for (metric, report) in reports.enumerated() where report.role == .goal {
        for (variant, entry) in report.variants.enumerated() {
          guard let comparison = entry.comparison else { continue }
          places.append((list, metric, variant))
          pValues.append(comparison.lift.pValue)
        }
      }
    }
    for (place, adjusted) in zip(places, MultipleTesting.adjust(pValues, method: correction)) {
      lists[place.list][place.metric].variants[place.variant].comparison?.pValueAdjusted = adjusted
    }
    return pValues.count
  }

  private func report(
    _ metric: MetricDefinition, _ result: MetricQueryResult, variants: [String],
    among metrics: [MetricDefinition]
  ) -> MetricReport? {
    let rows = variants.map { variant in
      result.statistics(of: metric.id, in: variant)
        ?? MetricStatistics(metric: metric.id, variant: variant, users: 0, sum: 0, sumOfSquares: 0)
    }
    guard rows.count >= 1 else { return nil }
    let analysis: MetricAnalysis
    switch metric.type {
    case .proportion:
      analysis = Self.analyze(rows.map { ProportionStatistic(n: $0.users, sum: $0.sum) }, options)
    case .mean:
      analysis = Self.analyze(rows.map(Self.mean), options)
    case .ratio:
      let kind = { (id: String?) in metrics.first { $0.id == id }?.type ?? .proportion }
      analysis = Self.ratio(
        rows, numerator: kind(metric.numerator), denominator: kind(metric.denominator), options)
    }
    let all = [analysis.control] + analysis.treatments
    return MetricReport(
      id: metric.id, label: metric.name, role: metric.role, type: metric.type,
      variants: zip(rows, all).map { row, variant in
        MetricVariantReport(
          id: row.variant, users: row.users, value: variant.value,
          interval: metric.type == .proportion
            ? WilsonInterval.interval(successes: Int(row.sum), of: row.users, alpha: options.alpha) : nil,
          standardDeviation: variant.standardDeviation,
          comparison: variant.comparison.map {
            MetricComparisonReport(
              lift: $0.lift, pValueAdjusted: nil, chanceToWin: $0.chanceToWin, risk: $0.risk)
          })
      })
  }

  private static func analyze<S: MetricStatistic>(_ statistics: [S], _ options: AnalysisOptions)
    -> MetricAnalysis
  {
    MetricAnalysis.analyze(
      control: statistics[0], treatments: Array(statistics.dropFirst()), options: options)
  }

  private static func mean(_ row: MetricStatistics) -> SampleMeanStatistic {
    SampleMeanStatistic(n: row.users, sum: row.sum, sumOfSquares: row.sumOfSquares)
  }

  private static func denominator(_ row: MetricStatistics) -> MetricStatistics {
    MetricStatistics(
      metric: row.metric, variant: row.variant, users: row.users, sum: row.denominatorSum ?? 0,
      sumOfSquares: row.denominatorSumOfSquares ?? 0)
  }

  /// A ratio whose parts are proportions or means, as gbstats builds `RatioStatistic`.
  private static func ratio(
    _ rows: [MetricStatistics], numerator: MetricDefinition.Kind, denominator: MetricDefinition.Kind,
    _ options: AnalysisOptions
  ) -> MetricAnalysis {
    func build<N: SummedStatistic, D: SummedStatistic>(
      _ top: (MetricStatistics) -> N, _ bottom: (MetricStatistics) -> D
    ) -> MetricAnalysis {
      analyze(
        rows.map { row in
          RatioStatistic(
            n: row.users, numerator: top(row), denominator: bottom(Self.denominator(row)),
            sumOfProducts: row.crossProducts ?? 0)
        }, options)
    }
    let share = { (row: MetricStatistics) in ProportionStatistic(n: row.users, sum: row.sum) }
    switch (numerator == .proportion, denominator == .proportion) {
    case (true, true): return build(share, share)
    case (true, false): return build(share, mean)
    case (false, true): return build(mean, share)
    case (false, false): return build(mean, mean)
    }
  }
}
