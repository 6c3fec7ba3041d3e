/// One variant's sums of one metric while they are gathered, person by
/// person (or from the store's own `SUM`s): what ``MetricStatistics`` is
/// made of. ``MetricQuery``'s report, breakdown and lift-chart paths all
/// gather into it.
struct MetricSums {
  /// Σ x over the people's values (a ratio's numerator).
  var sum = 0.0
  /// Σ x².
  var squares = 0.0
  /// A ratio's Σ y over the denominators.
  var denominators = 0.0
  /// A ratio's Σ y².
  var denominatorSquares = 0.0
  /// A ratio's Σ x·y.
  var crossProducts = 0.0

  /// Adds one person's value (a ratio's numerator).
  mutating func add(_ value: Double) {
    sum += value
    squares += value * value
  }

  /// Adds one person's ratio denominator, against their `numerator` (0 when they have none).
  mutating func add(denominator: Double, numerator: Double) {
    denominators += denominator
    denominatorSquares += denominator * denominator
    crossProducts += numerator * denominator
  }

  /// Adds another group's sums (a span of the lift chart's people).
  mutating func merge(_ other: MetricSums) {
    sum += other.sum
    squares += other.squares
    denominators += other.denominators
    denominatorSquares += other.denominatorSquares
    crossProducts += other.crossProducts
  }

  /// The sums as statistics of `metric` in `variant` over its `users`; a
  /// ratio's (`isRatio`) with the denominator's sums, any other without.
  func statistics(metric: String, variant: String, users: Int, isRatio: Bool) -> MetricStatistics {
    MetricStatistics(
      metric: metric, variant: variant, users: users, sum: sum, sumOfSquares: squares,
      denominatorSum: isRatio ? denominators : nil,
      denominatorSumOfSquares: isRatio ? denominatorSquares : nil,
      crossProducts: isRatio ? crossProducts : nil)
  }
}
