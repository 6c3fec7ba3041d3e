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
  static let fill: [String] = [
    """
    INSERT INTO tally_units (flow, experiment, variant, variants, users, converted, completed)
    SELECT flow, experiment, COALESCE(variant, ''), variants, COUNT(*), SUM(converted), SUM(completed)
    FROM units GROUP BY flow, experiment, COALESCE(variant, ''), variants
    """,
    """
    INSERT INTO tally_span (flow, experiment, first_valid_ms, last_valid_ms)
    SELECT flow, experiment, MIN(first_valid_ms), MAX(last_valid_ms) FROM units GROUP BY flow, experiment
    """,
    """
    INSERT INTO tally_seconds (flow, experiment, variant, second, people, total_ms, whole_squares, cross_terms,
      part_squares)
    SELECT flow, experiment, variant, \(second("complete_ms")), COUNT(*), \(
      timeSums.map { "SUM(\($0.value("complete_ms")))" }.joined(separator: ", "))
    FROM units WHERE variants = 1 AND converted = 1 GROUP BY flow, experiment, variant, \(second("complete_ms"))
    """,
    """
    INSERT INTO tally_times (flow, experiment, variant, ms, people)
    SELECT flow, experiment, variant, COALESCE(complete_ms, -1), COUNT(*) FROM units
    WHERE variants = 1 AND converted = 1 GROUP BY flow, experiment, variant, COALESCE(complete_ms, -1)
    """,
    """
    INSERT INTO tally_steps (flow, experiment, variant, step, first_seq, people, reached, completed, attempts)
    SELECT flow, experiment, variant, step, first_seq, COUNT(*), SUM(reached), SUM(completed), SUM(attempts)
    FROM unit_steps WHERE counted = 1 GROUP BY flow, experiment, variant, step, first_seq
    """,
    """
    INSERT INTO tally_fields (flow, experiment, variant, step, is_rule, name, people, failures)
    SELECT flow, experiment, variant, step, is_rule, name, COUNT(*), SUM(failures)
    FROM unit_fields WHERE counted = 1 GROUP BY flow, experiment, variant, step, is_rule, name
    """,
  ]

  // MARK: - The triggers

  /// One change's statements for a rollup table: a row's share (`row` is
  /// `NEW` or `OLD`) added with `sign` 1 or -1; `span` for a new row only.
  private static func shares(of source: String, _ row: String, sign: Int) -> [String] {
    switch source {
    case "units":
      let units = upsert(
        "tally_units", key: ["flow", "experiment", "variant", "variants"],
        keyValues: ["\(row).flow", "\(row).experiment", "COALESCE(\(row).variant, '')", "\(row).variants"],
        sums: [
          "users": "\(sign)", "converted": "\(sign) * \(row).converted",
          "completed": "\(sign) * \(row).completed",
        ])
      let times = upsert(
        "tally_times", key: ["flow", "experiment", "variant", "ms"],
        keyValues: [
          "\(row).flow", "\(row).experiment", "\(row).variant", "COALESCE(\(row).complete_ms, -1)",
        ],
        sums: ["people": "\(sign)"], when: "\(row).variants = 1 AND \(row).converted = 1")
      var secondSums = ["people": "\(sign)"]
      for sum in timeSums { secondSums[sum.column] = "\(sign) * \(sum.value("\(row).complete_ms"))" }
      let seconds = upsert(
        "tally_seconds", key: ["flow", "experiment", "variant", "second"],
        keyValues: ["\(row).flow", "\(row).experiment", "\(row).variant", second("\(row).complete_ms")],
        sums: secondSums, when: "\(row).variants = 1 AND \(row).converted = 1")
      guard sign > 0 else { return [units, seconds, times] }
      return [units, seconds, times, span(row)]
    case "unit_steps":
      return [
        upsert(
          "tally_steps", key: ["flow", "experiment", "variant", "step", "first_seq"],
          keyValues: ["flow", "experiment", "variant", "step", "first_seq"].map { "\(row).\($0)" },
          sums: [
            "people": "\(sign)", "reached": "\(sign) * \(row).reached",
            "completed": "\(sign) * \(row).completed",
            "attempts": "\(sign) * \(row).attempts",
          ], when: "\(row).counted = 1")
      ]
    default:
      return [
        upsert(
          "tally_fields", key: ["flow", "experiment", "variant", "step", "is_rule", "name"],
          keyValues: ["flow", "experiment", "variant", "step", "is_rule", "name"].map { "\(row).\($0)" },
          sums: ["people": "\(sign)", "failures": "\(sign) * \(row).failures"], when: "\(row).counted = 1")
      ]
    }
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
    func difference(_ columns: [String]) -> [String: String] {
      var sums = ["people": "0"]
      for column in columns { sums[column] = "NEW.\(column) - OLD.\(column)" }
      return sums
    }
    func changed(_ columns: [String]) -> String {
      "(" + columns.map { "NEW.\($0) <> OLD.\($0)" }.joined(separator: " OR ") + ")"
    }
    switch source {
    case "units":
      return [
        upsert(
          "tally_units", key: ["flow", "experiment", "variant", "variants"],
          keyValues: ["NEW.flow", "NEW.experiment", "COALESCE(NEW.variant, '')", "NEW.variants"],
          sums: ["users": "0", "converted": "0", "completed": "NEW.completed - OLD.completed"],
          when: changed(["completed"])),
        span("NEW"),
      ]
    case "unit_steps":
      let columns = ["reached", "completed", "attempts"]
      return [
        upsert(
          "tally_steps", key: ["flow", "experiment", "variant", "step", "first_seq"],
          keyValues: ["flow", "experiment", "variant", "step", "first_seq"].map { "NEW.\($0)" },
          sums: difference(columns), when: "NEW.counted = 1 AND " + changed(columns))
      ]
    default:
      return [
        upsert(
          "tally_fields", key: ["flow", "experiment", "variant", "step", "is_rule", "name"],
          keyValues: ["flow", "experiment", "variant", "step", "is_rule", "name"].map { "NEW.\($0)" },
          sums: difference(["failures"]), when: "NEW.counted = 1 AND " + changed(["failures"]))
      ]
    }
  }

  /// `INSERT … SELECT … WHERE when ON CONFLICT DO UPDATE` adding `sums` (by
  /// column, in the key's then the columns' sorted order) to the row of `key`.
  private static func upsert(
    _ table: String, key: [String], keyValues: [String], sums: [String: String], when: String = "1 = 1"
  ) -> String {
    let columns = sums.keys.sorted()
    return "INSERT INTO \(table) (\((key + columns).joined(separator: ", "))) "
      + "SELECT \((keyValues + columns.map { sums[$0] ?? "0" }).joined(separator: ", ")) WHERE \(when) "
      + "ON CONFLICT (\(key.joined(separator: ", "))) DO UPDATE SET "
      + columns.map { "\($0) = \(table).\($0) + excluded.\($0)" }.joined(separator: ", ")
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
