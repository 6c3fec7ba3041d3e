import OnboardStore

/// Aggregates a flow's events into ``FlowCounts`` with SQL inside the store
/// (``ReportQueries``; the same text on SQLite and PostgreSQL). Only a few
/// rows per variant come back, so memory does not grow with the events.
///
/// ```swift
/// let store = try StoreLocation.resolve(db: nil, environment: env, workingDirectory: cwd).openExisting()
/// let counts = try StoreAggregator(store: store).counts(flow: "signup", experiment: nil, plan: plan)
/// let report = try analyze(counts, alpha: 0.05)
/// ```
///
/// With a ``ReportPlan`` the variants come in configuration order with
/// their weights and each funnel lists the variant's steps in path order.
/// Without one, the control is the variant named `control` (else the first
/// by id), the rest follow by id, every weight is 1 (the SRM check then
/// assumes equal shares), and the funnel's steps come in the order people
/// first saw them. Nothing depends on the order rows come back in, so
/// SQLite and PostgreSQL give the same counts.
public struct StoreAggregator {
  /// The store that holds the events.
  package let store: any EventStore

  /// Whether to count from the events even where the store keeps rollups
  /// (`onboard report --verify` compares the two).
  public var forcesEvents: Bool

  /// Whether to read the per-person rollups even where the store keeps
  /// tallies (`--verify` checks both against the events).
  package var skipsTallies = false

  /// An aggregator over `store`.
  ///
  /// - Parameters:
  ///   - store: the store to read.
  ///   - forcesEvents: count from the events, not the rollups.
  public init(store: any EventStore, forcesEvents: Bool = false) {
    self.store = store
    self.forcesEvents = forcesEvents
  }

  /// The counts of flow `flow`: of experiment `experiment`, or of every
  /// experiment with exposures (in the plan's order, then by key). Rows
  /// that cannot be (``TimeBounds``, a step completed by more people than
  /// reached it, …) are left out and named in ``FlowCounts/warnings``.
  ///
  /// - Parameters:
  ///   - flow: the flow's name, as the events record it.
  ///   - experiment: one experiment, or `nil` for every one with exposures.
  ///   - plan: what the flow file says (variants, weights, steps), if at hand.
  ///   - window: the exposures counted (time and flow version); every one by default.
  /// - Throws: ``ReportError/unknownFlow(_:known:)`` and
  ///   ``ReportError/unknownExperiment(_:flow:known:)`` listing what the
  ///   store has; ``StoreError`` when a query fails.
  public func counts(
    flow: String, experiment: String?, plan: ReportPlan?, window: ReportWindow = .all
  ) throws -> FlowCounts {
    var exists = false
    try store.query(ReportQueries.flowExists, [.text(flow)]) { _ in exists = true }
    guard exists else {
      throw ReportError.unknownFlow(flow, known: try strings(ReportQueries.flows, []))
    }
    let stored = try strings(
      readsRollups ? RollupQueries.experiments : ReportQueries.experiments, [.text(flow)])
    var keys: [String]
    if let experiment {
      guard stored.contains(experiment) else {
        throw ReportError.unknownExperiment(experiment, flow: flow, known: stored)
      }
      keys = [experiment]
    } else {
      let planned = (plan?.experiments.map(\.key) ?? []).filter(stored.contains)
      keys = planned + stored.filter { !planned.contains($0) }
    }
    let experiments = try keys.map { key in
      try experimentCounts(flow: flow, key: key, plan: plan?.variants(of: key), window: window)
    }
    return FlowCounts(
      flow: flow, experiments: experiments.map(\.counts), warnings: experiments.flatMap(\.warnings))
  }

  /// The distinct, non-null texts of a one-column query, sorted by code point.
  private func strings(_ sql: String, _ parameters: [SQLValue]) throws -> [String] {
    var values: Set<String> = []
    try store.query(sql, parameters) { row in
      if let text = row[0].text { values.insert(text) }
    }
    return values.sorted()
  }
}
