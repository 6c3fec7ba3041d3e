/// The sufficient statistics of one metric in one variant, over every person
/// exposed to the variant (intention to treat: a person for whom the metric
/// never happened counts with value 0). What gbstats' `ProportionStatistic`,
/// `SampleMeanStatistic` and `RatioStatistic` are built from.
///
/// For a proportion `sum` is the number of people for whom it happened (and
/// equals `sumOfSquares`); for a mean they are the sums of the per-person
/// values and of their squares; for a ratio they are the numerator's, and
/// the `denominator…` and `crossProducts` fields are set.
public struct MetricStatistics: Sendable, Hashable, Codable {
  /// The metric's id.
  public var metric: String
  /// The variant's id.
  public var variant: String
  /// How many people the variant exposed (people exposed to another variant too are left out).
  public var users: Int
  /// Σ x: the per-person values (a ratio's numerator).
  public var sum: Double
  /// Σ x².
  public var sumOfSquares: Double
  /// A ratio's Σ y over the per-person denominators.
  public var denominatorSum: Double?
  /// A ratio's Σ y².
  public var denominatorSumOfSquares: Double?
  /// A ratio's Σ x·y.
  public var crossProducts: Double?

  /// Statistics with every sum given.
  public init(
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
public struct MetricQueryResult: Sendable, Hashable, Codable {
  /// Per metric, per variant in id order.
  public var statistics: [[MetricStatistics]]
  /// People exposed to more than one variant of the experiment: left out of every metric.
  public var multipleExposures: Int
  /// People with outcomes of the flow who were never exposed to the experiment: ignored.
  public var unexposedOutcomeUsers: Int
  /// Their outcomes.
  public var unexposedOutcomes: Int

  /// The statistics of `metric` in `variant`.
  public func statistics(of metric: String, in variant: String) -> MetricStatistics? {
    statistics.joined().first { $0.metric == metric && $0.variant == variant }
  }
}
