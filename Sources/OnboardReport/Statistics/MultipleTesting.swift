/// Correction of p-values over several comparisons (a report's goal metrics ×
/// treatments), as GrowthBook does it after gbstats.
///
/// ```swift
/// let adjusted = MultipleTesting.adjust([0.01, 0.04, 0.03], method: .holm)
/// // [0.03, 0.06, 0.06]
/// ```
package enum MultipleTesting {
  /// Which correction.
  package enum Method: String, Sendable, Hashable, CaseIterable {
    /// Holm–Bonferroni: controls the family-wise error rate (``HolmAdjustment``).
    case holm
    /// Benjamini–Hochberg: controls the false discovery rate
    /// (``BenjaminiHochbergAdjustment``).
    case benjaminiHochberg = "bh"
  }

  /// The adjusted p-values, in the order given; NaN stays NaN and does not
  /// count. Each adjusted value is at least its raw value and at most 1.
  /// - Parameters:
  ///   - pValues: the raw p-values, in [0, 1].
  ///   - method: the correction.
  package static func adjust(_ pValues: [Double], method: Method) -> [Double] {
    switch method {
    case .holm: HolmAdjustment.adjust(pValues)
    case .benjaminiHochberg: BenjaminiHochbergAdjustment.adjust(pValues)
    }
  }

  /// The p-values that are numbers with their positions, ascending, ties in
  /// the order given.
  static func ranked(_ pValues: [Double]) -> [(offset: Int, element: Double)] {
    pValues.enumerated().filter { !$0.element.isNaN }.sorted {
      ($0.element, $0.offset) < ($1.element, $1.offset)
    }
  }
}
