/// A change a PostgreSQL statement trigger of the tallies answers, and the
/// transition tables it reads (`n` the rows after, `o` the rows before).
enum StatementChange: String, CaseIterable, Sendable {
  case insert, update, delete

  /// The trigger's `REFERENCING` clause.
  var referencing: String {
    switch self {
    case .insert: return "REFERENCING NEW TABLE AS n"
    case .update: return "REFERENCING OLD TABLE AS o NEW TABLE AS n"
    case .delete: return "REFERENCING OLD TABLE AS o"
    }
  }

  /// The rows the statement's tallies add up, each with its sign `s`: the
  /// new rows added, the old ones subtracted (an update both).
  var signedRows: String {
    switch self {
    case .insert: return "SELECT 1 AS s, n.* FROM n"
    case .update: return "SELECT 1 AS s, n.* FROM n UNION ALL SELECT -1 AS s, o.* FROM o"
    case .delete: return "SELECT -1 AS s, o.* FROM o"
    }
  }
}

extension Tallies {
  /// PostgreSQL's trigger functions: one per rollup table and change, run
  /// once per statement over its transition tables, so a 64-row upsert (or
  /// a recount) changes each tally row it touches once, with the sum of its
  /// rows' shares, instead of once per row (a row trigger in plpgsql made
  /// simulate three times slower). Each adds up the signed rows
  /// (``StatementChange/signedRows``) by tally key in key order, after
  /// returning at once when the statement changed no row (an upsert fires
  /// both its insert and its update trigger, and most update none); a writer
  /// holds the tallies' lock meanwhile (``PostgresStore/tallyLock``).
  static var statementFunctions: [String] {
    sources.flatMap { source in
      StatementChange.allCases.map { change in
        let statements = statementShares(of: source, change).map { $0 + ";" }.joined(separator: "\n  ")
        return """
          CREATE FUNCTION \(source)_tally_\(change.rawValue)() RETURNS trigger LANGUAGE plpgsql AS $body$
          BEGIN
            IF NOT EXISTS (SELECT 1 FROM \(change == .delete ? "o" : "n")) THEN RETURN NULL; END IF;
            \(statements)
            RETURN NULL;
          END
          $body$
          """
      }
    }
  }

  /// The statement triggers calling ``statementFunctions``.
  static var statementTriggers: [String] {
    sources.flatMap { source in
      StatementChange.allCases.map { change in
        "CREATE TRIGGER \(source)_tally_\(change.rawValue) AFTER \(change.rawValue.uppercased()) ON \(source) "
          + "\(change.referencing) FOR EACH STATEMENT EXECUTE FUNCTION \(source)_tally_\(change.rawValue)()"
      }
    }
  }

  /// One statement's tally changes for a rollup table.
  private static func statementShares(of source: String, _ change: StatementChange) -> [String] {
    let rows = change.signedRows
    switch source {
    case "units":
      let counted = "r.variants = 1 AND r.converted = 1"
      var seconds = [("people", "SUM(r.s)")]
      for sum in timeSums { seconds.append((sum.column, "SUM(r.s * \(sum.value("r.complete_ms")))")) }
      let sums = [
        grouped(
          "tally_units",
          key: [
            ("flow", "r.flow"), ("experiment", "r.experiment"), ("variant", "COALESCE(r.variant, '')"),
            ("variants", "r.variants"),
          ],
          sums: [
            ("users", "SUM(r.s)"), ("converted", "SUM(r.s * r.converted)"),
            ("completed", "SUM(r.s * r.completed)"),
          ],
          rows: rows),
        grouped(
          "tally_seconds",
          key: [
            ("flow", "r.flow"), ("experiment", "r.experiment"), ("variant", "r.variant"),
            ("second", second("r.complete_ms")),
          ], sums: seconds, rows: rows, when: counted),
        grouped(
          "tally_times",
          key: [
            ("flow", "r.flow"), ("experiment", "r.experiment"), ("variant", "r.variant"),
            ("ms", "COALESCE(r.complete_ms, -1)"),
          ], sums: [("people", "SUM(r.s)")], rows: rows, when: counted),
      ]
      guard change != .delete else { return sums }
      return sums + [
        """
        INSERT INTO tally_span (flow, experiment, first_valid_ms, last_valid_ms)
        SELECT flow, experiment, MIN(first_valid_ms), MAX(last_valid_ms) FROM n GROUP BY flow, experiment
        ORDER BY flow, experiment
        ON CONFLICT (flow, experiment) DO UPDATE SET
          first_valid_ms = CASE WHEN tally_span.first_valid_ms IS NULL OR excluded.first_valid_ms < tally_span.first_valid_ms
            THEN excluded.first_valid_ms ELSE tally_span.first_valid_ms END,
          last_valid_ms = CASE WHEN tally_span.last_valid_ms IS NULL OR excluded.last_valid_ms > tally_span.last_valid_ms
            THEN excluded.last_valid_ms ELSE tally_span.last_valid_ms END
        """
      ]
    case "unit_steps":
      return [
        grouped(
          "tally_steps",
          key: ["flow", "experiment", "variant", "step", "first_seq"].map { ($0, "r.\($0)") },
          sums: [
            ("people", "SUM(r.s)"), ("reached", "SUM(r.s * r.reached)"),
            ("completed", "SUM(r.s * r.completed)"),
            ("attempts", "SUM(r.s * r.attempts)"),
          ], rows: rows, when: "r.counted = 1")
      ]
    default:
      return [
        grouped(
          "tally_fields",
          key: ["flow", "experiment", "variant", "step", "is_rule", "name"].map { ($0, "r.\($0)") },
          sums: [("people", "SUM(r.s)"), ("failures", "SUM(r.s * r.failures)")], rows: rows,
          when: "r.counted = 1")
      ]
    }
  }

  /// `INSERT … SELECT key, sums FROM (rows) r WHERE when GROUP BY key ORDER
  /// BY key ON CONFLICT DO UPDATE` adding the sums to each key's row.
  private static func grouped(
    _ table: String, key: [(column: String, value: String)], sums: [(column: String, value: String)],
    rows: String, when: String = "1 = 1"
  ) -> String {
    let keys = key.map(\.value).joined(separator: ", ")
    return "INSERT INTO \(table) (\((key + sums).map(\.column).joined(separator: ", "))) "
      + "SELECT \(keys), \(sums.map(\.value).joined(separator: ", ")) FROM (\(rows)) r WHERE \(when) "
      + "GROUP BY \(keys) ORDER BY \(keys) "
      + "ON CONFLICT (\(key.map(\.column).joined(separator: ", "))) DO UPDATE SET "
      + sums.map { "\($0.column) = \(table).\($0.column) + excluded.\($0.column)" }.joined(separator: ", ")
  }
}
