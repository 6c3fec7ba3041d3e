import OnboardKit

/// One goal, guardrail or secondary metric of an experiment, analysed per
/// variant against the control (docs/report-json.md, `experiments[].metrics[]`).
public struct MetricReport: Sendable, Hashable {
  /// The metric's id (`completed` for finishing the flow).
  package var id: String
  /// The metric in words (its `label:`, else `completion` or the id; ``MetricDefinition/name``).
  package var label: String
  /// Goal, guardrail or secondary.
  package var role: MetricDefinition.Role
  /// Proportion, mean or ratio.
  package var type: MetricDefinition.Kind
  /// Every variant, the control first.
  package var variants: [MetricVariantReport]
}

/// One variant's value of a metric and, for a treatment, its comparison.
package struct MetricVariantReport: Sendable, Hashable {
  /// The variant's id.
  package var id: String
  /// People exposed to it (only to it).
  package var users: Int
  /// The metric's value: a share, a mean per person, or a ratio.
  package var value: Double
  /// The value's interval: Wilson's for a proportion; `nil` for the others (gbstats gives none).
  package var interval: Interval?
  /// The standard deviation per person (gbstats' `stats.stddev`), for power.
  package var standardDeviation: Double = 0
  /// Against the control; `nil` for the control itself.
  package var comparison: MetricComparisonReport?
}

extension MetricVariantReport {
  /// Whether a treatment and its control have enough data for a p-value:
  /// ``DataQuality/minimumConversions`` conversions of a proportion in each,
  /// as many people for a mean or a ratio (GrowthBook's minimum sample size).
  static func hasEnoughData(
    _ variant: MetricVariantReport, _ control: MetricVariantReport, _ type: MetricDefinition.Kind
  ) -> Bool {
    func count(_ arm: MetricVariantReport) -> Int {
      type == .proportion ? Int((arm.value * Double(arm.users)).rounded()) : arm.users
    }
    return min(count(variant), count(control)) >= DataQuality.minimumConversions
  }
}

/// A treatment against the control on one metric.
package struct MetricComparisonReport: Sendable, Hashable {
  /// Relative and absolute lift, the relative lift's interval and the two-sided p-value.
  package var lift: Lift
  /// The p-value after the correction over goal metrics × treatments; `nil`
  /// for a guardrail or secondary metric (not corrected).
  package var pValueAdjusted: Double?
  /// The Bayesian chance that the treatment beats the control.
  package var chanceToWin: Double
  /// The expected loss of choosing the control, or the treatment.
  package var risk: Risk
}
