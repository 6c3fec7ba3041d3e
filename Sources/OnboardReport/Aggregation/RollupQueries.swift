import OnboardStore

/// The report's queries over the per-person rollups (docs/events.md,
/// "Rollups"): the same columns as ``ReportQueries``', one row per person
/// read instead of the events joined to themselves. A store of
/// ``OnboardStore/StoreSchema/rollupsVersion`` or later is reported from
/// them unless the report is narrowed (``ReportWindow``: the rollups are
/// per person, a window is per exposure).
///
/// People exposed to more than one variant have `variants > 1` in `units`
/// and `counted = 0` in the per-step tables: they are left out as
/// ``ReportQueries/multiple`` leaves them out.
package enum RollupQueries {
  /// The experiments with exposures in flow `$1`.
  static let experiments = "SELECT DISTINCT experiment FROM rollup_versions WHERE flow = $1"

  /// The people of experiment `$2` of flow `$1` (as ``ReportQueries/exposed``).
  static let exposed = """
    SELECT COUNT(*) AS users, SUM(CASE WHEN variants > 1 THEN 1 ELSE 0 END) AS multiple,
      MIN(first_valid_ms) AS first_ms, MAX(last_valid_ms) AS last_ms
    FROM units WHERE flow = $1 AND experiment = $2
    """

  /// The flow versions of the experiment's exposures.
  static let versions =
    "SELECT DISTINCT flow_version FROM rollup_versions WHERE flow = $1 AND experiment = $2"

  /// The counted people of the experiment.
  private static let counted = "flow = $1 AND experiment = $2 AND variants = 1"

  /// Per variant: people and conversions (as ``ReportQueries/outcomes``).
  static let outcomes = """
    SELECT variant, COUNT(*) AS users, SUM(converted) AS conversions
    FROM units WHERE \(counted) GROUP BY variant
    """

  /// Per variant: the time to complete (as ``ReportQueries/times``).
  static let times = """
    WITH done AS (
      SELECT variant, complete_ms AS ms, 1 AS pick FROM units WHERE \(counted) AND converted = 1
    )\(ReportQueries.timesSummary)
    """

  /// Per variant and step (as ``ReportQueries/steps``).
  static let steps = """
    SELECT variant, step, SUM(reached) AS reached, SUM(completed) AS completed, SUM(attempts) AS attempts,
      MIN(first_seq) AS first_seq
    FROM unit_steps WHERE flow = $1 AND experiment = $2 AND counted = 1
    GROUP BY variant, step
    """

  /// Per variant, step and field or rule (as ``ReportQueries/fields``).
  static let fields = """
    SELECT variant, step, CASE WHEN is_rule = 0 THEN name END AS field,
      CASE WHEN is_rule = 1 THEN name END AS rule, SUM(failures) AS failures
    FROM unit_fields WHERE flow = $1 AND experiment = $2 AND counted = 1
    GROUP BY variant, step, is_rule, name
    """
}
