/// The per-variant tallies: the sums a report reads, kept from the
/// per-person rollups (``Rollups``) in the transaction that changes them, so
/// a report reads a few rows per variant instead of one per person
/// (docs/events.md, "Tallies").
///
/// - `tally_units`: per flow, experiment, variant and `variants` (0, 1 or 2,
///   as `units` keeps it; the variant `''` with `variants = 0` for a unit with
///   no variant named): the people, the converted and the completed ones.
/// - `tally_span`: per flow and experiment, the earliest and latest exposure a
///   report believes (they only widen as events arrive, so no subtraction is needed).
/// - `tally_seconds`: per counted variant and whole second of the time to
///   complete (`-1` for a conversion with no time that can be believed): the
///   people and the exact integer sums of their milliseconds (Σms, and Σ of
///   the whole-second square, cross and part-second square terms).
/// - `tally_times`: per counted variant and time to complete in milliseconds
///   (`-1` likewise): the people. A report finds the second that holds the
///   median in `tally_seconds` and reads only that second's rows here.
/// - `tally_steps`: per counted variant, step and earliest place in a session
///   (`first_seq`): the people, and their reached, completed and attempts.
/// - `tally_fields`: per counted variant, step and field or rule: the people
///   and their failures.
/// - `tally_answer_sets`: per counted variant and `completed`, the people
///   per set of answer texts (``AnswerSets``; version 6).
///
/// A writer's batch (``RollupBatch``) takes the rollup rows of the people it
/// touches out of the tallies before it merges them and puts them back in
/// after (``change(_:people:)``), so the tallies equal ``fill`` over the
/// rollups whatever order and writer the rows came from, and each tally row
/// changes twice a transaction, not once a rollup row; a row whose people
/// fall to 0 stays, and every reader skips it. A whole rebuild
/// (``rebuild(_:rollups:)``) recounts and fills the tallies once.
enum Tallies {
  /// The tally tables.
  static let tables = [
    "tally_units", "tally_span", "tally_seconds", "tally_times", "tally_steps", "tally_fields",
    AnswerSets.table,
  ]

  /// The rollup tables version 5's triggers were on.
  static let triggerSources = ["units", "unit_steps", "unit_fields"]

  /// The tables and a fill from the rollups already stored.
  static func create(_ dialect: SQLDialect) -> [String] {
    let withoutRowid = dialect == .sqlite ? " WITHOUT ROWID" : ""
    let tables = [
      """
      CREATE TABLE tally_units (
        flow TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, variants INTEGER NOT NULL,
        users BIGINT NOT NULL, converted BIGINT NOT NULL, completed BIGINT NOT NULL,
        PRIMARY KEY (flow, experiment, variant, variants)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE tally_span (
        flow TEXT NOT NULL, experiment TEXT NOT NULL, first_valid_ms BIGINT, last_valid_ms BIGINT,
        PRIMARY KEY (flow, experiment)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE tally_seconds (
        flow TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, second BIGINT NOT NULL,
        people BIGINT NOT NULL, total_ms BIGINT NOT NULL, whole_squares BIGINT NOT NULL,
        cross_terms BIGINT NOT NULL, part_squares BIGINT NOT NULL,
        PRIMARY KEY (flow, experiment, variant, second)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE tally_times (
        flow TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, ms BIGINT NOT NULL,
        people BIGINT NOT NULL,
        PRIMARY KEY (flow, experiment, variant, ms)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE tally_steps (
        flow TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, step TEXT NOT NULL,
        first_seq INTEGER NOT NULL, people BIGINT NOT NULL,
        reached BIGINT NOT NULL, completed BIGINT NOT NULL, attempts BIGINT NOT NULL,
        PRIMARY KEY (flow, experiment, variant, step, first_seq)
      )\(withoutRowid)
      """,
      """
      CREATE TABLE tally_fields (
        flow TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, step TEXT NOT NULL,
        is_rule INTEGER NOT NULL, name TEXT NOT NULL, people BIGINT NOT NULL, failures BIGINT NOT NULL,
        PRIMARY KEY (flow, experiment, variant, step, is_rule, name)
      )\(withoutRowid)
      """,
    ]
    return tables + fill(sums, span: true)
  }

  /// A whole recount's statements (`rollups`, ``Rollups/statements(for:)``
  /// for everyone) with the tallies emptied and filled once at the end.
  static func rebuild(_ dialect: SQLDialect, rollups: [String]) -> [String] {
    rollups + tables.map { "DELETE FROM \($0)" } + fill(sums, span: true) + AnswerSets.fill(dialect)
  }

  /// The whole second of a time to complete in milliseconds (`-1` without one).
  static func second(_ ms: String) -> String {
    "CASE WHEN \(ms) IS NULL THEN -1 ELSE \(ms) / 1000 END"
  }

  /// `tally_seconds`' sums, by column: each a person's term from their
  /// milliseconds (0 without a time), so the sums are exact integers.
  static let timeSums: [(column: String, value: @Sendable (String) -> String)] = [
    ("total_ms", { "COALESCE(\($0), 0)" }),
    ("whole_squares", { "COALESCE((\($0) / 1000) * (\($0) / 1000), 0)" }),
    ("cross_terms", { "COALESCE((\($0) / 1000) * (\($0) % 1000), 0)" }),
    ("part_squares", { "COALESCE((\($0) % 1000) * (\($0) % 1000), 0)" }),
  ]

  /// `tallies` (and `tally_span`) from the rollups as they stand (the tables empty).
  static func fill(_ tallies: [SumTally], span: Bool) -> [String] {
    tallies.map { tally in
      let key = tally.key.map { $0.value("r") }.joined(separator: ", ")
      return tally.insert(
        "SELECT \(key), \(tally.sums.map { "SUM(\($0.share("r")))" }.joined(separator: ", ")) "
          + "FROM \(tally.source) r WHERE \(tally.counts("r")) GROUP BY \(key)", adding: false)
    }
      + (span
        ? [
          """
          INSERT INTO tally_span (flow, experiment, first_valid_ms, last_valid_ms)
          SELECT flow, experiment, MIN(first_valid_ms), MAX(last_valid_ms) FROM units GROUP BY flow, experiment
          """
        ] : [])
  }

  /// Every tally but `tally_span`: sums of the rows of one rollup table, by key.
  static let sums: [SumTally] = {
    typealias Tally = SumTally
    let unit = [Tally.column("flow"), Tally.column("experiment")]
    let people = Tally.computed("people") { _ in "1" }
    let counted: Tally.Value = { "\($0).variants = 1 AND \($0).converted = 1" }
    return [
      Tally(
        table: "tally_units", source: "units",
        key: unit + [Tally.computed("variant") { "COALESCE(\($0).variant, '')" }, Tally.column("variants")],
        sums: [Tally.computed("users") { _ in "1" }, Tally.column("converted"), Tally.column("completed")]),
      Tally(
        table: "tally_seconds", source: "units",
        key: unit + [Tally.column("variant"), Tally.computed("second") { second("\($0).complete_ms") }],
        sums: [people]
          + timeSums.map { sum in Tally.computed(sum.column) { sum.value("\($0).complete_ms") } },
        counts: counted),
      Tally(
        table: "tally_times", source: "units",
        key: unit + [Tally.column("variant"), Tally.computed("ms") { "COALESCE(\($0).complete_ms, -1)" }],
        sums: [people], counts: counted),
      Tally(
        table: "tally_steps", source: "unit_steps",
        key: ["flow", "experiment", "variant", "step", "first_seq"].map(Tally.column),
        sums: [people] + ["reached", "completed", "attempts"].map(Tally.column),
        counts: { "\($0).counted = 1" }),
      Tally(
        table: "tally_fields", source: "unit_fields",
        key: ["flow", "experiment", "variant", "step", "is_rule", "name"].map(Tally.column),
        sums: [people, Tally.column("failures")], counts: { "\($0).counted = 1" }),
    ]
  }()

  // MARK: - A writer's batch

  /// Which way ``change(_:people:)`` moves the tallies.
  enum Sign: Int, Sendable {
    /// The people's rows as they stand are taken out (before a batch merges).
    case out = -1
    /// The people's rows as they stand are put in, and the span widened (after).
    case `in` = 1
  }

  /// The statements that take the rollup rows of a batch's people out of
  /// the tallies (`.out`, before the batch merges) or put them in (`.in`,
  /// after): each tally's rows of those people added up by key, with the
  /// sign, in key order, so each tally row a batch touches is changed twice
  /// a transaction whatever the batch's size; with `.in`, the span widened
  /// by their units. `people` is a table of the people (alias `p`, columns
  /// `flow` and `user_id`; ``RollupExecutor/tally(_:people:adding:)``), read
  /// first, each person's rows found by key.
  static func change(_ sign: Sign, people: String) -> [String] {
    let grouped = sums.map { tally in
      let key = tally.key.map { $0.value("r") }.joined(separator: ", ")
      return tally.insert(
        "SELECT \(key), \(tally.sums.map { "SUM(\(sign.rawValue) * (\($0.share("r"))))" }.joined(separator: ", ")) "
          + "\(tally.rows(of: people)) GROUP BY \(key) ORDER BY \(key)")
    }
    return grouped + [AnswerSets.change(sign, people: people)]
      + (sign == .in ? [widenSpan(people: people)] : [])
  }

  /// `tally_span` widened by the units of `people` (as ``change(_:people:)`` names them).
  static func widenSpan(people: String) -> String {
    widen(
      """
      SELECT r.flow, r.experiment, MIN(r.first_valid_ms), MAX(r.last_valid_ms)
      FROM \(people) CROSS JOIN units r WHERE r.flow = p.flow AND r.user_id = p.user_id
      GROUP BY r.flow, r.experiment ORDER BY r.flow, r.experiment
      """)
  }

  /// `tally_span` widened by one flow and experiment (`$1`, `$2`) and its
  /// earliest and latest believable exposure (`$3`, `$4`).
  static let widenSpanOne = widen("VALUES ($1, $2, CAST($3 AS BIGINT), CAST($4 AS BIGINT))")

  /// `tally_span` widened by the rows of `select` (flow, experiment, first, last).
  static func widen(_ select: String) -> String {
    """
    INSERT INTO tally_span (flow, experiment, first_valid_ms, last_valid_ms)
    \(select)
    ON CONFLICT (flow, experiment) DO UPDATE SET
      first_valid_ms = CASE WHEN tally_span.first_valid_ms IS NULL OR excluded.first_valid_ms < tally_span.first_valid_ms
        THEN excluded.first_valid_ms ELSE tally_span.first_valid_ms END,
      last_valid_ms = CASE WHEN tally_span.last_valid_ms IS NULL OR excluded.last_valid_ms > tally_span.last_valid_ms
        THEN excluded.last_valid_ms ELSE tally_span.last_valid_ms END
    """
  }

  /// The triggers version 5 kept the tallies with (SQLite's per row, and
  /// PostgreSQL's per statement with their functions), dropped by the
  /// version after it: a writer's batch keeps them now (``change(_:people:)``).
  static func dropTriggers(_ dialect: SQLDialect) -> [String] {
    switch dialect {
    case .sqlite:
      return triggerSources.flatMap { source in
        ["", "_update", "_move", "_delete"].map { "DROP TRIGGER IF EXISTS \(source)_tally\($0)" }
      }
    case .postgres:
      return triggerSources.flatMap { source in
        ["insert", "update", "delete"].flatMap { change in
          [
            "DROP TRIGGER IF EXISTS \(source)_tally_\(change) ON \(source)",
            "DROP FUNCTION IF EXISTS \(source)_tally_\(change)()",
          ]
        }
      }
    }
  }
}

/// One tally of sums (every tally but `tally_span`): the rows of `source`
/// that `counts`, added up by `key`. Each expression is given the name of
/// the row (an alias); the migration's fill and a batch's changes are both made from it.
struct SumTally: Sendable {
  /// A column's value from a row.
  typealias Value = @Sendable (_ row: String) -> String

  let table: String
  let source: String
  /// The key's columns and their values.
  let key: [(column: String, value: Value)]
  /// The sums' columns and one row's share of each.
  let sums: [(column: String, share: Value)]
  /// Which rows count, as a condition.
  var counts: Value = { _ in "1 = 1" }

  /// A column copied from the row as it is.
  static func column(_ name: String) -> (String, Value) { (name, { "\($0).\(name)" }) }

  /// A column worked out from the row.
  static func computed(_ name: String, _ value: @escaping Value) -> (String, Value) { (name, value) }

  /// `FROM people CROSS JOIN source r WHERE …`: the rows of `people` that count.
  func rows(of people: String) -> String {
    "FROM \(people) CROSS JOIN \(source) r WHERE r.flow = p.flow AND r.user_id = p.user_id AND \(counts("r"))"
  }

  /// Each counted row of `people`: its key, then its share of each sum,
  /// ungrouped (SQLite's sorter made a `GROUP BY` of a batch's `unit_steps`
  /// cost 15 times the reading; its writer adds them up itself).
  func shares(of people: String) -> String {
    "SELECT \((key.map { $0.value("r") } + sums.map { $0.share("r") }).joined(separator: ", ")) \(rows(of: people))"
  }

  /// The insert of one row of key and sums (`$1`, `$2`, … in column order),
  /// added to the row already there.
  var insertOne: String {
    insert("VALUES (" + (1...(key.count + sums.count)).map { "$\($0)" }.joined(separator: ", ") + ")")
  }

  /// `INSERT INTO table (key, sums) select`; `adding` the sums to a row
  /// already there (`ON CONFLICT … DO UPDATE`), or not (a fill of empty tables).
  func insert(_ select: String, adding: Bool = true) -> String {
    let insert =
      "INSERT INTO \(table) (\((key.map(\.column) + sums.map(\.column)).joined(separator: ", "))) \(select)"
    guard adding else { return insert }
    return insert + " ON CONFLICT (\(key.map(\.column).joined(separator: ", "))) DO UPDATE SET "
      + sums.map { "\($0.column) = \(table).\($0.column) + excluded.\($0.column)" }.joined(separator: ", ")
  }
}
