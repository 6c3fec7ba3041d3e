import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// A bulk writer keeps its connection's temporary storage (its statements'
/// journals among it) in memory, and its batch's temporary table still
/// works: every row kept, the rollups equal to a recount.
@Suite struct TemporaryStorageTests {
  static func tempStore(_ store: SQLiteStore) throws -> Int64 {
    var found: Int64 = -1
    try store.query("SELECT temp_store FROM pragma_temp_store", []) { found = $0[0].integer ?? -1 }
    return found
  }

  @Test func aBulkWriterKeepsItsStatementJournalsInMemory() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SQLiteStore(path: folder.path("events.sqlite"))
    #expect(try Self.tempStore(store) == 0, "the default: files")
    let rows = RollupMergeTests.rows(seeds: 40..<44)
    let writer = try store.bulkWriter(batchSize: 100)
    for row in rows { try writer.append(row) }
    try writer.close()
    #expect(try Self.tempStore(store) == 2, "memory")
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
  }

  /// A store whose batch table exists already (its rollup statements are
  /// prepared) keeps it: the pragma, which drops it, is not run then.
  @Test func aConnectionWithItsBatchTableKeepsIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SQLiteStore(path: folder.path("events.sqlite"))
    _ = try store.rollupStatementsPrepared()
    let rows = RollupMergeTests.rows(seeds: 44..<46)
    let writer = try store.bulkWriter(batchSize: 100)
    for row in rows { try writer.append(row) }
    try writer.close()
    #expect(try Self.tempStore(store) == 0)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
  }
}
