/// The Benjamini–Hochberg adjustment of p-values (false discovery rate), as
/// GrowthBook applies it over metrics × variants
/// (`adjustPValuesBenjaminiHochberg`; gbstats 0.8 itself has no correction)
/// and statsmodels' `fdr_bh`.
package enum BenjaminiHochbergAdjustment {
  /// The adjusted p-values, in the order given.
  ///
  /// With the `m` p-values sorted ascending, the `k`-th (from 1) becomes
  /// `min(1, min over j ≥ k of m·p₍ⱼ₎/j)`, so the adjusted values keep the
  /// order of the raw ones. NaN stays NaN and is left out of `m`. One p-value
  /// is returned unchanged.
  package static func adjust(_ pValues: [Double]) -> [Double] {
    let ranked = MultipleTesting.ranked(pValues)
    let m = Double(ranked.count)
    var adjusted = pValues
    var running = 1.0
    for (rank, entry) in ranked.enumerated().reversed() {
      running = min(running, m * entry.element / Double(rank + 1))
      adjusted[entry.offset] = running
    }
    return adjusted
  }
}
