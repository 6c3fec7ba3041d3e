import Foundation
import OnboardKit
import OnboardStore
import Testing

/// `onboard simulate` writes into the store as `onboard run` does (`--db`,
/// `ONBOARD_DB`, `.onboard/onboard.sqlite`), the same rows whatever
/// `--threads` is, and the same events as its `--events` copy.
@Suite struct SimulateStoreTests {
  static var persona: String {
    RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path
  }

  static func simulate(
    _ extra: [String], users: Int = 300, seed: Int = 3, environment: [String: String] = [:]
  )
    throws -> OnboardBinary.Run
  {
    try OnboardBinary.run(
      [
        "simulate", RepositoryFiles.signupFlow, "--users", "\(users)", "--seed", "\(seed)", "--persona",
        persona,
      ]
        + extra, environment: environment)
  }

  /// Every row of the SQLite file at `path`, in id order, as text.
  static func rows(_ path: String) throws -> [String] {
    try rows(SQLiteStore(path: path), "SELECT * FROM events ORDER BY id")
  }

  /// The rows of `sql`, as text.
  static func rows(_ store: any EventStore, _ sql: String) throws -> [String] {
    var rows: [String] = []
    try store.query(sql, []) { row in
      rows.append(row.values.map { "\($0)" }.joined(separator: "|"))
    }
    return rows
  }

  @Test func threadsWriteTheSameRows() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var dumps: [[String]] = []
    for threads in [1, 2, 5] {
      let db = folder.appendingPathComponent("t\(threads).sqlite").path
      let run = try Self.simulate(["--db", db, "--threads", "\(threads)"], users: 1_200)
      #expect(run.status == 0, "\(run)")
      #expect(run.stderr.hasPrefix("simulated 1200 people: "), "\(run)")
      #expect(run.stderr.hasSuffix("; stored in \(db)\n"), "\(run)")
      dumps.append(try Self.rows(db))
    }
    #expect(dumps[0].count > 10_000)
    #expect(dumps[1] == dumps[0])
    #expect(dumps[2] == dumps[0])
  }

  /// The persona's outcomes are recorded as `onboard track` records them:
  /// the same rows whatever `--threads` is, once however often the seed is
  /// simulated, and only for completed runs whose answers match the rule
  /// (a paid plan), at or after the completion.
  @Test func outcomesAreSeededAndRecordedOnce() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = folder.appendingPathComponent("one.sqlite").path
    let three = folder.appendingPathComponent("three.sqlite").path
    let sql = "SELECT flow, user_id, event, time_ms, value FROM outcomes ORDER BY user_id, time_ms, value"
    #expect(try Self.simulate(["--db", one, "--threads", "1"], users: 1_200).status == 0)
    let again = try Self.simulate(["--db", one, "--threads", "2"], users: 1_200)
    #expect(again.stderr.contains(" outcomes (") && again.stderr.contains(" already recorded)"), "\(again)")
    #expect(try Self.simulate(["--db", three, "--threads", "3"], users: 1_200).status == 0)
    let rows = try Self.rows(SQLiteStore(path: one), sql)
    #expect(rows.count > 40, "\(rows.count)")
    #expect(try Self.rows(SQLiteStore(path: three), sql) == rows)
    let outside = try Self.rows(
      SQLiteStore(path: one),
      """
      SELECT o.user_id FROM outcomes o LEFT JOIN events c ON c.user_id = o.user_id AND c.type = 'completed' \
      WHERE c.user_id IS NULL OR json_extract(c.data, '$.plan') NOT IN ('pro', 'team') \
      OR o.time_ms < c.time_ms OR o.event <> 'purchased'
      """)
    #expect(outside.isEmpty, "\(outside)")
  }

  @Test func theStoreHoldsWhatTheEventsFileHolds() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let lines = folder.appendingPathComponent("events.jsonl").path
    let run = try Self.simulate(["--db", db, "--events", lines])
    #expect(run.status == 0, "\(run)")
    let fromFile = try String(contentsOfFile: lines, encoding: .utf8).split(separator: "\n").map {
      try EventJSONLine.decode(String($0))
    }
    var fromStore: [StoredEvent] = []
    try SQLiteStore(path: db).query("SELECT \(StoredEvent.selectColumns) FROM events ORDER BY id", []) {
      row in
      fromStore.append(try StoredEvent(row: row))
    }
    #expect(fromFile.count > 3_000)
    #expect(fromStore == fromFile)
  }

  @Test(.enabled(if: TestPostgresSchema.server != nil))
  func postgresGetsTheSameRows() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let url = try TestPostgresSchema.freshURL()
    #expect(try Self.simulate(["--db", db, "--threads", "1"]).status == 0)
    let run = try Self.simulate(["--db", url, "--threads", "3"])
    #expect(run.status == 0, "\(run)")
    let columns =
      "time_ms, session, seq, user_id, flow, flow_version, type, experiment, variant, step, field, detail"
    let sql = "SELECT \(columns) FROM events ORDER BY id"
    #expect(try Self.rows(SQLiteStore(path: db), sql) == Self.rows(PostgresStore(url: url), sql))
  }

  @Test func theDefaultStoreIsUnderTheWorkingFolder() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("env.sqlite").path
    let run = try Self.simulate([], users: 20, environment: ["ONBOARD_DB": db])
    #expect(run.status == 0, "\(run)")
    #expect(try Self.rows(db).count > 100)
  }

  @Test(arguments: [
    (["--no-store", "--db", "x.sqlite"], "error: --no-store and --db do not go together; give one"),
    (["--threads", "0"], "error: give --threads a number from 1 to 64"),
  ])
  func contradictionsAreUsageErrors(arguments: [String], message: String) throws {
    let run = try Self.simulate(arguments, users: 1)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message + "\n"), "\(run)")
  }

  @Test func aFileThatIsNotAStoreIsLeftAlone() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("notes.txt").path
    try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: db))
    let run = try Self.simulate(["--db", db], users: 5)
    #expect(run.status == 1)
    #expect(run.stderr.contains("is not an onboard store"), "\(run)")
    #expect(try String(contentsOfFile: db, encoding: .utf8) == "my notes\n")
  }
}
