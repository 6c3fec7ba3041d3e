/// One variant of a ``MetricAnalysis``: its own numbers and, for a
/// treatment, how it compares with the control.
package struct VariantAnalysis: Sendable, Hashable {
  /// The units (gbstats' `users`).
  package var n: Int
  /// The metric's mean per unit: a conversion rate, a mean value or a ratio
  /// (gbstats' `cr` and `stats.mean`). gbstats gives no interval for it.
  package var value: Double
  /// gbstats' `stats.stddev`: `√variance`, 0 when it cannot be estimated.
  package var standardDeviation: Double
  /// Against the control; `nil` for the control itself.
  package var comparison: MetricComparison?
}

/// A treatment against the control: the frequentist and the Bayesian test
/// with the same options.
package struct MetricComparison: Sendable, Hashable {
  /// The lift, its frequentist interval and p-value.
  package var lift: Lift
  /// The frequentist test's full result.
  package var frequentist: FrequentistResult
  /// The Bayesian test's full result.
  package var bayesian: BayesianResult

  /// P(treatment better than control), from ``bayesian``.
  package var chanceToWin: Double { bayesian.chanceToWin }
  /// The expected loss of each choice, from ``bayesian``.
  package var risk: Risk { bayesian.risk }
}
