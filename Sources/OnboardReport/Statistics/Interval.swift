/// A closed interval `[lower, upper]`.
public struct Interval: Sendable, Hashable {
  /// The lower end.
  public var lower: Double
  /// The upper end.
  public var upper: Double

  /// An interval from its ends.
  public init(_ lower: Double, _ upper: Double) {
    self.lower = lower
    self.upper = upper
  }
}
