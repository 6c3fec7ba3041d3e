/// One variant of a ``MetricAnalysis``: its own numbers and, for a
/// treatment, how it compares with the control.
public struct VariantAnalysis: Sendable, Hashable {
  /// The units (gbstats' `users`).
  public var n: Int
  /// The metric's mean per unit: a conversion rate, a mean value or a ratio
  /// (gbstats' `cr` and `stats.mean`). gbstats gives no interval for it.
  public var value: Double
  /// gbstats' `stats.stddev`: `√variance`, 0 when it cannot be estimated.
  public var standardDeviation: Double
  /// Against the control; `nil` for the control itself.
  public var comparison: MetricComparison?
}

/// A treatment against the control: the frequentist and the Bayesian test
/// with the same options.
public struct MetricComparison: Sendable, Hashable {
  /// The lift, its frequentist interval and p-value.
  public var lift: Lift
  /// The frequentist test's full result.
  public var frequentist: FrequentistResult
  /// The Bayesian test's full result.
  public var bayesian: BayesianResult

  /// P(treatment better than control), from ``bayesian``.
  public var chanceToWin: Double { bayesian.chanceToWin }
  /// The expected loss of each choice, from ``bayesian``.
  public var risk: Risk { bayesian.risk }
}
