/// Holm's step-down adjustment of p-values for several comparisons, as
/// GrowthBook applies it over metrics × variants (`adjustPValuesHolmBonferroni`;
/// gbstats 0.8 itself has no correction) and statsmodels' `holm`.
package enum HolmAdjustment {
  /// The adjusted p-values, in the order given.
  ///
  /// With the `m` p-values sorted ascending, the `k`-th (from 1) becomes
  /// `min(1, max over j ≤ k of (m − j + 1)·p₍ⱼ₎)`. NaN stays NaN and is left
  /// out of `m`. One p-value is returned unchanged.
  package static func adjust(_ pValues: [Double]) -> [Double] {
    let ranked = MultipleTesting.ranked(pValues)
    var adjusted = pValues
    var running = 0.0
    for (rank, entry) in ranked.enumerated() {
      let scaled = min(1, Double(ranked.count - rank) * entry.element)
      running = max(running, scaled)
      adjusted[entry.offset] = running
    }
    return adjusted
  }
}
