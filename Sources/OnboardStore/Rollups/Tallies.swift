/// The per-variant tallies: the sums a report reads, kept by triggers on the
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
///
/// Each trigger (per row on SQLite, per statement on PostgreSQL:
/// ``statementFunctions``) subtracts a rollup row's old share and adds its new one, so
/// the tallies equal ``fill`` over the rollups whatever order and writer the
/// rows came from; a row whose people fall to 0 stays, and every reader
/// skips it. A whole rebuild (``rebuild(_:)``) drops the triggers, recounts
/// and fills the tallies once, and makes the triggers again.
enum Tallies {
  /// The tally tables.
  static let tables = [
    "tally_units", "tally_span", "tally_seconds", "tally_times", "tally_steps", "tally_fields",
  ]

  /// The rollup tables whose rows the triggers tally.
  static let sources = ["units", "unit_steps", "unit_fields"]

  /// The tables, the triggers and a fill from the rollups already stored.
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
    return tables + (dialect == .postgres ? statementFunctions : []) + triggers(dialect) + fill
  }

  /// A whole recount's statements (`rollups`, ``Rollups/statements(for:)``
  /// for everyone) with the tallies refilled once at the end instead of row
  /// by row through the triggers.
  static func rebuild(_ dialect: SQLDialect, rollups: [String]) -> [String] {
    let drop: [String]
    switch dialect {
    case .sqlite:
      drop = sources.flatMap { source in
        ["", "_update", "_move", "_delete"].map { "DROP TRIGGER \(source)_tally\($0)" }
      }
    case .postgres:
      drop = sources.flatMap { source in
        StatementChange.allCases.map { "DROP TRIGGER \(source)_tally_\($0.rawValue) ON \(source)" }
      }
    }
    return drop + rollups + tables.map { "DELETE FROM \($0)" } + fill + triggers(dialect)
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

  /// The tallies from the rollups as they stand (the tables empty).
  static var fill: [String] {
    sums.map { tally in
      let key = tally.key.map { $0.value("r") }.joined(separator: ", ")
      return tally.insert(
        "SELECT \(key), \(tally.sums.map { "SUM(\($0.share("r")))" }.joined(separator: ", ")) "
          + "FROM \(tally.source) r WHERE \(tally.counts("r")) GROUP BY \(key)", adding: false)
    } + [
      """
      INSERT INTO tally_span (flow, experiment, first_valid_ms, last_valid_ms)
      SELECT flow, experiment, MIN(first_valid_ms), MAX(last_valid_ms) FROM units GROUP BY flow, experiment
      """
    ]
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

  // MARK: - The triggers

  /// One change's statements for a rollup table: a row's share (`row` is
  /// `NEW` or `OLD`) added with `sign` 1 or -1 to each of its tallies; the
  /// span widened by a new row.
  private static func shares(of source: String, _ row: String, sign: Int) -> [String] {
    sums.filter { $0.source == source }.map { tally in
      tally.insert(
        "SELECT \(tally.key.map { $0.value(row) }.joined(separator: ", ")), "
          + tally.sums.map { "\(sign) * (\($0.share(row)))" }.joined(separator: ", ")
          + " WHERE \(tally.counts(row))")
    } + (source == "units" && sign > 0 ? [span(row)] : [])
  }

  /// Widens `tally_span` to a unit's believable exposures (`row`), written
  /// only when they lie outside it.
  private static func span(_ row: String) -> String {
    """
    INSERT INTO tally_span (flow, experiment, first_valid_ms, last_valid_ms)
    SELECT \(row).flow, \(row).experiment, \(row).first_valid_ms, \(row).last_valid_ms
    WHERE NOT EXISTS (SELECT 1 FROM tally_span s WHERE s.flow = \(row).flow AND s.experiment = \(row).experiment
      AND (\(row).first_valid_ms IS NULL OR s.first_valid_ms <= \(row).first_valid_ms)
      AND (\(row).last_valid_ms IS NULL OR s.last_valid_ms >= \(row).last_valid_ms))
    ON CONFLICT (flow, experiment) DO UPDATE SET
      first_valid_ms = CASE WHEN tally_span.first_valid_ms IS NULL OR excluded.first_valid_ms < tally_span.first_valid_ms
        THEN excluded.first_valid_ms ELSE tally_span.first_valid_ms END,
      last_valid_ms = CASE WHEN tally_span.last_valid_ms IS NULL OR excluded.last_valid_ms > tally_span.last_valid_ms
        THEN excluded.last_valid_ms ELSE tally_span.last_valid_ms END
    """
  }

  /// The columns of a rollup table that decide which tally row its share
  /// is in (or whether it is in one): an update that changes none of them
  /// only changes sums (``changes(of:)``).
  private static func placing(_ source: String) -> [String] {
    switch source {
    case "units": return ["variant", "variants", "converted", "complete_ms"]
    case "unit_steps": return ["variant", "first_seq", "counted"]
    default: return ["variant", "counted"]
    }
  }

  /// Whether an update kept the row's place (``placing(_:)``), as an SQL condition.
  private static func keepsPlace(_ source: String) -> String {
    placing(source).map { "OLD.\($0) IS NEW.\($0)" }.joined(separator: " AND ")
  }

  /// An update that kept the row's place: the differences of its sums,
  /// written only when one is not 0 (most updates of a merge change nothing
  /// a tally holds), and the span widened.
  private static func changes(of source: String) -> [String] {
    sums.filter { $0.source == source }.map { tally in
      let differences = tally.sums.map { "(\($0.share("NEW"))) - (\($0.share("OLD")))" }
      return tally.insert(
        "SELECT \(tally.key.map { $0.value("NEW") }.joined(separator: ", ")), "
          + differences.joined(separator: ", ") + " WHERE \(tally.counts("NEW")) AND ("
          + differences.map { "\($0) <> 0" }.joined(separator: " OR ") + ")")
    } + (source == "units" ? [span("NEW")] : [])
  }

  /// The triggers: on SQLite one per row and change with the statements
  /// inside, on PostgreSQL one per statement and change
  /// (``statementTriggers``).
  private static func triggers(_ dialect: SQLDialect) -> [String] {
    switch dialect {
    case .postgres:
      return statementTriggers
    case .sqlite:
      return sources.flatMap { source -> [String] in
        func trigger(_ name: String, _ change: String, when: String = "", _ statements: [String]) -> String {
          "CREATE TRIGGER \(name) AFTER \(change) ON \(source)\(when.isEmpty ? "" : " WHEN " + when) BEGIN\n  "
            + statements.map { $0 + ";" }.joined(separator: "\n  ") + "\nEND"
        }
        let old = shares(of: source, "OLD", sign: -1)
        let new = shares(of: source, "NEW", sign: 1)
        let keeps = keepsPlace(source)
        return [
          trigger("\(source)_tally", "INSERT", new),
          trigger("\(source)_tally_update", "UPDATE", when: keeps, changes(of: source)),
          trigger("\(source)_tally_move", "UPDATE", when: "NOT (\(keeps))", old + new),
          trigger("\(source)_tally_delete", "DELETE", old),
        ]
      }
    }
  }
}

/// One tally of sums (every tally but `tally_span`): the rows of `source`
/// that `counts`, added up by `key`. Each expression is given the name of
/// the row (`NEW`, `OLD`, or an alias); the migration's fill, SQLite's row
/// triggers and PostgreSQL's statement triggers are all made from it.
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
