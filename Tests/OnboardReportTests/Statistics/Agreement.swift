/// Counts the values compared with gbstats and keeps the worst deviation.
///
/// A value agrees when `|actual − expected| ≤ 1e-6 · max(|expected|, floor)`:
/// relative, with an absolute floor where a relative comparison means
/// nothing — an interval end or estimate near 0 is judged against the
/// interval's width or the posterior's standard deviation, a probability
/// near 0 against 1e-9 (gbstats' `2(1 − cdf)` is only good to ~1e-16).
struct Agreement {
  static let tolerance = 1e-6
  private(set) var count = 0
  private(set) var worst = 0.0
  private(set) var worstLabel = ""
  private(set) var failures: [String] = []

  /// Compares one value; `label` names it in a failure.
  mutating func check(
    _ actual: Double, _ expected: Double, floor: Double = 0, _ label: @autoclosure () -> String
  ) {
    count += 1
    let deviation: Double
    if actual == expected {
      deviation = 0
    } else {
      let scale = max(abs(expected), floor)
      deviation = scale > 0 && actual.isFinite ? abs(actual - expected) / scale : .infinity
    }
    if deviation > worst {
      worst = deviation
      worstLabel = label()
    }
    if !(deviation <= Self.tolerance) {
      failures.append("\(label()): \(actual) vs gbstats \(expected) (deviation \(deviation))")
    }
  }

  /// Adds another agreement's counts.
  mutating func merge(_ other: Agreement) {
    count += other.count
    if other.worst > worst {
      worst = other.worst
      worstLabel = other.worstLabel
    }
    failures += other.failures
  }
}
