import Foundation
import Testing

@testable import OnboardStore

/// Files that are not usable stores are refused with a clear message and
/// left byte for byte as they were.
@Suite struct RefusalTests {
  /// Opens `path`, expects `reason`, and checks the file did not change.
  private func expectRefused(_ path: String, _ reason: StoreError.Reason, mentioning words: [String]) throws {
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let error = #expect(throws: StoreError.self) { try SQLiteStore(path: path) }
    #expect(error?.reason == reason)
    for word in words { #expect(error?.message.contains(word) == true, "\(error?.message ?? "")") }
    #expect(error?.message.contains("nothing was written") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func aTextFileIsNotAStore() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("notes.txt")
    try Data(String(repeating: "not a database at all\n", count: 300).utf8).write(
      to: URL(fileURLWithPath: path))
    try expectRefused(path, .notAStore, mentioning: [path, "not a SQLite database"])
  }

  @Test func anotherAppsDatabaseIsNotAStore() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("other.sqlite")
    do {
      let other = try SQLiteConnection(path: path, create: true)
      try other.execute(
        "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers VALUES (1, 'Ada')")
    }
    try expectRefused(path, .notAStore, mentioning: [path, "customers"])
  }

  @Test func aNewerSchemaIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("future.sqlite")
    try SQLiteStore(path: path).close()
    do {
      let raw = try SQLiteConnection(path: path, create: false)
      try raw.execute("UPDATE onboard_meta SET value = '99' WHERE key = 'schema_version'")
    }
    try expectRefused(path, .newerSchema, mentioning: [path, "99", "newer"])
  }

  @Test func aCorruptStoreIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("broken.sqlite")
    do {
      let store = try SQLiteStore(path: path)
      try StoreEventSink(store: store).write(StoreFixtures.firstBatch, of: StoreFixtures.run)
    }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    // NB: past the 100-byte header, page 1 holds the schema; garbage there is corruption.
    for index in 100..<min(bytes.count, 4000) { bytes[index] = 0xA5 }
    try bytes.write(to: URL(fileURLWithPath: path))
    try expectRefused(path, .corrupt, mentioning: [path, "corrupt"])
  }

  /// A store of 4,000 events at `path`, then `change` on its raw file (a
  /// schema version), then 2,000 bytes of page 51 (among the events' rows)
  /// overwritten: damage that opening the store does not read.
  static func damagedStore(at path: String, change: String? = nil) throws {
    do {
      let store = try SQLiteStore(path: path)
      try store.append(
        (0..<4000).map { index in
          StoredEvent(
            timeMilliseconds: Int64(index), session: "s-\(index)", sequence: 0, user: "u-\(index)", flow: "f",
            flowVersion: nil, kind: .stepViewed, step: "welcome")
        })
      try store.close()
    }
    if let change {
      try SQLiteConnection(path: path, create: false).execute(change)
    } else {
      #expect(try StoreLocation.sqlite(path: path).reading { _ in 42 } == 42, "read before the damage")
    }
    let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try file.seek(toOffset: 50 * 4096 + 100)
    try file.write(contentsOf: Data(repeating: 0xAB, count: 2000))
    try file.close()
  }

  /// `reading` checks the file on another thread while its body reads, and
  /// hands the body's value on only once the file passed: a store damaged
  /// where the body never looks is still refused.
  @Test func readingRefusesADamagedStoreItsBodyNeverTouched() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("damaged.sqlite")
    try Self.damagedStore(at: path)
    let location = StoreLocation.sqlite(path: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    var ran = false
    let error = #expect(throws: StoreError.self) {
      try location.reading { _ in
        ran = true
        return 42
      }
    }
    #expect(ran)
    #expect(error?.reason == .corrupt)
    #expect(error?.message.contains("database disk image is malformed") == true, "\(error?.message ?? "")")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// A damaged store of a version too old to read is called damaged, as
  /// when the check ran before the version was looked at.
  @Test func readingCallsADamagedOldStoreDamaged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("damaged-old.sqlite")
    try Self.damagedStore(
      at: path, change: "UPDATE onboard_meta SET value = '0' WHERE key = 'schema_version'")
    let inLine = #expect(throws: StoreError.self) { try SQLiteStore(existingAt: path) }
    let alongside = #expect(throws: StoreError.self) {
      try StoreLocation.sqlite(path: path).reading { _ in 42 }
    }
    #expect(inLine?.reason == .corrupt)
    #expect(alongside?.reason == .corrupt, "\(alongside?.message ?? "")")
  }

  @Test func aFolderIsNotAStore() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let error = #expect(throws: StoreError.self) { try SQLiteStore(path: folder.url.path) }
    #expect(error?.reason == .badLocation)
  }

  @Test func reopeningAStoreKeepsItsRows() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("a/b/events.sqlite")
    try StoreEventSink(store: try SQLiteStore(path: path)).write(
      StoreFixtures.firstBatch, of: StoreFixtures.run)
    let again = try SQLiteStore(path: path)
    #expect(try StoreFixtures.rows(of: again).count == 2)
    #expect(
      try StoreFixtures.count(again, "SELECT value FROM onboard_meta WHERE key = 'schema_version'")
        == StoreSchema.currentVersion)
  }

  @Test(.enabled(if: TestPostgres.url != nil))
  func aPostgresDatabaseWithForeignEventsIsRefused() throws {
    let url = try TestPostgres.freshSchemaURL()
    let raw = try PGConnection(url: url, location: url, backoff: .none)
    try raw.execute("CREATE TABLE events (what TEXT)")
    let error = #expect(throws: StoreError.self) { try PostgresStore(url: url, backoff: .none) }
    #expect(error?.reason == .notAStore)
    #expect(
      try raw.execute("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema()")
        .value(0, 0).integer == 1)
  }

  @Test(.enabled(if: TestPostgres.url != nil))
  func aNewerPostgresSchemaIsRefused() throws {
    let url = try TestPostgres.freshSchemaURL()
    _ = try PostgresStore(url: url, backoff: .none)
    let raw = try PGConnection(url: url, location: url, backoff: .none)
    try raw.execute(StoreSchema.setVersion(StoreSchema.currentVersion + 1))
    let error = #expect(throws: StoreError.self) { try PostgresStore(url: url, backoff: .none) }
    #expect(error?.reason == .newerSchema)
  }
}
