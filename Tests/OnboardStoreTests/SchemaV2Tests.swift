import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// Schema version 2: a version-1 store (written by the version-1 code, kept
/// as a fixture; in PostgreSQL built with the version-1 statements) is
/// migrated in one transaction, keeps its rows, and still reads as it is;
/// `events.data` and `outcomes` round-trip on both databases.
@Suite struct SchemaV2Tests {
  /// A store of 40 simulated people, written by `onboard simulate` before version 2.
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/store-v1.sqlite")

  private func copyOfFixture(in folder: TemporaryFolder) throws -> String {
    let path = folder.path("v1.sqlite")
    try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
    return path
  }

  private func version(_ store: any EventStore) throws -> Int64 {
    var version: Int64 = -1
    try store.query("SELECT value FROM onboard_meta WHERE key = 'schema_version'", []) {
      version = $0[0].integer ?? -1
    }
    return version
  }

  @Test func aVersion1FileIsMigratedKeepingEveryRow() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try copyOfFixture(in: folder)
    let old = try SQLiteStore(existingAt: path)
    #expect(old.schemaVersion == 1)
    #expect(try StoreFixtures.count(old, "SELECT COUNT(*) FROM events") == 564)
    let store = try SQLiteStore(path: path)
    #expect(store.schemaVersion == StoreSchema.currentVersion)
    #expect(try version(store) == StoreSchema.currentVersion)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events") == 564)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events WHERE data IS NOT NULL") == 0)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM outcomes") == 0)
    #expect(try SQLiteStore(existingAt: path).schemaVersion == StoreSchema.currentVersion)
  }

  @Test func aMigrationThatFailsLeavesVersion1WhollyAsItWas() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = try copyOfFixture(in: folder)
    // Another program's `outcomes` table makes the second statement fail.
    let blocker = try SQLiteConnection(path: path, create: false)
    try blocker.execute("CREATE TABLE outcomes (x INTEGER)")
    #expect(throws: StoreError.self) { try SQLiteStore(path: path) }
    let old = try SQLiteStore(existingAt: path)
    #expect(old.schemaVersion == 1)
    // The first statement (ALTER TABLE events ADD COLUMN data) was rolled back with it.
    #expect(throws: StoreError.self) { try StoreFixtures.count(old, "SELECT COUNT(data) FROM events") }
  }

  /// A fresh PostgreSQL schema holding a version-1 store (built with the
  /// version-1 statements), its URL and a connection to it.
  static func versionOnePostgres() throws -> (url: String, connection: PGConnection) {
    let url = try TestPostgres.freshSchemaURL()
    let setup = try PGConnection(url: url, location: "test", backoff: .none)
    for statement in StoreSchema.version1.statements(.postgres) { try setup.execute(statement) }
    try setup.execute(StoreSchema.setVersion(1))
    return (url, setup)
  }

  @Test func aVersion1PostgresStoreIsMigrated() throws {
    guard TestPostgres.url != nil else { return }
    let (url, setup) = try Self.versionOnePostgres()
    try setup.execute(
      "INSERT INTO events (time_ms, session, seq, user_id, flow, type) VALUES (1, 's', 0, 'u', 'signup', 'completed')"
    )
    #expect(try PostgresStore(existingAt: url, backoff: .none).schemaVersion == 1)
    let store = try PostgresStore(url: url, backoff: .none)
    #expect(try version(store) == StoreSchema.currentVersion)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events WHERE data IS NULL") == 1)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM outcomes") == 0)
  }

  @Test(arguments: Backend.available)
  func dataAndOutcomesRoundTrip(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    var completed = FlowEvent(.completed, step: "done", time: StoreFixtures.time(5))
    completed.data = .object(["plan": .string("pro")])
    try StoreEventSink(store: store, closesStore: false).write([completed], of: StoreFixtures.run)
    let rows = try StoreFixtures.rows(of: store)
    #expect(rows.map(\.data) == [#"{"plan":"pro"}"#])
    #expect(rows.first?.flowEvent == completed.withTimeRounded)
    let outcomes = [
      Outcome(flow: "signup", user: "u-1", event: "purchased", value: 9, timeMilliseconds: 10),
      Outcome(flow: "signup", user: "u-1", event: "purchased", value: 9, timeMilliseconds: 10),
      Outcome(flow: "signup", user: "u-1", event: "purchased", value: 0.5, timeMilliseconds: 10),
      Outcome(flow: "signup", user: "u-2", event: "activated", timeMilliseconds: 11),
    ]
    #expect(try store.record(outcomes) == 3)
    #expect(try store.record(outcomes) == 0)
    var sums: [String] = []
    try store.query(
      "SELECT user_id, COUNT(*), SUM(value) FROM outcomes WHERE flow = $1 GROUP BY user_id ORDER BY user_id",
      [.text("signup")]
    ) { sums.append("\($0[0].text ?? "") \($0[1].integer ?? -1) \($0[2].real ?? -1)") }
    #expect(sums == ["u-1 2 9.5", "u-2 1 0.0"])
  }
}

extension FlowEvent {
  /// The event as the store gives it back (times kept to the millisecond).
  fileprivate var withTimeRounded: FlowEvent {
    var event = self
    event.time = EventTime.date(EventTime.milliseconds(time))
    return event
  }
}
