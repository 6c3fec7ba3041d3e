/// Comparisons of doubles for the tests.
enum Closeness {
  /// `actual` is within `relative` of `expected`, relative to `|expected|`;
  /// exactly equal (both zero or both infinite) also passes.
  static func relative(_ actual: Double, _ expected: Double, _ relative: Double = 1e-10) -> Bool {
    if actual == expected { return true }
    return abs(actual - expected) <= relative * abs(expected)
  }

  /// Relative for large values, absolute (with the same bound) below 1.
  static func scaled(_ actual: Double, _ expected: Double, _ tolerance: Double = 1e-10) -> Bool {
    if actual == expected { return true }
    return abs(actual - expected) <= tolerance * max(1, abs(expected))
  }
}
