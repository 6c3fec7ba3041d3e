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

  /// One statement's tally changes for a rollup table: its signed rows
  /// added up into each of its tallies by key, in key order; the span widened by the new rows.
  private static func statementShares(of source: String, _ change: StatementChange) -> [String] {
    let grouped = sums.filter { $0.source == source }.map { tally in
      let key = tally.key.map { $0.value("r") }.joined(separator: ", ")
      return tally.insert(
        "SELECT \(key), \(tally.sums.map { "SUM(r.s * (\($0.share("r"))))" }.joined(separator: ", ")) "
          + "FROM (\(change.signedRows)) r WHERE \(tally.counts("r")) GROUP BY \(key) ORDER BY \(key)")
    }
    guard source == "units", change != .delete else { return grouped }
    return grouped + [
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
  }
}
