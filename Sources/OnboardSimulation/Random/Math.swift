import Foundation

/// The few libm functions the distributions need, in one place.
enum Math {
  /// The natural logarithm.
  static func log(_ x: Double) -> Double { Foundation.log(x) }
  /// The cosine.
  static func cos(_ x: Double) -> Double { Foundation.cos(x) }
}
