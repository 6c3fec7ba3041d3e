/// What gbstats calls a statistic: a count of units with the mean and the
/// variance of their metric (`gbstats/models/statistics.py`).
public struct SampleSummary: Sendable, Hashable {
  /// Units (users, or completions for a time metric).
  public var n: Int
  /// The sample mean; 0 when `n` is 0, as in gbstats.
  public var mean: Double
  /// The variance gbstats uses; 0 when it cannot be estimated.
  public var variance: Double

  /// A summary from its parts.
  public init(n: Int, mean: Double, variance: Double) {
    self.n = n
    self.mean = mean
    self.variance = variance
  }

  /// gbstats' `ProportionStatistic`: mean `p = successes / n`, variance
  /// `p(1 − p)` (the population form, not `n − 1`).
  public static func proportion(successes: Int, of n: Int) -> SampleSummary {
    let mean = n == 0 ? 0 : Double(successes) / Double(n)
    return SampleSummary(n: n, mean: mean, variance: mean * (1 - mean))
  }

  /// gbstats' `SampleMeanStatistic`: mean `sum / n`, variance
  /// `(sumOfSquares − sum²/n) / (n − 1)`; 0 when `n ≤ 1`.
  public static func sample(n: Int, sum: Double, sumOfSquares: Double) -> SampleSummary {
    let count = Double(n)
    let mean = n == 0 ? 0 : sum / count
    let variance = n <= 1 ? 0 : (sumOfSquares - sum * sum / count) / (count - 1)
    return SampleSummary(n: n, mean: mean, variance: variance)
  }

  /// gbstats' `_has_zero_variance`: a variance of 0 or less (or NaN).
  var hasZeroVariance: Bool { !(variance > 0) }
}
