import OnboardStore

/// The SQL texts of one report's per-experiment queries: over the rollups
/// or over the events.
struct ReportSource {
  var exposed: String
  var outcomes: String
  var times: String
  var steps: String
  var fields: String
  var versions: String
}

extension StoreAggregator {
  /// Whether the store keeps rollups (``RollupQueries``).
  var readsRollups: Bool { store.keepsRollups && !forcesEvents }

  /// The queries a report over `window` runs: the tallies' (unless
  /// ``skipsTallies``) or else the rollups' when the store has them and the
  /// window is everything, the events' otherwise.
  func source(window: ReportWindow) -> ReportSource {
    if readsRollups, window == .all, store.keepsTallies, !skipsTallies {
      return ReportSource(
        exposed: TallyQueries.exposed, outcomes: TallyQueries.outcomes, times: TallyQueries.times,
        steps: TallyQueries.steps, fields: TallyQueries.fields, versions: RollupQueries.versions)
    }
    if readsRollups, window == .all {
      return ReportSource(
        exposed: RollupQueries.exposed, outcomes: RollupQueries.outcomes, times: RollupQueries.times,
        steps: RollupQueries.steps, fields: RollupQueries.fields, versions: RollupQueries.versions)
    }
    func sql(_ query: String) -> String { ReportQueries.sql(query, in: window) }
    return ReportSource(
      exposed: sql(ReportQueries.exposed), outcomes: sql(ReportQueries.outcomes),
      times: sql(ReportQueries.times),
      steps: sql(ReportQueries.steps), fields: sql(ReportQueries.fields), versions: ReportQueries.versions)
  }
}
