/// A closed interval `[lower, upper]`.
public struct Interval: Sendable, Hashable {
  /// The lower end.
  package var lower: Double
  /// The upper end.
  package var upper: Double

  /// An interval from its ends.
  package init(_ lower: Double, _ upper: Double) {
    self.lower = lower
    self.upper = upper
  }
}
