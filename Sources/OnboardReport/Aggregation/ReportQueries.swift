import OnboardStore

/// The SQL a report runs inside the database that holds the events: one
/// text for SQLite and PostgreSQL (standard SQL, window functions, `$n`
/// parameters), each grouped per variant so only a few rows come back
/// whatever the number of events. docs/report.md explains every column.
///
/// Every query starts from the experiment's exposures, `x`: `flow = $1`,
/// `type = 'exposure'`, `experiment = $2` (the `events_flow_type` index),
/// without the people exposed to more than one of its variants (``multiple``),
/// and reaches the rest of the session through `UNIQUE (session, seq)`.
/// A session's events belong to the variant its exposure names.
package enum ReportQueries {
  /// The flows in the store, for the message about an unknown flow.
  package static let flows = "SELECT DISTINCT flow FROM events"

  /// One row when flow `$1` has any event.
  package static let flowExists = "SELECT 1 FROM events WHERE flow = $1 LIMIT 1"

  /// The experiments with exposures in flow `$1`.
  package static let experiments =
    "SELECT DISTINCT experiment FROM events WHERE flow = $1 AND type = 'exposure' AND experiment IS NOT NULL"

  /// The common table `multiple`: the people exposed to more than one variant
  /// of experiment `$2` of flow `$1`. Whichever variant their numbers went to
  /// would be a guess, so every per-variant query leaves them out.
  static let multiple = """
    multiple AS (
      SELECT user_id FROM events
      WHERE flow = $1 AND type = 'exposure' AND experiment = $2\(window)
      GROUP BY user_id HAVING COUNT(DISTINCT variant) > 1
    )
    """

  /// The exposures `x` a report counts (see ``multiple``).
  static let counted =
    "x.flow = $1 AND x.type = 'exposure' AND x.experiment = $2\(windowX) "
    + "AND x.user_id NOT IN (SELECT user_id FROM multiple)"

  /// Where ``ReportWindow`` puts its conditions on an exposure, unaliased
  /// and on `x`: an SQL comment until ``sql(_:in:)`` replaces it.
  static let window = "/*window*/"
  static let windowX = "/*window:x*/"

  /// `query` for the exposures in `window`: its conditions in place of the
  /// markers (none for ``ReportWindow/all``).
  package static func sql(_ query: String, in window: ReportWindow) -> String {
    query.replacingOccurrences(of: Self.window, with: window.conditions(alias: nil))
      .replacingOccurrences(of: Self.windowX, with: window.conditions(alias: "x"))
  }

  /// The people of experiment `$2` of flow `$1`: `users`, everyone exposed
  /// to it, `multiple`, those exposed to more than one variant, and the first
  /// and last exposure times in milliseconds (`first_ms`, `last_ms`), among
  /// the times a report believes (``TimeBounds``).
  package static let exposed = """
    SELECT COUNT(*) AS users, SUM(CASE WHEN variants > 1 THEN 1 ELSE 0 END) AS multiple,
      MIN(first_ms) AS first_ms, MAX(last_ms) AS last_ms
    FROM (
      SELECT user_id, COUNT(DISTINCT variant) AS variants,
        MIN(CASE WHEN time_ms >= \(TimeBounds.earliestMs) AND time_ms < \(TimeBounds.latestMs) THEN time_ms END) AS first_ms,
        MAX(CASE WHEN time_ms >= \(TimeBounds.earliestMs) AND time_ms < \(TimeBounds.latestMs) THEN time_ms END) AS last_ms
      FROM events
      WHERE flow = $1 AND type = 'exposure' AND experiment = $2\(window)
      GROUP BY user_id
    ) people
    """

  /// The flow versions the exposures of experiment `$2` of flow `$1` were
  /// recorded with (a `NULL` for events without one).
  package static let versions = """
    SELECT DISTINCT flow_version FROM events WHERE flow = $1 AND type = 'exposure' AND experiment = $2
    """

  /// Per variant: `users`, the distinct users exposed to it, and
  /// `conversions`, those of them with a `completed` event in a session
  /// where they were exposed to it.
  package static let outcomes = """
    WITH \(multiple)
    SELECT x.variant AS variant, COUNT(DISTINCT x.user_id) AS users, COUNT(DISTINCT c.user_id) AS conversions
    FROM events x
    LEFT JOIN events c ON c.session = x.session AND c.type = 'completed'
    WHERE \(counted)
    GROUP BY x.variant
    """

  /// Per variant, over converted users: the milliseconds from the exposure
  /// to the `completed` event of the user's first completed session
  /// (`pick = 1`), as exact integer sums: `n`, `total_ms`, the square's
  /// parts (`ms = 1000·s + r`: `Σs²`, `Σs·r`, `Σr²`, which cannot overflow
  /// where `Σms²` could) and the median's one or two middle values
  /// (`ROW_NUMBER()` against `COUNT(ms) OVER`).
  ///
  /// A time that cannot be (``TimeBounds``: either time before 2000-01-01
  /// or from 2100-01-01 on, a completion before its exposure or more than
  /// 365 days after it) has no `ms`; a user's first session with a possible
  /// time is picked, and `left_out` counts the converted users without one.
  /// The difference is only taken once both times are in range (a nested
  /// `CASE`), so no subtraction overflows.
  package static let times = """
    WITH \(multiple), pairs AS (
      SELECT x.variant AS variant, x.user_id AS user_id, x.session AS session, c.time_ms AS done_ms,
        CASE WHEN x.time_ms >= \(TimeBounds.earliestMs) AND x.time_ms < \(TimeBounds.latestMs)
          AND c.time_ms >= \(TimeBounds.earliestMs) AND c.time_ms < \(TimeBounds.latestMs)
        THEN CASE WHEN c.time_ms - x.time_ms BETWEEN 0 AND \(TimeBounds.longestMs)
          THEN c.time_ms - x.time_ms END END AS ms
      FROM events x
      JOIN events c ON c.session = x.session AND c.type = 'completed'
      WHERE \(counted)
    ), done AS (
      SELECT variant, ms,
        ROW_NUMBER() OVER (PARTITION BY variant, user_id
          ORDER BY CASE WHEN ms IS NULL THEN 1 ELSE 0 END, done_ms, session) AS pick
      FROM pairs
    )\(timesSummary)
    """

  /// The end of ``times`` once `done` holds each converted person's `ms`
  /// (and `pick = 1`): the sums and the median's middle values per variant.
  static let timesSummary = """
    , ranked AS (
      SELECT variant, ms,
        ROW_NUMBER() OVER (PARTITION BY variant, CASE WHEN ms IS NULL THEN 1 ELSE 0 END ORDER BY ms) AS position,
        COUNT(ms) OVER (PARTITION BY variant) AS n
      FROM done WHERE pick = 1
    )
    SELECT variant, COUNT(ms) AS n, SUM(ms) AS total_ms,
      SUM((ms / 1000) * (ms / 1000)) AS whole_squares,
      SUM((ms / 1000) * (ms % 1000)) AS cross_terms,
      SUM((ms % 1000) * (ms % 1000)) AS part_squares,
      SUM(CASE WHEN ms IS NOT NULL AND position IN ((n + 1) / 2, (n + 2) / 2) THEN ms ELSE 0 END) AS middle_sum,
      SUM(CASE WHEN ms IS NOT NULL AND position IN ((n + 1) / 2, (n + 2) / 2) THEN 1 ELSE 0 END) AS middle_count,
      SUM(CASE WHEN ms IS NULL THEN 1 ELSE 0 END) AS left_out
    FROM ranked
    GROUP BY variant
    """

  /// Per variant and step: `reached` (distinct users with `step_viewed`),
  /// `completed` (with `step_completed`), `attempts` (submissions:
  /// `step_completed` events, plus failed submissions — a
  /// `validation_failed` event not right after another event of the same
  /// step that is a `validation_failed` or a `step_completed`: a final step
  /// that is submitted and then rejected by its rules was one attempt)
  /// and `first_seq`, the earliest place in a session the step was seen
  /// (the funnel's order when the flow file is not at hand).
  package static let steps = """
    WITH \(multiple)
    SELECT x.variant AS variant, e.step AS step,
      COUNT(DISTINCT CASE WHEN e.type = 'step_viewed' THEN e.user_id END) AS reached,
      COUNT(DISTINCT CASE WHEN e.type = 'step_completed' THEN e.user_id END) AS completed,
      SUM(CASE WHEN e.type = 'step_completed' THEN 1
        WHEN e.type = 'validation_failed' AND p.seq IS NULL THEN 1 ELSE 0 END) AS attempts,
      MIN(e.seq) AS first_seq
    FROM events x
    JOIN events e ON e.session = x.session
      AND e.type IN ('step_viewed', 'step_completed', 'validation_failed')
    LEFT JOIN events p ON e.type = 'validation_failed' AND p.session = e.session AND p.seq = e.seq - 1
      AND p.type IN ('validation_failed', 'step_completed') AND p.step = e.step
    WHERE \(counted) AND e.step IS NOT NULL
    GROUP BY x.variant, e.step
    """

  /// Per variant, step and field — or, for a final step's cross-field rule
  /// (an event without a field), its message as `rule` —: `failures`, the
  /// `validation_failed` events.
  package static let fields = """
    WITH \(multiple)
    SELECT x.variant AS variant, e.step AS step, e.field AS field,
      CASE WHEN e.field IS NULL THEN e.detail END AS rule, COUNT(*) AS failures
    FROM events x
    JOIN events e ON e.session = x.session AND e.type = 'validation_failed'
    WHERE \(counted)
      AND e.step IS NOT NULL AND (e.field IS NOT NULL OR e.detail IS NOT NULL)
    GROUP BY x.variant, e.step, e.field, CASE WHEN e.field IS NULL THEN e.detail END
    """

  /// The per-experiment queries in the order a report runs them, by name
  /// (what `Benchmarks/report.sh` hands to the sqlite3 shell).
  package static let perExperiment: [(name: String, sql: String)] = [
    ("exposed", exposed), ("outcomes", outcomes), ("times", times), ("steps", steps), ("fields", fields),
  ].map { ($0.0, sql($0.1, in: .all)) }
}
