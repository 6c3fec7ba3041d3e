import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// Events and sessions written and read back, the same on every backend.
@Suite struct RoundTripTests {
  @Test(arguments: Backend.available)
  func eventsComeBackAsWritten(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let sink = StoreEventSink(store: store)
    try sink.write(StoreFixtures.firstBatch, of: StoreFixtures.run)
    try sink.write(StoreFixtures.secondBatch, of: StoreFixtures.run)
    let rows = try StoreFixtures.rows(of: store)
    let sent = StoreFixtures.firstBatch + StoreFixtures.secondBatch
    #expect(rows.map(\.flowEvent) == sent)
    #expect(rows.map(\.sequence) == Array(0..<5))
    #expect(rows.allSatisfy { $0.run == StoreFixtures.run })
    try sink.close()
  }

  @Test(arguments: Backend.available)
  func aResumedSessionContinuesItsNumbers(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try StoreEventSink(store: store, closesStore: false).write(
      StoreFixtures.firstBatch, of: StoreFixtures.run)
    try StoreEventSink(store: store, closesStore: false).write(
      StoreFixtures.secondBatch, of: StoreFixtures.run)
    #expect(try StoreFixtures.rows(of: store).map(\.sequence) == Array(0..<5))
    #expect(try store.nextSequence(of: StoreFixtures.run.session) == 5)
    #expect(try store.nextSequence(of: "s-new") == 0)
  }

  @Test(arguments: Backend.available)
  func aBatchWrittenTwiceIsStoredOnce(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let rows = StoreFixtures.secondBatch.enumerated().map {
      StoredEvent($1, of: StoreFixtures.run, sequence: $0)
    }
    try store.append(rows)
    try store.append(rows)
    #expect(try StoreFixtures.rows(of: store) == rows)
  }

  @Test(arguments: Backend.available)
  func sessionsAreSavedReplacedAndLoaded(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    var session = SavedSession(
      id: "s-1", flow: "signup", user: "u-1", savedMilliseconds: 1, state: #"{"format":"x","ü":"\n"}"#)
    try store.saveSession(session)
    #expect(try store.loadSession("s-1") == session)
    session.state = "{}"
    session.savedMilliseconds = 2
    try store.saveSession(session)
    #expect(try store.loadSession("s-1") == session)
    #expect(try store.loadSession("s-2") == nil)
  }

  @Test(arguments: Backend.available)
  func theBulkWriterCommitsEveryRow(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let writer = try store.bulkWriter(batchSize: 7)
    for index in 0..<50 {
      let run = RunIdentity(session: "b-\(index)", user: "u-\(index)", flow: "bulk")
      try writer.write(StoreFixtures.firstBatch, of: run)
    }
    try writer.append(
      StoredEvent(
        timeMilliseconds: 5, session: "b-x", sequence: 0, user: "u", flow: "bulk", flowVersion: nil,
        kind: .completed))
    try writer.close()
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events") == 101)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(DISTINCT session) FROM events") == 51)
    #expect(try StoreFixtures.count(store, "SELECT MAX(seq) FROM events") == 1)
  }

  /// More rows than one PostgreSQL statement takes (1,000): two full
  /// statements and a partial one, in one transaction, every row kept once.
  @Test(arguments: Backend.available)
  func aLargeAppendKeepsEveryRowOnce(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let rows = (0..<2_500).map { index in
      StoredEvent(
        timeMilliseconds: Int64(index), session: "big-\(index / 10)", sequence: index % 10,
        user: "u-\(index)",
        flow: "bulk", flowVersion: 2, kind: .stepViewed, step: "s\(index % 7)",
        detail: index % 3 == 0 ? nil : "d")
    }
    try store.append(rows)
    try store.append(Array(rows[1_200..<1_300]))
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events") == 2_500)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events WHERE detail IS NULL") == 834)
    #expect(try StoreFixtures.count(store, "SELECT SUM(time_ms) FROM events") == 3_123_750)
    #expect(
      SQLiteEventInsert.sql
        == "INSERT INTO events (\(StoreSchema.insertColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, "
        + "$11, $12, $13) ON CONFLICT (session, seq) DO NOTHING")
  }

  @Test(arguments: Backend.available)
  func queriesStreamRowsWithParametersInAnyOrder(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try StoreEventSink(store: store).write(
      StoreFixtures.firstBatch + StoreFixtures.secondBatch, of: StoreFixtures.run)
    var rows: [QueryRow] = []
    try store.query(
      "SELECT type, COUNT(*) AS n, AVG(time_ms) AS mean FROM events WHERE flow = $2 AND seq >= $1 "
        + "GROUP BY type ORDER BY type", [.integer(1), .text("signup")]
    ) { rows.append($0) }
    #expect(rows.map { $0["type"].text ?? "" } == ["step_completed", "step_viewed", "validation_failed"])
    #expect(rows.map { $0["n"].integer ?? 0 } == [1, 2, 1])
    #expect(rows.first?["mean"].real == Double(EventTime.milliseconds(StoreFixtures.time(3))))
  }

  @Test(arguments: Backend.available)
  func queriesMayNotWrite(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    #expect(throws: StoreError.self) { try store.query("DELETE FROM events", []) { _ in } }
    #expect(throws: StoreError.self) { try store.query("SELECT nothing FROM nowhere", []) { _ in } }
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events") == 0)
  }

  @Test func postgresIsThereInCI() {
    #expect(
      !TestPostgres.isCI || TestPostgres.url != nil, "CI=true needs ONBOARD_TEST_POSTGRES (.ci/with-postgres)"
    )
  }
}
