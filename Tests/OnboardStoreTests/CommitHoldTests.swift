import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// A SQLite bulk writer whose commits are held keeps every batch in one
/// transaction: another connection sees nothing until the hold is
/// decided; then the batches commit together, rollups and all, or are all
/// rolled back. `EventIngest`'s `.refuse` checks the lines alongside the
/// writing this way.
@Suite struct CommitHoldTests {
  /// The events another connection to the store at `path` sees committed.
  static func committed(_ path: String) throws -> Int {
    let other = try SQLiteStore(existingAt: path)
    defer { try? other.close() }
    return try StoreCheck.count(other, "SELECT COUNT(*) FROM events")
  }

  @Test func heldBatchesCommitTogetherWhenTheHoldSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("events.sqlite")
    let store = try SQLiteStore(path: path)
    let rows = RollupMergeTests.rows(seeds: 50..<54)
    let writer = try #require(try store.bulkWriter(batchSize: 10) as? any HoldingBulkWriter)
    let hold = CommitHold()
    writer.holdCommits(until: hold)
    for row in rows.prefix(rows.count / 2) { try writer.append(row) }
    #expect(rows.count / 2 > 30, "several batches' worth")
    #expect(try Self.committed(path) == 0)
    hold.decide(commit: true)
    for row in rows.dropFirst(rows.count / 2) { try writer.append(row) }
    try writer.close()
    #expect(try Self.committed(path) == rows.count)
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
    #expect(!rollups.kept.isEmpty)
  }

  @Test func heldBatchesAreRolledBackWhenTheHoldSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("events.sqlite")
    let store = try SQLiteStore(path: path)
    let kept = RollupMergeTests.rows(seeds: 54..<55)
    let before = try store.bulkWriter(batchSize: 10)
    for row in kept { try before.append(row) }
    try before.close()
    let keptRollups = try StoreCheck.rollups(store)

    let writer = try #require(try store.bulkWriter(batchSize: 10) as? any HoldingBulkWriter)
    let hold = CommitHold()
    writer.holdCommits(until: hold)
    for row in RollupMergeTests.rows(seeds: 55..<58) { try writer.append(row) }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { hold.decide(commit: false) }
    #expect(throws: StoreError.self) { try writer.close() }
    #expect(try Self.committed(path) == kept.count)
    #expect(try StoreCheck.rollups(store) == keptRollups)
  }
}
