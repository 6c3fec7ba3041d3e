/// A statistic already reduced to what the tests read: a count of units with
/// the mean and the variance of their metric (`gbstats/models/statistics.py`).
package struct SampleSummary: MetricStatistic {
  /// Units (users, or completions for a time metric).
  package var n: Int
  /// The sample mean; 0 when `n` is 0, as in gbstats.
  package var mean: Double
  /// The variance gbstats uses; 0 when it cannot be estimated.
  package var variance: Double

  /// A summary from its parts.
  package init(n: Int, mean: Double, variance: Double) {
    self.n = n
    self.mean = mean
    self.variance = variance
  }

  /// gbstats' `ProportionStatistic`: mean `p = successes / n`, variance
  /// `p(1 − p)` (the population form, not `n − 1`).
  package static func proportion(successes: Int, of n: Int) -> SampleSummary {
    ProportionStatistic(n: n, sum: Double(successes)).summary
  }

  /// gbstats' `SampleMeanStatistic`: mean `sum / n`, variance
  /// `(sumOfSquares − sum²/n) / (n − 1)`; 0 when `n ≤ 1`.
  package static func sample(n: Int, sum: Double, sumOfSquares: Double) -> SampleSummary {
    SampleMeanStatistic(n: n, sum: sum, sumOfSquares: sumOfSquares).summary
  }
}
