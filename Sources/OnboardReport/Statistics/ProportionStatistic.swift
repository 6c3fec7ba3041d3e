/// gbstats' `ProportionStatistic`: a binomial metric, the number of units
/// for whom something happened out of `n`.
///
/// ```swift
/// let control = ProportionStatistic(n: 10_000, sum: 1_000)  // mean 0.1, variance 0.09
/// ```
package struct ProportionStatistic: SummedStatistic {
  /// The units exposed.
  package var n: Int
  /// The units for whom it happened.
  package var sum: Double

  /// A statistic from its counts.
  /// - Parameters:
  ///   - n: the units exposed.
  ///   - sum: how many of them converted (not more than `n`).
  package init(n: Int, sum: Double) {
    self.n = n
    self.sum = sum
  }

  /// `sum / n`; 0 when `n` is 0.
  package var mean: Double { n == 0 ? 0 : sum / Double(n) }

  /// `p(1 − p)`: the population form, not `n − 1`, as gbstats.
  package var variance: Double { mean * (1 - mean) }

  /// gbstats' `sum_squares` of a 0/1 metric: the sum itself.
  package var sumOfSquares: Double { sum }
}
