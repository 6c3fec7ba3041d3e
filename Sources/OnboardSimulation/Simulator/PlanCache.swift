import Foundation

/// The plans of the combinations of variants met so far, built on first
/// use and kept; safe to share between threads.
final class PlanCache: @unchecked Sendable {
  // NB: @unchecked: `plans` is only touched while holding `lock`.
  private let compiler: PlanCompiler
  private let keys: [String]
  private let variantIDs: [[String]]
  private let lock = NSLock()
  private var plans: [Int: CombinationPlan] = [:]

  init(compiler: PlanCompiler) {
    self.compiler = compiler
    keys = compiler.flow.experiments.map(\.key)
    variantIDs = compiler.flow.experiments.map { $0.variants.map(\.id) }
  }

  /// The plan of the variants a started run shows.
  func plan(for variants: [String: String]) -> CombinationPlan {
    var slot = 0
    for index in keys.indices {
      let digit = variants[keys[index]].flatMap { variantIDs[index].firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      let (scaled, overflow) = slot.multipliedReportingOverflow(by: variantIDs[index].count + 1)
      slot = overflow ? slot : scaled + digit
    }
    lock.lock()
    defer { lock.unlock() }
    if let plan = plans[slot] { return plan }
    let plan = compiler.plan(variants: variants)
    plans[slot] = plan
    return plan
  }
}
