import Foundation

/// gbstats 0.8's `SequentialTwoSidedTTest` (`gbstats/frequentist/tests.py`):
/// an always-valid confidence sequence (Waudby-Smith et al. 2023, eq. 9 and
/// 155), so the results may be looked at every day without inflating false
/// positives. The interval is wider than ``TwoSidedTTest``'s and the p-value
/// larger; both are valid at any number of looks.
package struct SequentialTwoSidedTTest: Sendable, Hashable {
  /// gbstats' default `sequential_tuning_parameter`: the total sample size
  /// around which the sequence is tightest.
  package static let defaultTuning = 5_000.0

  /// The significance level; the interval is at `1 − alpha`.
  package var alpha: Double
  /// Relative or absolute difference.
  package var difference: DifferenceType
  /// gbstats' `sequential_tuning_parameter` (greater than 0).
  package var tuning: Double

  /// A sequential test at level `alpha` with the given tuning parameter.
  package init(alpha: Double = 0.05, difference: DifferenceType = .relative, tuning: Double = defaultTuning) {
    self.alpha = alpha
    self.difference = difference
    self.tuning = tuning
  }

  /// gbstats' `rho`: `√((−2 ln α + ln(−2 ln α + 1)) / tuning)`.
  var rho: Double {
    let logAlpha = -2 * log(alpha)
    return ((logAlpha + log(logAlpha + 1)) / tuning).squareRoot()
  }

  /// Runs the test, with `N = n_a + n_b` and `s² = variance·N`:
  /// - interval `estimate ± s·√(2(Nρ² + 1)·ln(√(Nρ² + 1)/α) / (Nρ)²)`;
  /// - p-value `min(1, 1/e)` with the e-value
  ///   `e = exp(ρ²·estimate²·N/variance / (2(Nρ² + 1))) / √(Nρ² + 1)`,
  ///   computed as `√(Nρ² + 1)·exp(−…)` so a huge e-value gives 0, as in gbstats.
  /// - Parameters:
  ///   - control: the control's statistic (gbstats' `stat_a`).
  ///   - treatment: the treatment's statistic (`stat_b`).
  package func compare(control: some MetricStatistic, treatment: some MetricStatistic) -> FrequentistResult {
    let a = control.summary
    let b = treatment.summary
    if let problem = TTestSetup.problem(control: a, treatment: b) { return .fallback(problem) }
    let setup = TTestSetup(control: a, treatment: b, difference: difference)
    let total = Double(control.n + treatment.n)
    let rho2 = rho * rho
    let spread = rho2 * total + 1
    let spreadTerm: Double = 2 * spread * log(spread.squareRoot() / alpha)
    let scale: Double = total * total * rho2
    let width: Double = (setup.variance * total).squareRoot() * (spreadTerm / scale).squareRoot()
    let scaledSquare: Double = setup.estimate * setup.estimate * total / setup.variance
    let pValue: Double = spread.squareRoot() * exp(-rho2 * scaledSquare / (2 * spread))
    return setup.result(
      interval: Interval(setup.estimate - width, setup.estimate + width), pValue: min(1, pValue))
  }
}
