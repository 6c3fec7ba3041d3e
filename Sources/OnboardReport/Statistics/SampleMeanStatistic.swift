/// gbstats' `SampleMeanStatistic`: a metric with a value per unit (revenue,
/// a count, seconds), given by its sum and sum of squares.
///
/// ```swift
/// let revenue = SampleMeanStatistic(n: 1_000, sum: 12_500, sumOfSquares: 1_056_000)
/// ```
package struct SampleMeanStatistic: SummedStatistic {
  /// The units; those without the metric count with value 0.
  package var n: Int
  /// `Σx` over the units.
  package var sum: Double
  /// `Σx²` over the units.
  package var sumOfSquares: Double

  /// A statistic from its sums.
  /// - Parameters:
  ///   - n: the units.
  ///   - sum: `Σx`.
  ///   - sumOfSquares: `Σx²`.
  package init(n: Int, sum: Double, sumOfSquares: Double) {
    self.n = n
    self.sum = sum
    self.sumOfSquares = sumOfSquares
  }

  /// `sum / n`; 0 when `n` is 0.
  package var mean: Double { n == 0 ? 0 : sum / Double(n) }

  /// The sample variance `(Σx² − (Σx)²/n) / (n − 1)`; 0 when `n ≤ 1`.
  package var variance: Double {
    guard n > 1 else { return 0 }
    let count = Double(n)
    return (sumOfSquares - sum * sum / count) / (count - 1)
  }
}
