import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// When PostgreSQL goes away, unwritten events wait in the spool and the next
/// open writes them: nothing lost, nothing doubled.
@Suite(.enabled(if: TestPostgres.url != nil)) struct SpoolTests {
  @Test func aServerThatStaysAwaySpoolsAndTheNextRunReplays() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let admin = try TestPostgres.admin()
    let name = "spool_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(12)
    try admin.execute("CREATE DATABASE \(name)")
    defer { _ = try? admin.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }
    let url = try TestPostgres.url(database: String(name))
    let spool = Spool(folder: folder.url, target: StoreLocation.redacted(url))
    let backoff = Backoff(first: 20, total: 100)

    let store = try PostgresStore(url: url, spool: spool, backoff: backoff)
    let sink = StoreEventSink(store: store)
    try sink.write(StoreFixtures.firstBatch, of: StoreFixtures.run)
    // The server goes away for this database: no new connections, the current one cut.
    try admin.execute("ALTER DATABASE \(name) ALLOW_CONNECTIONS false")
    try admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)'")
    let error = #expect(throws: StoreError.self) {
      try sink.write(StoreFixtures.secondBatch, of: StoreFixtures.run)
    }
    #expect(error?.reason == .unreachable)
    #expect(error?.message.contains("3 unwritten events were kept in") == true, "\(error?.message ?? "")")
    #expect(spool.files().count == 1)

    try admin.execute("ALTER DATABASE \(name) ALLOW_CONNECTIONS true")
    // A file replayed before (and still there after a crash) must not double anything.
    if let file = spool.files().first {
      try FileManager.default.copyItem(
        at: file, to: folder.url.appendingPathComponent(spool.prefix + "9-copy.jsonl"))
    }
    let again = try PostgresStore(url: url, spool: spool, backoff: backoff)
    #expect(again.replayed == 6)
    #expect(spool.files().isEmpty)
    let rows = try StoreFixtures.rows(of: again)
    #expect(rows.map(\.flowEvent) == StoreFixtures.firstBatch + StoreFixtures.secondBatch)
    #expect(rows.map(\.sequence) == Array(0..<5))
  }

  @Test func aServerThatIsNotThereFailsClearly() throws {
    let error = #expect(throws: StoreError.self) {
      try PostgresStore(
        url: "postgres://nobody:secret@127.0.0.1:9/none", backoff: Backoff(first: 10, total: 30))
    }
    #expect(error?.reason == .unreachable)
    #expect(
      error?.message.hasPrefix("cannot reach the store postgres://nobody:***@127.0.0.1:9/none: ") == true)
  }

  @Test func aLostConnectionIsMadeAgain() throws {
    let url = try TestPostgres.freshSchemaURL()
    let store = try PostgresStore(url: url, backoff: Backoff(first: 20, total: 500))
    let sink = StoreEventSink(store: store)
    try sink.write(StoreFixtures.firstBatch, of: StoreFixtures.run)
    let pid = try store.connection.execute("SELECT pg_backend_pid()").value(0, 0).integer ?? 0
    try TestPostgres.admin().execute("SELECT pg_terminate_backend(\(pid))")
    try sink.write(StoreFixtures.secondBatch, of: StoreFixtures.run)
    #expect(try StoreFixtures.rows(of: store).count == 5)
  }
}
