import OnboardStore

/// The report's queries over the per-variant tallies (docs/events.md,
/// "Tallies"): the same columns as ``RollupQueries``' and
/// ``ReportQueries``', a few rows per variant read instead of one per person.
/// A store of ``OnboardStore/StoreSchema/talliesVersion`` or later is
/// reported from them unless the report is narrowed (``ReportWindow``).
///
/// A tally row whose people fell to 0 (its people moved to another row) is
/// skipped; people exposed to more than one variant are tallied under
/// `variants = 2` and, in the per-step tallies, not at all.
package enum TallyQueries {
  /// The people of experiment `$2` of flow `$1`, those exposed to several
  /// variants, and the span of believable exposures.
  static let exposed = """
    SELECT COALESCE(SUM(users), 0) AS users,
      COALESCE(SUM(CASE WHEN variants > 1 THEN users ELSE 0 END), 0) AS multiple,
      (SELECT first_valid_ms FROM tally_span s WHERE s.flow = $1 AND s.experiment = $2) AS first_ms,
      (SELECT last_valid_ms FROM tally_span s WHERE s.flow = $1 AND s.experiment = $2) AS last_ms
    FROM tally_units WHERE flow = $1 AND experiment = $2
    """

  /// Per variant: people and conversions.
  static let outcomes = """
    SELECT variant, users, converted AS conversions FROM tally_units
    WHERE flow = $1 AND experiment = $2 AND variants = 1 AND users > 0
    """

  /// Per variant: the time to complete. The exact integer sums add up
  /// `tally_seconds` (second `-1`: no believable time, left out); the
  /// median's one or two middle positions are found there by the running
  /// count of people (`seconds`, `middle`), and only the seconds that hold
  /// them are read from `tally_times` for the milliseconds (`fine`).
  static let times = """
    WITH seconds AS (
      SELECT variant, second, people, total_ms, whole_squares, cross_terms, part_squares,
        CAST(SUM(CASE WHEN second >= 0 THEN people ELSE 0 END) OVER (PARTITION BY variant) AS BIGINT) AS n,
        CAST(SUM(CASE WHEN second >= 0 THEN people ELSE 0 END) OVER (PARTITION BY variant ORDER BY second
          ROWS UNBOUNDED PRECEDING) AS BIGINT) AS upto
      FROM tally_seconds WHERE flow = $1 AND experiment = $2 AND people > 0
    ), middle AS (
      SELECT variant, second, upto - people AS before, (n + 1) / 2 AS a, (n + 2) / 2 AS b FROM seconds
      WHERE second >= 0 AND ((upto - people < (n + 1) / 2 AND (n + 1) / 2 <= upto)
        OR (upto - people < (n + 2) / 2 AND (n + 2) / 2 <= upto))
    ), fine AS (
      SELECT m.variant, t.ms, t.people, m.a, m.b,
        m.before + CAST(SUM(t.people) OVER (PARTITION BY m.variant, m.second ORDER BY t.ms
          ROWS UNBOUNDED PRECEDING) AS BIGINT) AS upto
      FROM middle m JOIN tally_times t ON t.flow = $1 AND t.experiment = $2 AND t.variant = m.variant
        AND t.ms >= m.second * 1000 AND t.ms < m.second * 1000 + 1000 AND t.people > 0
    ), medians AS (
      SELECT variant,
        SUM(ms * ((CASE WHEN upto - people < a AND a <= upto THEN 1 ELSE 0 END)
          + (CASE WHEN b <> a AND upto - people < b AND b <= upto THEN 1 ELSE 0 END))) AS middle_sum,
        SUM((CASE WHEN upto - people < a AND a <= upto THEN 1 ELSE 0 END)
          + (CASE WHEN b <> a AND upto - people < b AND b <= upto THEN 1 ELSE 0 END)) AS middle_count
      FROM fine GROUP BY variant
    )
    SELECT s.variant, SUM(CASE WHEN s.second >= 0 THEN s.people ELSE 0 END) AS n,
      SUM(s.total_ms) AS total_ms, SUM(s.whole_squares) AS whole_squares, SUM(s.cross_terms) AS cross_terms,
      SUM(s.part_squares) AS part_squares,
      MIN(d.middle_sum) AS middle_sum, MIN(d.middle_count) AS middle_count,
      SUM(CASE WHEN s.second < 0 THEN s.people ELSE 0 END) AS left_out
    FROM seconds s LEFT JOIN medians d ON d.variant = s.variant
    GROUP BY s.variant
    """

  /// Per variant and step.
  static let steps = """
    SELECT variant, step, SUM(reached) AS reached, SUM(completed) AS completed, SUM(attempts) AS attempts,
      MIN(first_seq) AS first_seq
    FROM tally_steps WHERE flow = $1 AND experiment = $2 AND people > 0
    GROUP BY variant, step
    """

  /// Per variant, step and field or rule.
  static let fields = """
    SELECT variant, step, CASE WHEN is_rule = 0 THEN name END AS field,
      CASE WHEN is_rule = 1 THEN name END AS rule, failures
    FROM tally_fields WHERE flow = $1 AND experiment = $2 AND people > 0
    """
}
