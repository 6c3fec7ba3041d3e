import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// SQLite's bulk writer checkpoints after a commit that leaves the
/// write-ahead log at its threshold (on a thread of its own while it goes
/// on writing), so the log starts again from its beginning instead of
/// growing to the database's size, and nothing is lost. The log holds the
/// frames past the threshold written while a checkpoint runs (here up to
/// three of the test's small batches), so the database is made large
/// enough for the bound to show.
@Suite struct BulkCheckpointTests {
  @Test func theLogStaysSmallAndEveryRowIsKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("events.sqlite")
    let store = try SQLiteStore(path: path)
    let rows = RollupMergeTests.rows(seeds: 30..<54)
    let writer = try SQLiteBulkWriter(store: store, batchSize: 50, checkpointPages: 16)
    var largest: UInt64 = 0
    for row in rows {
      try writer.append(row)
      let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? UInt64) ?? 0
      largest = max(largest, size)
    }
    try writer.close()
    #expect(writer.checkpointsInBackground > 0)
    let database = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64)
    #expect(largest > 0)
    #expect(largest * 2 < database, "the log grew to \(largest) bytes beside a \(database)-byte database")
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    #expect(try StoreCheck.integrity(path) == "ok")
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
  }
}
