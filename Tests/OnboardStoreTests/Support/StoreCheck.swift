import Foundation

@testable import OnboardStore

/// What the crash and concurrency tests check in a SQLite file after the writers end.
enum StoreCheck {
  /// `PRAGMA integrity_check`'s answer (`ok` for a sound file).
  static func integrity(_ path: String) throws -> String {
    let connection = try SQLiteConnection(path: path, create: false)
    let statement = try connection.prepare("PRAGMA integrity_check")
    var lines: [String] = []
    while try statement.step() { lines.append(statement.value(at: 0).text ?? "") }
    return lines.joined(separator: "; ")
  }

  /// The numbers stored for each session.
  static func sequences(_ store: any EventStore) throws -> [String: [Int]] {
    var sessions: [String: [Int]] = [:]
    try store.query("SELECT session, seq FROM events ORDER BY session, seq", []) { row in
      sessions[row[0].text ?? "", default: []].append(Int(row[1].integer ?? -1))
    }
    return sessions
  }

  /// The `(session, step)` pairs whose `step_completed` is stored.
  static func completedSteps(_ store: any EventStore) throws -> Set<String> {
    var steps: Set<String> = []
    try store.query("SELECT session, step FROM events WHERE type = 'step_completed'", []) { row in
      steps.insert("\(row[0].text ?? "") \(row[1].text ?? "")")
    }
    return steps
  }

  /// Every row of the rollup tables and of the tallies (but the tally
  /// rows whose people fell to 0, which a fill from the rollups has not), as
  /// text, in a fixed order.
  static func rollups(_ store: any EventStore) throws -> [String] {
    var rows: [String] = []
    let tallies = store.keepsTallies ? Tallies.tables : []
    for table in Rollups.tables + ["rollup_versions"] + tallies {
      var lines: [String] = []
      let counted = ["tally_units": " WHERE users <> 0", "tally_span": ""][table] ?? " WHERE people <> 0"
      try store.query(Self.select(table) + (table.hasPrefix("tally_") ? counted : ""), []) { row in
        lines.append(table + " " + row.values.map { $0.text ?? "NULL" }.joined(separator: "|"))
      }
      rows += lines.sorted()
    }
    return rows
  }

  /// Every column of `table`, but the text `units.steps` packs a unit's
  /// steps in (its members' order is the writer's): they are compared
  /// through the view `unit_steps`, a row each.
  private static func select(_ table: String) -> String {
    guard table == "units" else { return "SELECT * FROM \(table)" }
    return "SELECT flow, user_id, experiment, variant, variants, first_ms, first_valid_ms, last_valid_ms, "
      + "converted, complete_ms, completed, dimensions, done_ms, done_session FROM units"
  }

  /// The statements that put a store's steps back as versions 4 to 6 kept
  /// them (`unit_steps` a table of its own, no `units.steps`) and mark it
  /// version 6, in `dialect`.
  static func unpackSteps(_ dialect: SQLDialect) throws -> [String] {
    guard let table = Rollups.create(dialect).first(where: { $0.contains("CREATE TABLE unit_steps") }) else {
      throw StoreError(.failed, "version 4 made no unit_steps table")
    }
    return [
      "CREATE TABLE unpacked AS SELECT * FROM unit_steps", "DROP VIEW unit_steps", table,
      "INSERT INTO unit_steps SELECT * FROM unpacked", "DROP TABLE unpacked",
      "ALTER TABLE units DROP COLUMN steps",
      StoreSchema.setVersion(StoreSchema.currentVersion - 1),
    ]
  }

  /// The one number `sql` counts.
  static func count(_ store: any EventStore, _ sql: String) throws -> Int {
    var count = -1
    try store.query(sql, []) { row in count = Int(row[0].integer ?? -1) }
    return count
  }

  /// The rollups and tallies as the writers left them, and as a recount
  /// from the events (and a fill of the tallies from it) gives them.
  static func rollupsAndRecount(_ store: any EventStore) throws -> (kept: [String], recounted: [String]) {
    let kept = try rollups(store)
    try store.rebuildRollups()
    return (kept, try rollups(store))
  }
}
