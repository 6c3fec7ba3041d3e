/// Values with weights, drawn in proportion to them: a cumulative table
/// searched by bisection, built once so a draw allocates nothing.
package struct WeightedTable<Value: Sendable>: Sendable {
  /// The values, in the order written.
  package let values: [Value]
  /// The weights, as given (not normalised).
  package let weights: [Double]
  private let cumulative: [Double]

  /// A table; weights below zero count as zero. Empty when every weight is zero.
  package init(_ values: [Value], weights: [Double]) {
    var kept: [Value] = []
    var keptWeights: [Double] = []
    var running: [Double] = []
    var total = 0.0
    for (value, weight) in zip(values, weights) where weight > 0 {
      total += weight
      kept.append(value)
      keptWeights.append(weight)
      running.append(total)
    }
    self.values = kept
    self.weights = keptWeights
    self.cumulative = running
  }

  /// Whether nothing can be drawn.
  package var isEmpty: Bool { values.isEmpty }

  /// The index of a random value; `nil` when the table is empty.
  package func drawIndex(_ random: inout SimulationRandom) -> Int? {
    guard let total = cumulative.last else { return nil }
    let target = random.unit() * total
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > target { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// A random value; `nil` when the table is empty.
  package func draw(_ random: inout SimulationRandom) -> Value? {
    drawIndex(&random).map { values[$0] }
  }
}
