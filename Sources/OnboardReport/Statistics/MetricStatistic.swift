/// What gbstats calls a `Statistic` (`gbstats/models/statistics.py`): the
/// sufficient statistics of one variant's metric, reduced to a count of units,
/// a mean and a variance. ``ProportionStatistic``, ``SampleMeanStatistic`` and
/// ``RatioStatistic`` compute the last two exactly as gbstats 0.8.0 does;
/// ``SampleSummary`` holds them already computed.
///
/// None of these has a regression adjustment, so gbstats' `unadjusted_mean`
/// is ``mean``.
package protocol MetricStatistic: Sendable, Hashable {
  /// The units (users) the metric is over.
  var n: Int { get }
  /// The mean per unit; 0 when it is undefined (no units, or a ratio over 0).
  var mean: Double { get }
  /// The variance per unit the tests use; 0 or less when it cannot be
  /// estimated (the tests then fall back to their uninformative output).
  var variance: Double { get }
}

/// A statistic with a total: what a ``RatioStatistic`` divides.
package protocol SummedStatistic: MetricStatistic {
  /// The total of the metric over the units.
  var sum: Double { get }
}

extension MetricStatistic {
  /// gbstats' `stddev`: `√variance`, or 0 when the variance is 0 or less.
  package var standardDeviation: Double { variance > 0 ? variance.squareRoot() : 0 }

  /// The three numbers the tests read.
  var summary: SampleSummary { SampleSummary(n: n, mean: mean, variance: variance) }

  /// gbstats' `_has_zero_variance`: a variance of 0 or less (or NaN).
  var hasZeroVariance: Bool { !(variance > 0) }
}
