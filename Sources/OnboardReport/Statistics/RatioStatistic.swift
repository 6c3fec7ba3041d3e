/// gbstats' `RatioStatistic`: a numerator over a denominator summed over the
/// same units (purchases per completer, revenue per order), with the
/// delta-method variance of the ratio of means.
///
/// ```swift
/// let share = RatioStatistic(
///   n: 500,
///   numerator: ProportionStatistic(n: 500, sum: 120),
///   denominator: ProportionStatistic(n: 500, sum: 400),
///   sumOfProducts: 120)  // Σ mᵢdᵢ: every Pro buyer completed
/// ```
package struct RatioStatistic<Numerator: SummedStatistic, Denominator: SummedStatistic>: MetricStatistic {
  /// The units (users) both parts are summed over.
  package var n: Int
  /// The numerator's statistic (gbstats' `m_statistic`).
  package var numerator: Numerator
  /// The denominator's statistic (gbstats' `d_statistic`).
  package var denominator: Denominator
  /// `Σ mᵢ·dᵢ` over the units (gbstats' `m_d_sum_of_products`).
  package var sumOfProducts: Double

  /// A ratio from its parts.
  /// - Parameters:
  ///   - n: the units.
  ///   - numerator: the numerator's statistic over the same units.
  ///   - denominator: the denominator's statistic over the same units.
  ///   - sumOfProducts: `Σ mᵢ·dᵢ`.
  package init(n: Int, numerator: Numerator, denominator: Denominator, sumOfProducts: Double) {
    self.n = n
    self.numerator = numerator
    self.denominator = denominator
    self.sumOfProducts = sumOfProducts
  }

  /// `Σm / Σd`; 0 when the denominator's sum is 0.
  package var mean: Double { denominator.sum == 0 ? 0 : numerator.sum / denominator.sum }

  /// The sample covariance `(Σmd − Σm·Σd/n) / (n − 1)`; 0 when `n ≤ 1`.
  package var covariance: Double {
    guard n > 1 else { return 0 }
    let count = Double(n)
    return (sumOfProducts - numerator.sum * denominator.sum / count) / (count - 1)
  }

  /// The delta method:
  /// `var_m/μ_d² − 2·cov·μ_m/μ_d³ + μ_m²·var_d/μ_d⁴`; 0 when the
  /// denominator's mean is 0 or `n ≤ 1`.
  package var variance: Double {
    let d = denominator.mean
    guard d != 0, n > 1 else { return 0 }
    let m = numerator.mean
    let d2 = d * d
    return numerator.variance / d2 - 2 * covariance * m / (d2 * d) + m * m * denominator.variance / (d2 * d2)
  }
}
