import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// The rows of a session new to a SQLite store go sixteen a statement
/// (``SQLiteEventInsert/insertNew(_:)``): every column of every row reads
/// back as given, whatever the count, and a row stored already is an
/// error, not a row skipped unseen.
@Suite struct SQLiteEventInsertTests {
  /// Sessions of the merge tests' people, of 1 to 40 rows, each column varied (texts, NULLs, versions).
  static let sessions = RollupMergeTests.sessions(seed: 70).prefix(12)

  @Test(arguments: [1, 15, 16, 17, 33, 40])
  func aNewSessionsRowsReadBackWhateverTheirCount(count: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SQLiteStore(path: folder.path("events.sqlite"))
    let insert = try store.insertStatementPrepared()
    // Rows of several sessions, renamed as one, numbered on: texts and NULLs of every kind.
    let rows = Self.sessions.flatMap { $0 }.prefix(count).enumerated().map { place, row in
      var row = row
      row.session = "one"
      row.sequence = place * 3
      return row
    }
    #expect(rows.count == count)
    try store.connection.execute("BEGIN")
    try insert.insertNew(rows[...])
    try store.connection.execute("COMMIT")
    #expect(try StoreFixtures.rows(of: store) == rows)
    #expect(Set(rows.map(\.flowVersion)).count > 1 || count < 17)
  }

  @Test(arguments: [3, 20, 39])
  func aRowStoredAlreadyIsAnError(stored: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SQLiteStore(path: folder.path("events.sqlite"))
    let insert = try store.insertStatementPrepared()
    let rows = Array(
      Self.sessions.flatMap { $0 }.prefix(40).enumerated().map { place, row in
        var row = row
        row.session = "one"
        row.sequence = place
        return row
      })
    try store.append([rows[stored]])
    #expect(throws: StoreError.self) { try insert.insertNew(rows[...]) }
  }
}
