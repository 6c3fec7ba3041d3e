/// The modified Lentz algorithm for continued fractions, shared by the
/// incomplete beta and gamma functions.
enum ContinuedFraction {
  /// Values below this are replaced by it, so no step divides by zero.
  static let tiny = 1e-300

  /// Replaces a value too close to zero by ``tiny``.
  static func nonZero(_ value: Double) -> Double {
    abs(value) < tiny ? tiny : value
  }

  /// How many terms the loops evaluate at most: enough for `a` about 1e10 in
  /// the incomplete beta, and always finite so no input can hang a report.
  static let maximumTerms = 2_000_000

  /// The relative change below which a fraction has converged.
  static let tolerance = 4.5e-16
}
