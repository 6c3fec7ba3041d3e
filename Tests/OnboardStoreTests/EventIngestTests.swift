import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// `EventIngest` checks a file's lines a part of the file per core and
/// decodes them on a thread of its own while it writes: the bad lines keep
/// their numbers across the parts, and a write stops at the first bad line.
/// Refusing bad lines, it commits nothing of a file with one (the check
/// alongside the writing, for SQLite); skipping them, it lists them.
@Suite struct EventIngestTests {
  /// 2,000 lines (CRLF ends, blank lines among them) with bad lines spread
  /// over the file, and the numbers of the bad ones.
  static func file() -> (bytes: Data, bad: [Int]) {
    var text = ""
    var bad: [Int] = []
    for number in 1...2_000 {
      if number % 97 == 0 {
        text += "\r\n"
      } else if number == 3 || number == 999 || number == 1_000 || number == 1_001 || number == 1_998 {
        text += "{\"not\": \"an event\"}\r\n"
        bad.append(number)
      } else {
        let event = StoredEvent(
          timeMilliseconds: 1_700_000_000_000 + Int64(number), session: "s-\(number / 10)",
          sequence: number % 10, user: "u-\(number / 10)", flow: "signup", flowVersion: 1,
          kind: .stepViewed, step: "name")
        text += EventJSONLine.encode(event) + "\r\n"
      }
    }
    return (Data(text.utf8), bad)
  }

  @Test func badLinesKeepTheirNumbersAcrossTheParts() {
    let (bytes, bad) = Self.file()
    let found = EventIngest(bytes).badLines()
    #expect(found.map(\.line) == bad)
    #expect(found.allSatisfy { !$0.reason.isEmpty })
  }

  @Test func aFileWithoutAnEndOfLineOrWithNothingIsRead() {
    #expect(EventIngest(Data()).badLines().isEmpty)
    #expect(EventIngest(Data("{}".utf8)).badLines().map(\.line) == [1])
    #expect(EventIngest(Data("\n\n{}".utf8)).badLines().map(\.line) == [3])
  }

  @Test func aWriteSkipsTheBadLinesItIsToldOfAndStopsAtAnother() throws {
    let (bytes, bad) = Self.file()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SQLiteStore(path: folder.path("events.sqlite"))
    var ingest = EventIngest(bytes)
    ingest.batchSize = 100
    let written = try ingest.write(into: store, skipping: Set(bad))
    let lines = 2_000 - bad.count - 2_000 / 97
    #expect(written == lines)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == lines)

    let other = try SQLiteStore(path: folder.path("other.sqlite"))
    #expect(throws: StoreError.self) { try ingest.write(into: other, skipping: Set(bad.dropLast())) }

    // Told to skip bad lines, it finds them itself: the same rows, and the lines the check lists.
    let skipping = try SQLiteStore(path: folder.path("skipping.sqlite"))
    #expect(
      try ingest.write(into: skipping, badLines: .skip)
        == .written(events: lines, skipped: EventIngest(bytes).badLines()))
    #expect(try StoreCheck.count(skipping, "SELECT COUNT(*) FROM events") == lines)
  }

  /// SQLite's writer holds its commits while the check runs alongside;
  /// PostgreSQL's is checked first.
  @Test(arguments: Backend.available)
  func aRefusedFileCommitsNothingAndNamesEveryBadLine(backend: Backend) throws {
    let (bytes, bad) = Self.file()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    var ingest = EventIngest(bytes)
    ingest.batchSize = 10
    let outcome = try ingest.write(into: store, badLines: .refuse)
    #expect(outcome == .refused(EventIngest(bytes).badLines()))
    guard case .refused(let found) = outcome else { return }
    #expect(found.map(\.line) == bad)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == 0)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM units") == 0)
  }

  @Test func aRefusingWriteOfGoodLinesWritesThemAllWithTheirRollups() throws {
    let rows = RollupMergeTests.rows(seeds: 60..<63)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try SQLiteStore(path: folder.path("events.sqlite"))
    var ingest = EventIngest(Data(rows.map { EventJSONLine.encode($0) + "\n" }.joined().utf8))
    ingest.batchSize = 10
    #expect(try ingest.write(into: store, badLines: .refuse) == .written(events: rows.count, skipped: []))
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
  }
}
