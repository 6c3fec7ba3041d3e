import Foundation

/// The plans of the combinations of variants met so far, built on first
/// use and kept; safe to share between threads.
final class PlanCache: @unchecked Sendable {
  // NB: @unchecked: `plans` is only touched while holding `lock`.
  private let compiler: PlanCompiler
  private let keys: [String]
  private let variantIDs: [[String]]
  private let lock = NSLock()
  /// By each experiment's variant position (0: none shown).
  private var plans: [[Int]: CombinationPlan] = [:]

  init(compiler: PlanCompiler) {
    self.compiler = compiler
    keys = compiler.flow.experiments.map(\.key)
    variantIDs = compiler.flow.experiments.map { $0.variants.map(\.id) }
  }

  /// The plan of the variants a started run shows.
  func plan(for variants: [String: String]) -> CombinationPlan {
    // NB: the positions themselves are the key: folding them into one
    // number overflowed with many experiments and let combinations collide.
    let slot = keys.indices.map { index in
      variants[keys[index]].flatMap { variantIDs[index].firstIndex(of: $0) }.map { $0 + 1 } ?? 0
    }
    lock.lock()
    defer { lock.unlock() }
    if let plan = plans[slot] { return plan }
    let plan = compiler.plan(variants: variants)
    plans[slot] = plan
    return plan
  }
}
