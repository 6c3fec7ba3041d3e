import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// A unit's steps packed into its `units` row (store version 7,
/// ``PackedSteps``): the text a writer makes reads back, either dialect's
/// aggregate reads back, and the migration from version 6 packs the
/// `unit_steps` table without changing a row a reader sees.
@Suite struct PackedStepsTests {
  @Test func aWritersTextReadsBackWithItsNamesInByteOrder() throws {
    let steps: [String: RollupDelta.StepShare] = [
      "plan": .init(reached: 1, completed: 0, attempts: 2, firstSeq: 7),
      "a \"quoted\" \\ step\n": .init(reached: 1, completed: 1, attempts: 1, firstSeq: 3),
      "é": .init(reached: 0, completed: 1, attempts: 4, firstSeq: 12),
      "big": .init(reached: 1, completed: 0, attempts: 1_234_567_890_123, firstSeq: 0),
    ]
    let text = try #require(PackedSteps.text(steps))
    #expect(
      text
        == #"{"a \"quoted\" \\ step\n":[1,1,1,3],"big":[1,0,1234567890123,0],"plan":[1,0,2,7],"é":[0,1,4,12]}"#
    )
    let back = try PackedSteps.steps(text)
    #expect(back.keys.sorted() == steps.keys.sorted())
    for (name, share) in steps {
      let read = try #require(back[name])
      #expect(
        [read.reached, read.completed, read.attempts, read.firstSeq]
          == [share.reached, share.completed, share.attempts, share.firstSeq])
    }
    #expect(PackedSteps.text([:]) == nil)
  }

  /// PostgreSQL's `json_object_agg` spaces its members; SQLite's `json_group_object` does not.
  @Test func theStoresAggregatesReadBack() throws {
    let spaced = try PackedSteps.steps(#"{ "name" : [1,1,2,0], "plan" : [1,0,0,5] }"#)
    #expect(spaced["name"]?.attempts == 2)
    #expect(spaced["plan"]?.firstSeq == 5)
    #expect(throws: StoreError.self) { try PackedSteps.steps("[1,2]") }
    #expect(throws: StoreError.self) { try PackedSteps.steps(#"{"name":[1,1]}"#) }
  }

  /// The writer reads a batch's people's steps through the view (the
  /// tallies' out and in, ``Tallies/change(_:people:)``): SQLite must fold
  /// the view into the query and find each person's units by key, not read
  /// every unit of the store a batch.
  @Test func theViewIsReadByKeyForABatchsPeople() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("events.sqlite")
    try SQLiteStore(path: path).append(RollupMergeTests.sessions(seed: 3).flatMap { $0 })
    let connection = try SQLiteConnection(path: path, create: false)
    try connection.execute(SQLiteRollupStatements.peopleTable)
    let steps = try #require(Tallies.sums.first { $0.source == "unit_steps" })
    let plan = try connection.prepare("EXPLAIN QUERY PLAN " + steps.shares(of: "temp.tally_people p"))
    var details: [String] = []
    while try plan.step() { details.append(plan.value(at: 3).text ?? "") }
    #expect(details.contains { $0.hasPrefix("SEARCH u USING PRIMARY KEY") }, "\(details)")
    #expect(!details.contains { $0.hasPrefix("SCAN u") || $0.contains("unit_steps") }, "\(details)")
  }

  /// A store written by version 6 (steps a table) is packed by the
  /// migration: the `unit_steps` a reader sees is the same, now a view;
  /// later batches merge with the packed steps and equal a recount.
  @Test(arguments: Backend.available)
  func theMigrationFromVersionSixPacksTheSteps(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let sessions = RollupMergeTests.sessions(seed: 11)
    let open: () throws -> any EventStore
    let execute: (String) throws -> Void
    switch backend {
    case .sqlite:
      let path = folder.path("events.sqlite")
      open = { try SQLiteStore(path: path) }
      execute = { sql in try SQLiteConnection(path: path, create: false).execute(sql) }
    case .postgres:
      let url = try TestPostgres.freshSchemaURL()
      let spool = Spool(folder: folder.url.appendingPathComponent("spool"), target: "test")
      open = { try PostgresStore(url: url, spool: spool, backoff: .none) }
      execute = { sql in _ = try PGConnection(url: url, location: url, backoff: .none).execute(sql) }
    }
    let before: [String]
    do {
      let store = try open()
      try store.append(sessions.prefix(25).flatMap { $0 })
      before = try StoreCheck.rollups(store)
    }
    #expect(before.contains { $0.hasPrefix("unit_steps ") })
    let dialect: SQLDialect = backend == .sqlite ? .sqlite : .postgres
    for sql in try StoreCheck.unpackSteps(dialect) { try execute(sql) }
    let store = try open()
    #expect(store.schemaVersion == StoreSchema.currentVersion)
    #expect(try StoreCheck.rollups(store) == before)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM units WHERE steps IS NOT NULL") > 0)
    try store.append(sessions.dropFirst(25).flatMap { $0 })
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
    #expect(
      rollups.kept.count(where: { $0.hasPrefix("unit_steps ") })
        > before.count(where: { $0.hasPrefix("unit_steps ") }))
  }
}

/// PostgreSQL copies a batch of sessions it holds none of straight into
/// `events`; a row another writer adds meanwhile (uncommitted when the
/// batch asked) sends the batch through the staging table instead, and
/// nothing is lost or stored twice.
@Suite struct PostgresStraightCopyTests {
  /// More rows than one multi-row insert takes, no session twice: the copy's batch.
  static func rows() -> [StoredEvent] { RollupMergeTests.rows(seeds: 20..<23) }

  @Test(.enabled(if: TestPostgres.url != nil))
  func aBatchsNewSessionsAreCopiedStraightAndMergeToARecount() throws {
    let rows = Self.rows()
    #expect(rows.count > PostgresStore.rowsPerStatement)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try Backend.postgres.open(in: folder)
    // The first rows' sessions are held when the batch comes: those rows
    // go through the staging table, the rest straight in.
    try store.append(Array(rows.prefix(100)))
    try store.append(rows)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    try store.append(rows)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
  }

  @Test(.enabled(if: TestPostgres.url != nil))
  func aRowAnotherWriterAddsMeanwhileSendsTheBatchThroughTheStagingTable() throws {
    let rows = Self.rows()
    let url = try TestPostgres.freshSchemaURL()
    let store = try PostgresStore(url: url, backoff: .none)
    let other = try PGConnection(url: url, location: url, backoff: .none)
    let raced = rows[0]
    try other.execute("BEGIN")
    try other.execute(
      "INSERT INTO events (time_ms, session, seq, user_id, flow, type) VALUES ($1, $2, $3, 'someone else', $4, $5)",
      [
        String(raced.timeMilliseconds), raced.session, String(raced.sequence), raced.flow,
        raced.kind.rawValue,
      ])
    // The batch's copy waits on the uncommitted row, then finds it there.
    let committer = Committer(connection: other)
    let thread = Thread { committer.commit(after: 1.0) }
    thread.start()
    try store.append(rows)
    committer.wait()
    #expect(committer.error == nil)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events WHERE user_id = 'someone else'") == 1)
  }

  /// The texts a batch sends: COPY's text format and the array literals of `unnest`.
  @Test func copyRowsAndArrayLiteralsEscapeWhatTheyMust() {
    var rows = PGCopyRows()
    rows.add(["a\tb", nil, "x\\y\n\r", "plain é"])
    #expect(String(decoding: rows.bytes, as: UTF8.self) == "a\\tb\t\\N\tx\\\\y\\n\\r\tplain é\n")
    #expect(
      PostgresStore.arrayLiteral(["a", nil, "q\"b\\c", "é", ""]) == #"{"a",NULL,"q\"b\\c","é",""}"#)
    #expect(PostgresStore.arrayLiteral([]) == "{}")
  }

  /// Commits another connection's transaction from a thread of its own.
  final class Committer: @unchecked Sendable {
    let connection: PGConnection
    private let done = DispatchSemaphore(value: 0)
    private(set) var error: (any Error)?

    init(connection: PGConnection) { self.connection = connection }

    func commit(after seconds: Double) {
      Thread.sleep(forTimeInterval: seconds)
      do { try connection.execute("COMMIT") } catch { self.error = error }
      done.signal()
    }

    func wait() { done.wait() }
  }
}
