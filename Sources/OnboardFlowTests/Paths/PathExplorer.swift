import Foundation
import OnboardKit

/// Path exploration, what `onboard paths` runs: for the base flow and each
/// variant, every distinct path from the first step to an end (each
/// back-edge at most once, up to a limit), generated answers on each —
/// boundary values of every field's rules — checked through the real runner.
///
/// ```swift
/// let report = PathExplorer<User>(flow: flow).explore()
/// for variant in report.variants { print(variant.label, variant.paths.count, variant.problems) }
/// ```
public struct PathExplorer<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The flow, with its experiments.
  public let flow: FlowDefinition
  /// The most paths explored per variant.
  public var limit: Int
  /// The most steps walked per variant, when not the default that follows
  /// from the limit and the flow's size (for tests).
  package var stepBudget: Int?
  /// The time of the runs, and the day a computed answer (`yearsSince`)
  /// counts to: ``defaultNow`` unless a test sets another.
  package var now: Date = defaultNow

  /// The day `onboard paths` explores on, so its answers and report are the
  /// same every day: 2026-06-01T00:00:00Z (emitted tests say `now: 2026-06-01`).
  package static var defaultNow: Date { Date(timeIntervalSince1970: 1_780_272_000) }

  /// An explorer of `flow` that stops each variant at `limit` paths.
  public init(flow: FlowDefinition, limit: Int = 1_000) {
    self.flow = flow
    self.limit = max(1, limit)
  }

  /// Explores the base flow, each variant applied alone and the combined
  /// flows of overlapping experiments (``VariantFlow/combinations(of:)``),
  /// or only the combination of `chosen` variants (experiment key → variant
  /// id) when given.
  ///
  /// - Parameter chosen: the variant per experiment to explore alone; `nil` for every combination.
  /// - Returns: one exploration per variant flow; ``PathReport/text(_:limit:)`` prints them.
  ///
  /// ```swift
  /// let variants = PathExplorer<Member>(flow: flow).explore()
  /// print(PathReport.text(variants, limit: 1_000))
  /// ```
  public func explore(choosing chosen: [String: String]? = nil) -> [VariantExploration] {
    let variants =
      chosen.map { [VariantFlow.combination(of: flow, choosing: $0)] }
      ?? VariantFlow.all(of: flow) + VariantFlow.combinations(of: flow).flows
    return variants.map { variant in
      var explorer = VariantExplorer<Model>(
        variant: variant, reachable: variant.isReachable(in: flow), limit: limit, budget: stepBudget,
        now: now)
      return explorer.explore()
    }
  }
}
