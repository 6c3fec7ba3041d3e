/// The sufficient statistics of one metric in one variant, over every person
/// exposed to the variant (intention to treat: a person for whom the metric
/// never happened counts with value 0). What gbstats' `ProportionStatistic`,
/// `SampleMeanStatistic` and `RatioStatistic` are built from.
///
/// For a proportion `sum` is the number of people for whom it happened (and
/// equals `sumOfSquares`); for a mean they are the sums of the per-person
/// values and of their squares; for a ratio they are the numerator's, and
/// the `denominator…` and `crossProducts` fields are set.
package struct MetricStatistics: Sendable, Hashable, Codable {
  /// The metric's id.
  package var metric: String
  /// The variant's id.
  package var variant: String
  /// How many people the variant exposed (people exposed to another variant too are left out).
  package var users: Int
  /// Σ x: the per-person values (a ratio's numerator).
  package var sum: Double
  /// Σ x².
  package var sumOfSquares: Double
  /// A ratio's Σ y over the per-person denominators.
  package var denominatorSum: Double?
  /// A ratio's Σ y².
  package var denominatorSumOfSquares: Double?
  /// A ratio's Σ x·y.
  package var crossProducts: Double?

  /// Statistics with every sum given.
  package init(
    metric: String, variant: String, users: Int, sum: Double, sumOfSquares: Double,
    denominatorSum: Double? = nil, denominatorSumOfSquares: Double? = nil, crossProducts: Double? = nil
  ) {
    self.metric = metric
    self.variant = variant
    self.users = users
    self.sum = sum
    self.sumOfSquares = sumOfSquares
    self.denominatorSum = denominatorSum
    self.denominatorSumOfSquares = denominatorSumOfSquares
    self.crossProducts = crossProducts
  }
}

/// What ``MetricQuery/statistics(flow:experiment:metrics:)`` finds for one
/// experiment: per metric (in the order asked) and variant (by id) the
/// statistics, and what was left out.
package struct MetricQueryResult: Sendable, Hashable, Codable {
  /// Per metric, per variant in id order.
  package var statistics: [[MetricStatistics]]
  /// People exposed to more than one variant of the experiment: left out of every metric.
  package var multipleExposures: Int
  /// People with outcomes of the flow who were never exposed to the experiment: ignored.
  package var unexposedOutcomeUsers: Int
  /// Their outcomes.
  package var unexposedOutcomes: Int

  /// The statistics of `metric` in `variant`.
  package func statistics(of metric: String, in variant: String) -> MetricStatistics? {
    statistics.joined().first { $0.metric == metric && $0.variant == variant }
  }
}
