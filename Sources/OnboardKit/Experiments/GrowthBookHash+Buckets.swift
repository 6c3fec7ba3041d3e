extension GrowthBookHash {
  /// The lowest weight sum taken as 1 (GrowthBook allows for rounding).
  static let minimumWeightSum = 0.99
  /// The highest weight sum taken as 1.
  static let maximumWeightSum = 1.01

  /// `count` equal weights, `1 / count` each; none when `count < 1`
  /// (GrowthBook's `getEqualWeights`).
  package static func equalWeights(count: Int) -> [Double] {
    count < 1 ? [] : Array(repeating: 1 / Double(count), count: count)
  }

  /// Whether `weights` can be bucketed on: one finite, non-negative weight
  /// per variant, summing to 1 ± 0.01 (added in order, as the SDKs do).
  package static func areUsable(weights: [Double], count: Int) -> Bool {
    guard weights.count == count, weights.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
    let sum = weights.reduce(0, +)
    return sum >= minimumWeightSum && sum <= maximumWeightSum
  }

  /// The weights the assignment uses: `weights` when they are usable (see
  /// ``areUsable(weights:count:)``), else ``equalWeights(count:)``.
  package static func effectiveWeights(_ weights: [Double]?, count: Int) -> [Double] {
    weights.flatMap { areUsable(weights: $0, count: count) ? $0 : nil } ?? equalWeights(count: count)
  }

  /// The range of bucket values each variant gets (GrowthBook's `getBucketRanges`).
  ///
  /// Variant `i` starts where the weights before it add up to and covers
  /// `coverage × weight`, so lowering the coverage takes people out of every
  /// variant without moving anyone between variants. `coverage` is clamped to
  /// `0...1` (NaN counts as 0). Weights that are not usable (see
  /// ``areUsable(weights:count:)``) or `nil` become ``equalWeights(count:)``.
  ///
  /// The bounds are not rounded, as in the JavaScript and Python SDKs: with
  /// three equal weights the first range ends at 0.333…, so a bucket of 0.3333
  /// is in variant 0. (GrowthBook's Swift and Kotlin SDKs round bounds to four
  /// decimals in `Float` and put that bucket in variant 1.)
  package static func bucketRanges(count: Int, coverage: Double = 1, weights: [Double]? = nil)
    -> [BucketRange]
  {
    let coverage = coverage.isNaN ? 0 : min(max(coverage, 0), 1)
    let weights = effectiveWeights(weights, count: count)
    var cumulative = 0.0
    return weights.map { weight in
      let start = cumulative
      cumulative += weight
      return BucketRange(start: start, end: start + coverage * weight)
    }
  }

  /// The index of the first range holding `n`, or -1 when none does: the
  /// person is outside the experiment's coverage (GrowthBook's `chooseVariation`).
  package static func chooseVariation(n: Double, ranges: [BucketRange]) -> Int {
    ranges.firstIndex { $0.contains(n) } ?? -1
  }
}
