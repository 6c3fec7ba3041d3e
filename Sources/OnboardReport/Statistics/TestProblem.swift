/// Why a comparison fell back to gbstats' uninformative default output.
package enum TestProblem: String, Sendable, Hashable, CaseIterable {
  /// The control's mean is 0 (no conversions): a relative lift is undefined.
  /// gbstats: `ZERO_NEGATIVE_BASELINE_VARIATION`.
  case baselineZero = "ZERO_NEGATIVE_BASELINE_VARIATION"
  /// A variant's variance is 0 (every user converted, none did, or n ≤ 1).
  /// gbstats: `ZERO_NEGATIVE_VARIANCE`.
  case zeroVariance = "ZERO_NEGATIVE_VARIANCE"
  /// A variant has no users (Bayesian test only). gbstats: `NO_UNITS_IN_VARIATION`.
  case noUnits = "NO_UNITS_IN_VARIATION"
}
