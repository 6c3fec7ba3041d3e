/// How a number is drawn: fixed, uniform between two bounds, or normal
/// (clamped to optional bounds). Seconds per step, integer and number
/// answers, and dates (as day numbers) all use it.
package enum NumberDistribution: Sendable, Hashable {
  /// Always this value.
  case fixed(Double)
  /// Uniform in `lower...upper`.
  case uniform(lower: Double, upper: Double)
  /// Normal with this mean and standard deviation, clamped to the bounds.
  case normal(mean: Double, deviation: Double, lower: Double?, upper: Double?)

  /// A random value.
  package func sample(_ random: inout SimulationRandom) -> Double {
    switch self {
    case .fixed(let value):
      return value
    case .uniform(let lower, let upper):
      return lower + (upper - lower) * random.unit()
    case .normal(let mean, let deviation, let lower, let upper):
      var value = mean + deviation * random.gaussian()
      if let lower, value < lower { value = lower }
      if let upper, value > upper { value = upper }
      return value
    }
  }

  /// A random whole number: uniform over every integer of the bounds, or the
  /// rounded value of the others.
  package func sampleInteger(_ random: inout SimulationRandom) -> Int {
    if case .uniform(let lower, let upper) = self {
      let low = Int(lower.rounded(.up))
      let high = Int(upper.rounded(.down))
      guard high > low else { return low }
      return low + random.below(high - low + 1)
    }
    let value = sample(&random).rounded()
    guard value.isFinite, abs(value) < 9e15 else { return 0 }
    return Int(value)
  }

  /// The probability that ``sampleInteger(_:)`` gives a value below
  /// `bound`, for uniform and fixed distributions (`nil` for normal ones).
  package func integerShare(below bound: Int) -> Double? {
    switch self {
    case .fixed(let value):
      return Int(value.rounded()) < bound ? 1 : 0
    case .uniform(let lower, let upper):
      let low = Int(lower.rounded(.up))
      let high = Int(upper.rounded(.down))
      guard high > low else { return low < bound ? 1 : 0 }
      let below = max(0, min(bound, high + 1) - low)
      return Double(below) / Double(high - low + 1)
    case .normal:
      return nil
    }
  }
}
