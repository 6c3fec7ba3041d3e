import Foundation
import Testing

@testable import OnboardStore

/// SQLite keeps a statement's journal in memory up to
/// ``SQLiteConnection/statementJournalBytes`` (a bulk writer's multi-row
/// statements spilled gigabytes to temporary files at its default of
/// 64 KiB), set before the process's first connection.
@Suite struct StatementJournalTests {
  @Test func sqliteTakesTheSettingBeforeTheFirstConnection() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try SQLiteStore(path: folder.path("events.sqlite")).close()
    #expect(SQLiteConnection.isConfigured)
  }

  /// SQLite allocates the journal in chunks of that size: glibc maps a
  /// chunk above 32 MiB (its largest `mmap` threshold) afresh for each
  /// statement, which made the writer slower than the spills.
  @Test func aJournalChunkStaysOnTheHeap() {
    #expect(SQLiteConnection.statementJournalBytes > 64 << 10)
    #expect(SQLiteConnection.statementJournalBytes < 32 << 20)
  }
}
