/// The per-person rollups: what a report needs of each person an experiment
/// exposed, kept at write time so the report reads one row per person
/// instead of joining the events to themselves (docs/events.md, "Rollups").
///
/// - `units`: one row per flow, person and experiment (GrowthBook's
///   "experiment units"): the variant (the least, `MIN`) and `variants`
///   (0 with no variant named, 1 for one, 2 for more: a multiple exposure,
///   left out of every number), the first exposure (any time, and the first and last among
///   the times a report believes, ``TimeBounds``), whether a session with
///   an exposure to a variant was completed (`converted`) and the time to
///   complete of the first such completion (`complete_ms`, `NULL` when no
///   completion time can be believed), whether any exposed session was
///   completed (`completed`, the metric) and the first exposure's
///   dimensions.
/// - `unit_steps`: per person, experiment and step: reached, completed,
///   attempts and the earliest place in a session it was seen. A table of
///   its own up to version 6; from version 7 packed into `units.steps`
///   (``PackedSteps``) and a view with the table's columns.
/// - `unit_fields`: per person, experiment, step and field (or a final
///   step's rule): the failed validations.
/// - `unit_answers`: the distinct answers of the person's completed
///   exposed sessions (what `when:` and `field:` metrics read).
/// - `rollup_versions`: the flow versions each experiment's exposures were
///   recorded with.
///
/// Every row is a function of the events alone: ``statements(for:)``
/// recounts one person (`$1` the flow, `$2` the user) or everyone, with one SQL
/// text for SQLite and PostgreSQL. A writer merges each new session's share
/// in with commutative upserts (``RollupDelta``, ``RollupUpsert``) and
/// recounts only a person whose batch continues or replays a stored
/// session (``RollupBatch``), in the transaction of its events, so rollups
/// and events commit together, a replayed event changes nothing, and the
/// order events arrive in does not matter. `units.done_ms` and
/// `done_session` keep which completion the time to complete came from, so
/// a later session's completion can be compared with it.
enum Rollups {
  /// Whose rows a recount replaces.
  enum Scope: Sendable, Hashable {
    /// Everyone (a migration, `onboard store rebuild`).
    case everyone
    /// One person, the flow bound as `$1` and the user as `$2`.
    case person
  }

  /// Whether the store holds any event of session `$1` (a writer asks it of
  /// each session of a batch before inserting: a session it holds is recounted).
  static let sessionProbe = "SELECT 1 FROM events WHERE session = $1 LIMIT 1"

  /// Whether person `$2` of flow `$1` has a unit: a person without one has
  /// no rollups at all (``RollupBatch``'s fresh people).
  static let personProbe = "SELECT 1 FROM units WHERE flow = $1 AND user_id = $2 LIMIT 1"

  /// The stored steps of unit `$1, $2, $3` (flow, user, experiment), if it has any (``PackedSteps``).
  static let unitSteps =
    "SELECT steps FROM units WHERE flow = $1 AND user_id = $2 AND experiment = $3 AND steps IS NOT NULL"

  /// Which of the sessions `$1` (a PostgreSQL array of texts) the store holds
  /// any event of: PostgreSQL's probe, one a batch.
  static let sessionsProbe = "SELECT DISTINCT session FROM events WHERE session = ANY($1::text[])"

  /// The rollups a reader sees (tables, and the view `unit_steps` from version 7).
  static let tables = ["units", "unit_steps", "unit_fields", "unit_answers"]

  /// How a store keeps each unit's steps.
  enum Steps: Sendable, Hashable {
    /// A `unit_steps` table, a row per step (versions 4 to 6; what version 4's migration makes).
    case table
    /// `units.steps`, one text per unit (``PackedSteps``, version 7 on), in a dialect's SQL.
    case packed(SQLDialect)
  }

  /// The tables a recount empties and fills, in order.
  static func filled(_ steps: Steps) -> [String] {
    steps == .table ? tables : tables.filter { $0 != "unit_steps" }
  }

  /// The tables and indexes as version 4 made them (`unit_steps` a table),
  /// and the exposures' index by person that a writer's recount starts from
  /// (its `x.flow || ''` keeps SQLite from reading every exposure of the
  /// flow through `events_flow_type` instead).
  static func create(_ dialect: SQLDialect) -> [String] {
    let withoutRowid = dialect == .sqlite ? " WITHOUT ROWID" : ""
    return [
      "CREATE INDEX events_exposure_user ON events (user_id) WHERE type = 'exposure'",
      """
      CREATE TABLE units (
        flow TEXT NOT NULL, user_id TEXT NOT NULL, experiment TEXT NOT NULL,
        variant TEXT, variants INTEGER NOT NULL, first_ms BIGINT NOT NULL,
        first_valid_ms BIGINT, last_valid_ms BIGINT,
        converted INTEGER NOT NULL, complete_ms BIGINT, completed INTEGER NOT NULL, dimensions TEXT,
        done_ms BIGINT, done_session TEXT,
        PRIMARY KEY (flow, user_id, experiment)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE unit_steps (
        flow TEXT NOT NULL, user_id TEXT NOT NULL, experiment TEXT NOT NULL, step TEXT NOT NULL,
        variant TEXT NOT NULL, counted INTEGER NOT NULL,
        reached INTEGER NOT NULL, completed INTEGER NOT NULL, attempts INTEGER NOT NULL, first_seq INTEGER NOT NULL,
        PRIMARY KEY (flow, user_id, experiment, step)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE unit_fields (
        flow TEXT NOT NULL, user_id TEXT NOT NULL, experiment TEXT NOT NULL, step TEXT NOT NULL,
        is_rule INTEGER NOT NULL, name TEXT NOT NULL, variant TEXT NOT NULL, counted INTEGER NOT NULL,
        failures INTEGER NOT NULL,
        PRIMARY KEY (flow, user_id, experiment, step, is_rule, name)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE unit_answers (
        flow TEXT NOT NULL, user_id TEXT NOT NULL, experiment TEXT NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (flow, user_id, experiment, data)
      )\(withoutRowid)
      """,
      "CREATE TABLE rollup_versions (flow TEXT NOT NULL, experiment TEXT NOT NULL, flow_version INTEGER)",
    ]
  }

  /// The statements that replace the rollups of `scope` with a recount
  /// from the events, in order (deletes first), for a store that keeps
  /// its steps as `steps` says.
  static func statements(for scope: Scope, steps layout: Steps) -> [String] {
    let recount = [units, steps(layout), fields, answers, versions]
    switch scope {
    case .everyone:
      let prefix = "WITH " + exposures(from: "events x WHERE")
      return (filled(layout) + ["rollup_versions"]).map { "DELETE FROM \($0)" } + recount.map { prefix + $0 }
    case .person:
      let prefix = "WITH " + exposures(from: "events x WHERE x.flow || '' = $1 AND x.user_id = $2 AND")
      return filled(layout).map { "DELETE FROM \($0) WHERE flow = $1 AND user_id = $2" }
        + recount.map { prefix + $0 }
    }
  }

  /// The common table `xs`: the exposures of the people recounted (`x`
  /// over `source`), each with the least and greatest variant the person
  /// was exposed to in the experiment (`pv`, `qv`: different for a multiple
  /// exposure; window functions, so no join back to a per-person table).
  private static func exposures(from source: String) -> String {
    """
    xs AS (
      SELECT x.flow, x.experiment, x.user_id, x.session, x.variant, x.time_ms, x.flow_version, x.data,
        MIN(x.variant) OVER person AS pv, MAX(x.variant) OVER person AS qv
      FROM \(source) x.type = 'exposure' AND x.experiment IS NOT NULL
      WINDOW person AS (PARTITION BY x.flow, x.experiment, x.user_id)
    )
    """
  }

  /// A time the report believes, as an SQL condition on `column`.
  private static func believable(_ column: String) -> String {
    "\(column) >= \(TimeBounds.earliestMs) AND \(column) < \(TimeBounds.latestMs)"
  }

  /// `1` for a person exposed to one variant only (`0` for a multiple exposure).
  private static let counted = "CASE WHEN x.pv = x.qv THEN 1 ELSE 0 END"

  /// `units`: each person's exposures, and the completion a report picks:
  /// every exposure with the completions of its session (`pairs`, one
  /// row per exposure without one), ranked so that the first is, when there
  /// is one, the first completion after an exposure to a variant with a
  /// time that can be believed (as ``ReportQueries``' times picks it).
  private static let units = """
    , pairs AS (
      SELECT x.flow, x.experiment, x.user_id, x.session, x.variant, x.time_ms, x.data, x.pv, x.qv,
        c.time_ms AS done_ms,
        CASE WHEN \(believable("x.time_ms")) AND \(believable("c.time_ms"))
        THEN CASE WHEN c.time_ms - x.time_ms BETWEEN 0 AND \(TimeBounds.longestMs)
          THEN c.time_ms - x.time_ms END END AS ms
      FROM xs x LEFT JOIN events c ON c.session = x.session AND c.type = 'completed'
    ), ranked AS (
      SELECT flow, experiment, user_id, session, variant, pv, qv, done_ms, ms,
        ROW_NUMBER() OVER (PARTITION BY flow, experiment, user_id
          ORDER BY CASE WHEN done_ms IS NULL THEN 1 ELSE 0 END, CASE WHEN variant IS NULL THEN 1 ELSE 0 END,
            CASE WHEN ms IS NULL THEN 1 ELSE 0 END, done_ms, session, ms) AS pick,
        MIN(time_ms) OVER person AS first_ms,
        MIN(CASE WHEN \(believable("time_ms")) THEN time_ms END) OVER person AS first_valid_ms,
        MAX(CASE WHEN \(believable("time_ms")) THEN time_ms END) OVER person AS last_valid_ms,
        MIN(data) OVER person AS dimensions
      FROM pairs
      WINDOW person AS (PARTITION BY flow, experiment, user_id)
    )
    INSERT INTO units (flow, user_id, experiment, variant, variants, first_ms, first_valid_ms, last_valid_ms,
      converted, complete_ms, completed, dimensions, done_ms, done_session)
    SELECT flow, user_id, experiment, pv, CASE WHEN pv IS NULL THEN 0 WHEN pv = qv THEN 1 ELSE 2 END,
      first_ms, first_valid_ms, last_valid_ms,
      CASE WHEN done_ms IS NOT NULL AND variant IS NOT NULL THEN 1 ELSE 0 END,
      CASE WHEN done_ms IS NOT NULL AND variant IS NOT NULL THEN ms END,
      CASE WHEN done_ms IS NOT NULL THEN 1 ELSE 0 END, dimensions,
      CASE WHEN done_ms IS NOT NULL AND variant IS NOT NULL THEN done_ms END,
      CASE WHEN done_ms IS NOT NULL AND variant IS NOT NULL THEN session END
    FROM ranked WHERE pick = 1
    """

  /// Per person and step, as ``ReportQueries``' steps counts them:
  /// `unit_steps`' rows (a table), or each unit's packed into `units.steps`.
  private static func steps(_ layout: Steps) -> String {
    switch layout {
    case .table:
      return """

        INSERT INTO unit_steps (flow, user_id, experiment, step, variant, counted, reached, completed, attempts, first_seq)
        SELECT x.flow, x.user_id, x.experiment, e.step, x.pv, \(counted), \(stepCounts)
        GROUP BY x.flow, x.user_id, x.experiment, e.step, x.pv, x.qv
        """
    case .packed(let dialect):
      return """
        , step_counts AS (
          SELECT x.flow, x.user_id, x.experiment, e.step, \(stepCounts)
          GROUP BY x.flow, x.user_id, x.experiment, e.step
        )
        \(PackedSteps.update(from: PackedSteps.packing("step_counts", dialect)))
        """
    }
  }

  /// A step's `reached, completed, attempts, first_seq` and the rows they
  /// come from (each exposure to a variant with its session's step events).
  private static let stepCounts = """
    MAX(CASE WHEN e.type = 'step_viewed' THEN 1 ELSE 0 END) AS reached,
      MAX(CASE WHEN e.type = 'step_completed' THEN 1 ELSE 0 END) AS completed,
      SUM(CASE WHEN e.type = 'step_completed' THEN 1
        WHEN e.type = 'validation_failed' AND r.seq IS NULL THEN 1 ELSE 0 END) AS attempts,
      MIN(e.seq) AS first_seq
    FROM xs x JOIN events e ON e.session = x.session
      AND e.type IN ('step_viewed', 'step_completed', 'validation_failed')
    LEFT JOIN events r ON e.type = 'validation_failed' AND r.session = e.session AND r.seq = e.seq - 1
      AND r.type IN ('validation_failed', 'step_completed') AND r.step = e.step
    WHERE x.variant IS NOT NULL AND e.step IS NOT NULL
    """

  /// `unit_fields`: per person, step and field (or rule), the failures.
  private static let fields = """

    INSERT INTO unit_fields (flow, user_id, experiment, step, is_rule, name, variant, counted, failures)
    SELECT x.flow, x.user_id, x.experiment, e.step, CASE WHEN e.field IS NULL THEN 1 ELSE 0 END,
      COALESCE(e.field, e.detail), x.pv, \(counted), COUNT(*)
    FROM xs x JOIN events e ON e.session = x.session AND e.type = 'validation_failed'
    WHERE x.variant IS NOT NULL AND e.step IS NOT NULL AND (e.field IS NOT NULL OR e.detail IS NOT NULL)
    GROUP BY x.flow, x.user_id, x.experiment, e.step, x.pv, x.qv, CASE WHEN e.field IS NULL THEN 1 ELSE 0 END,
      COALESCE(e.field, e.detail)
    """

  /// `unit_answers`: the distinct answers of the person's completed exposed sessions.
  private static let answers = """

    INSERT INTO unit_answers (flow, user_id, experiment, data)
    SELECT DISTINCT x.flow, x.user_id, x.experiment, e.data
    FROM xs x JOIN events e ON e.session = x.session AND e.type = 'completed'
    WHERE e.data IS NOT NULL
    """

  /// `rollup_versions`: the flow versions not yet listed.
  private static let versions = """

    INSERT INTO rollup_versions (flow, experiment, flow_version)
    SELECT DISTINCT flow, experiment, flow_version FROM xs
    WHERE NOT EXISTS (SELECT 1 FROM rollup_versions r WHERE r.flow = xs.flow AND r.experiment = xs.experiment
      AND r.flow_version IS NOT DISTINCT FROM xs.flow_version)
    """
}
