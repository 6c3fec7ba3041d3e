/// How a treatment is compared with the control (gbstats' `difference_type`).
package enum DifferenceType: String, Sendable, Hashable, CaseIterable {
  /// `(mean_b − mean_a) / mean_a`: the lift, as a share of the control.
  case relative
  /// `mean_b − mean_a`, in the metric's own unit.
  case absolute
}
