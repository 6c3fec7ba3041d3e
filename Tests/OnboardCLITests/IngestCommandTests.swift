import Foundation
import OnboardKit
import OnboardStore
import Testing

/// `onboard ingest`: an app's event lines (the `--events` format) into the
/// store, so that the report of ingested events is the report of the same
/// events written directly; a replay changes nothing; a bad line is named
/// and nothing from its file is written unless `--skip-bad`.
@Suite struct IngestCommandTests {
  static let columns =
    "time_ms, session, seq, user_id, flow, flow_version, type, experiment, variant, step, field, detail, data"

  /// Every event of the store, in (session, seq) order, as text.
  static func events(_ store: any EventStore) throws -> [String] {
    try SimulateStoreTests.rows(store, "SELECT \(columns) FROM events ORDER BY session, seq")
  }

  /// The outcomes of `db` as a CSV file that `onboard track --file` reads.
  static func outcomesCSV(_ db: String) throws -> String {
    var text = "user_id,event,value,time\n"
    try SQLiteStore(existingAt: db).query(
      "SELECT user_id, event, value, time_ms FROM outcomes ORDER BY 1, 2, 4", []
    ) { row in
      let value = row[2].real.map { String($0) } ?? "0"
      text += "\(row[0].text ?? ""),\(row[1].text ?? ""),\(value),\(EventTime.iso8601(row[3].integer ?? 0))\n"
    }
    return text
  }

  static func report(_ db: String) throws -> String {
    let report = try OnboardBinary.run(["report", RepositoryFiles.signupFlow, "--db", db, "--format", "json"])
    #expect(report.status == 0, "\(report.stderr)")
    return report.stdout
  }

  @Test func helpMatchesTheGoldenFile() throws {
    let run = try OnboardBinary.run(["ingest", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout == (try Golden.text("ingest-help.txt", updatingWith: run.stdout)))
  }

  @Test func ingestedEventsReportAsTheDirectStore() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = folder.appendingPathComponent("direct.sqlite").path
    let ingested = folder.appendingPathComponent("ingested.sqlite").path
    let lines = folder.appendingPathComponent("events.jsonl").path
    #expect(try SimulateStoreTests.simulate(["--db", direct, "--events", lines], users: 400).status == 0)
    let ingest = try OnboardBinary.run(["ingest", lines, "--db", ingested])
    #expect(ingest.status == 0, "\(ingest.stderr)")
    let count = try Self.events(SQLiteStore(existingAt: direct)).count
    #expect(count > 5_000)
    #expect(ingest.stdout == "ingested \(count) events from \(lines) into \(ingested): \(count) new\n")
    #expect(
      try Self.events(SQLiteStore(existingAt: ingested)) == Self.events(SQLiteStore(existingAt: direct)))
    // The outcomes come from the app's billing, through onboard track.
    let outcomes = folder.appendingPathComponent("outcomes.csv").path
    try Self.outcomesCSV(direct).write(toFile: outcomes, atomically: true, encoding: .utf8)
    let track = try OnboardBinary.run(["track", "--flow", "signup", "--file", outcomes, "--db", ingested])
    #expect(track.status == 0, "\(track.stderr)")
    let report = try Self.report(direct)
    #expect(report.contains("\"signup-plan-first\""))
    #expect(try Self.report(ingested) == report)
  }

  @Test func theLinesOfOnboardRunAreIngested() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = folder.appendingPathComponent("direct.sqlite").path
    let ingested = folder.appendingPathComponent("ingested.sqlite").path
    let lines = folder.appendingPathComponent("events.jsonl").path
    let answers = folder.appendingPathComponent("answers.yaml").path
    try StickyAssignmentTests.answers.write(toFile: answers, atomically: true, encoding: .utf8)
    let flow = try RepositoryFiles.temporaryFlow(StickyAssignmentTests.flow(control: 0.5, treatment: 0.5))
    defer { RepositoryFiles.remove(flow) }
    for user in ["u-1", "u-2", "u-3"] {
      let run = try OnboardBinary.run([
        "run", flow, "--answers", answers, "--user-id", user, "--db", direct, "--events", lines,
      ])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let ingest = try OnboardBinary.run(["ingest", lines, "--db", ingested, "--json"])
    #expect(ingest.status == 0, "\(ingest.stderr)")
    let rows = try Self.events(SQLiteStore(existingAt: direct))
    #expect(rows.count >= 12)
    #expect(try Self.events(SQLiteStore(existingAt: ingested)) == rows)
    #expect(
      ingest.stdout == """
        {"file":"\(lines)","store":"\(ingested)","events":\(rows.count),"added":\(rows.count),"alreadyStored":0,"badLines":[]}

        """)
  }

  @Test func aReplayChangesNothing() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let lines = folder.appendingPathComponent("events.jsonl").path
    #expect(try SimulateStoreTests.simulate(["--no-store", "--events", lines], users: 50).status == 0)
    #expect(try OnboardBinary.run(["ingest", lines, "--db", db]).status == 0)
    let first = try Self.events(SQLiteStore(existingAt: db))
    let again = try OnboardBinary.run(["ingest", lines, "--db", db])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      again.stdout
        == "ingested \(first.count) events from \(lines) into \(db): 0 new, \(first.count) already stored\n")
    #expect(try Self.events(SQLiteStore(existingAt: db)) == first)
  }

  static let good = [
    #"{"time":"2025-03-01T12:00:00.000Z","time_ms":1740830400000,"session":"s-1","seq":0,"user":"u-1","flow":"signup","flow_version":1,"type":"step_viewed","step":"name"}"#,
    #"{"time":"2025-03-01T12:00:05.000Z","time_ms":1740830405000,"session":"s-1","seq":1,"user":"u-1","flow":"signup","flow_version":1,"type":"step_completed","step":"name"}"#,
  ]

  /// Good lines around four bad ones (lines 2, 3, 5 and 6), one blank line (4).
  static let mixed =
    [
      good[0], #"{"time_ms":1,"session":"s-2","seq":0,"user":"u-2","flow":"signup","type":"clicked"}"#,
      #"{"time_ms":1,"session":"s-2","user":"u-2","flow":"signup","type":"completed"}"#, "",
      #"{"time_ms":"soon","session":"s-2","seq":1,"user":"u-2","flow":"signup","type":"completed"}"#,
      "not json", good[1],
    ].joined(separator: "\n") + "\n"

  /// The bad lines' numbers and reasons.
  static let reasons = [
    (2, "unknown type 'clicked'"), (3, "no 'seq'"), (5, "'time_ms' is not a whole number of milliseconds"),
    (6, "not JSON"),
  ]

  /// What standard error says about the bad lines of `name`.
  static func listed(_ name: String, _ level: String) -> String {
    reasons.map { "\(name):\($0.0): \(level): \($0.1)\n" }.joined()
  }

  @Test func aBadLineIsNamedAndNothingIsWritten() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let file = folder.appendingPathComponent("app.jsonl").path
    try Self.mixed.write(toFile: file, atomically: true, encoding: .utf8)
    let run = try OnboardBinary.run(["ingest", file, "--db", db])
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(
      run.stderr
        == Self.listed(file, "error")
        + "error: 4 bad lines in \(file); nothing was written (give --skip-bad to write the rest)\n")
    #expect(!FileManager.default.fileExists(atPath: db))
  }

  /// A file of 4 MiB or more (`IngestCommand.checkFirstBelow`) is checked
  /// while it is written: its bad lines, at its end, are still all named
  /// and nothing of it is committed to the store the write opened.
  @Test func aLargeFileIsCheckedAlongsideAndABadLineStillWritesNothing() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let file = folder.appendingPathComponent("app.jsonl").path
    #expect(try SimulateStoreTests.simulate(["--no-store", "--events", file], users: 1_500).status == 0)
    let good = try String(contentsOfFile: file, encoding: .utf8)
    #expect(good.utf8.count >= 4 << 20, "checked alongside")
    let before = good.split(separator: "\n").count
    try (good + Self.mixed).write(toFile: file, atomically: true, encoding: .utf8)
    let run = try OnboardBinary.run(["ingest", file, "--db", db])
    #expect(run.status == 1)
    #expect(run.stdout == "")
    let listed = Self.reasons.map { "\(file):\(before + $0.0): error: \($0.1)\n" }.joined()
    #expect(
      run.stderr
        == listed + "error: 4 bad lines in \(file); nothing was written (give --skip-bad to write the rest)\n"
    )
    #expect(
      try SimulateStoreTests.rows(SQLiteStore(existingAt: db), "SELECT COUNT(*) FROM events") == [
        "integer(0)"
      ])
  }

  @Test func skipBadListsTheBadLinesAndWritesTheRestFromStandardInput() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let run = try OnboardBinary.run(["ingest", "-", "--db", db, "--skip-bad"], input: Self.mixed)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr == Self.listed("<stdin>", "warning"))
    #expect(run.stdout == "ingested 2 events from <stdin> into \(db): 2 new; skipped 4 bad lines\n")
    let types = try SimulateStoreTests.rows(
      SQLiteStore(existingAt: db), "SELECT type FROM events ORDER BY seq")
    #expect(types == [#"text("step_viewed")"#, #"text("step_completed")"#])
  }

  @Test(.enabled(if: TestPostgresSchema.server != nil))
  func postgresGetsTheSameRowsAndAReplayChangesNothing() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let lines = folder.appendingPathComponent("events.jsonl").path
    let url = try TestPostgresSchema.freshURL()
    #expect(try SimulateStoreTests.simulate(["--db", db, "--events", lines], users: 100).status == 0)
    for _ in 0..<2 {
      let run = try OnboardBinary.run(["ingest", lines, "--db", url])
      #expect(run.status == 0, "\(run.stderr)")
    }
    let columns =
      "time_ms, session, seq, user_id, flow, flow_version, type, experiment, variant, step, field, detail"
    let sql = "SELECT \(columns) FROM events ORDER BY session, seq"
    #expect(
      try SimulateStoreTests.rows(SQLiteStore(path: db), sql)
        == SimulateStoreTests.rows(PostgresStore(url: url), sql))
  }
}
