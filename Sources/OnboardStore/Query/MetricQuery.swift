import Foundation
import OnboardKit

/// The sufficient statistics of a flow's metrics per variant of one
/// experiment, over the people it exposed (intention to treat), computed
/// in SQL inside the store where the metric allows (completion, outcomes) and
/// from the stored answers for `when:` and `field:` metrics, whose
/// conditions SQL cannot evaluate.
///
/// ```swift
/// let flow = try #require(FlowLoader().load(path: "Flows/signup.yaml").flow)
/// let experiment = flow.experiments[0]
/// let result = try MetricQuery(store: store).statistics(
///   flow: flow.name, experiment: experiment.key, metrics: flow.metrics(of: experiment))
/// result.statistics(of: "chose-pro", in: "plan-first")?.sum  // people who chose Pro
/// ```
///
/// A person exposed to more than one variant is left out (and counted in
/// ``MetricQueryResult/multipleExposures``); outcomes of people never exposed
/// are ignored (and counted). A version-1 store has no answers and no
/// outcomes: every metric but `completed` is 0 there.
package struct MetricQuery {
  /// The store read.
  package let store: any EventStore
  /// Whether it reads the per-person rollups (a store that keeps them, and
  /// its tallies where they hold the number) or the events.
  package let readsRollups: Bool
  /// The texts it runs.
  let sql: MetricSQL
  /// Over every exposed person of the rollups, the passes over the flow's
  /// outcomes its calls share (``FlowPass``); `nil` otherwise.
  let flowPass: FlowPass?

  /// A query over `store`: over its rollups (and tallies, unless
  /// `skipsTallies`) when it keeps them, unless `forcesEvents`; with `exposedBefore`, over the people first exposed
  /// before that moment (ms since 1970) only, whatever they did later (in
  /// SQL: what each moment of ``statistics(flow:experiment:metrics:ends:)``
  /// gives in one pass, and the tests' reference for it); with `exposures`, over the people with
  /// an exposure it passes only (a report's window), from the events.
  package init(
    store: any EventStore, forcesEvents: Bool = false, skipsTallies: Bool = false,
    exposedBefore: Int64? = nil,
    exposures: ExposureFilter = .all
  ) {
    self.store = store
    readsRollups = !forcesEvents && store.keepsRollups && exposures == .all
    flowPass = readsRollups && exposedBefore == nil ? FlowPass() : nil
    if readsRollups, exposedBefore == nil, store.keepsTallies, !skipsTallies {
      var sql = MetricSQL.tallies
      if store.schemaVersion < StoreSchema.answerSetsVersion { sql.answerSets = nil }
      self.sql = sql
      return
    }
    let sql: MetricSQL = readsRollups ? .rollups : MetricSQL.events.exposures(exposures)
    self.sql = exposedBefore.map { sql.exposed(before: $0) } ?? sql
  }

  /// Per metric (in the order given) and variant (by id), the statistics over
  /// the people exposed to `experiment` of `flow`.
  ///
  /// - Parameters:
  ///   - flow: The flow's name.
  ///   - experiment: The experiment's key.
  ///   - metrics: The metrics, as ``OnboardKit/FlowDefinition/metrics(of:)`` lists them; a
  ///     ratio's numerator and denominator are looked up among them and `completed`.
  /// - Throws: ``StoreError`` when a query fails.
  package func statistics(flow: String, experiment: String, metrics: [MetricDefinition]) throws
    -> MetricQueryResult
  {
    let base: [SQLValue] = [.text(flow), .text(experiment)]
    var users: [String: Int] = [:]
    try store.query(sql.usersText, base) {
      users[$0[0].text ?? ""] = Int($0[1].integer ?? 0)
    }
    let variants = users.keys.sorted()
    var context = Context(query: self, flow: flow, experiment: experiment, users: users)
    var statistics: [[MetricStatistics]] = []
    for metric in metrics {
      statistics.append(try context.statistics(of: metric, among: metrics, variants: variants))
    }
    var result = MetricQueryResult(
      statistics: statistics, multipleExposures: 0, unexposedOutcomeUsers: 0, unexposedOutcomes: 0)
    try store.query(sql.multiple, base) { result.multipleExposures = Int($0[0].integer ?? 0) }
    if let flowPass, store.schemaVersion >= 2 {
      (result.unexposedOutcomeUsers, result.unexposedOutcomes) = try flowPass.unexposed(
        flow: flow, experiment: experiment, store: store)
    } else if store.schemaVersion >= 2 {
      try store.query(
        "SELECT COUNT(DISTINCT o.user_id), COUNT(*) FROM outcomes o WHERE o.flow = $1 AND " + sql.unexposed,
        base
      ) { row in
        result.unexposedOutcomeUsers = Int(row[0].integer ?? 0)
        result.unexposedOutcomes = Int(row[1].integer ?? 0)
      }
    }
    return result
  }
}
