import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// The bulk writers take chunks of runs prepared off their thread
/// (``PreparedRuns``, what a simulation's threads and ingest's decoding
/// thread hand it): a chunk of new sessions of fresh people nobody else in
/// the batch has is written from its own share (``FreshShare``), any other
/// joins the batch's sessions, and the rollups equal a recount whichever
/// way chunks and batches cut the people, in SQLite and PostgreSQL (whose
/// writer copies a batch of new sessions straight from the chunks' texts
/// and its people's fresh rows with `COPY`).
@Suite struct PreparedRunsTests {
  /// The merge tests' people, each seed's sessions named apart but its
  /// people not: a person comes back in later chunks, and batches. Two in
  /// three keep only their first session, so some chunks are of people
  /// with one exposure per unit; the others have one to three sessions (a
  /// second variant now and then).
  static let rows = RollupMergeTests.rows(seeds: 50..<54).filter { row in
    row.session.hasSuffix("-s0") || (Int(row.user.dropFirst()) ?? 0) % 3 == 0
  }

  /// The first session of each of one seed's people: chunks of people of their own.
  static let firstSessions = RollupMergeTests.sessions(seed: 60).filter { $0[0].session.hasSuffix("-s0") }

  /// `rows` cut into chunks of about `size` rows, each ending where a session does.
  static func chunks(of rows: [StoredEvent], size: Int) -> [PreparedRuns] {
    var chunks: [PreparedRuns] = []
    var start = 0
    while start < rows.count {
      var end = min(rows.count, start + size)
      while end < rows.count, rows[end].session == rows[end - 1].session { end += 1 }
      chunks.append(PreparedRuns(rows: Array(rows[start..<end])))
      start = end
    }
    return chunks
  }

  /// `store`'s bulk writer, which takes prepared chunks.
  static func writer(_ store: any EventStore, batchSize: Int) throws -> any PreparingBulkWriter {
    let writer = try store.bulkWriter(batchSize: batchSize)
    guard let preparing = writer as? any PreparingBulkWriter else {
      throw StoreError(.failed, "\(type(of: writer)) takes no prepared chunks")
    }
    return preparing
  }

  /// Batches of one row (each chunk commits alone), of a few chunks, of everything.
  @Test(arguments: Backend.available, [1, 150, 700, 100_000])
  func chunksMergeToARecountWhereverBatchesEnd(backend: Backend, batchSize: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let writer = try Self.writer(store, batchSize: batchSize)
    let chunks = Self.chunks(of: Self.rows, size: 30)
    #expect(chunks.count > 10)
    #expect(chunks.contains { $0.fresh != nil } && chunks.contains { $0.fresh == nil })
    for chunk in chunks { try writer.write(prepared: chunk) }
    try writer.close()
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == Self.rows.count)
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
    #expect(rollups.kept.count > 100)
  }

  /// People of one chunk each: every chunk's own share is what is written.
  /// Its units are the ones a recount makes; given again, nothing changes.
  @Test(arguments: Backend.available)
  func chunksOfTheirOwnPeopleAreWrittenFromTheirShareAndOnce(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let rows = Self.firstSessions.flatMap { $0 }
    let chunks = Self.chunks(of: rows, size: 30)
    #expect(chunks.count > 5)
    #expect(chunks.allSatisfy { $0.fresh != nil })
    for pass in 0..<2 {
      let writer = try Self.writer(store, batchSize: 120)
      for chunk in chunks { try writer.write(prepared: chunk) }
      try writer.close()
      #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count, "pass \(pass)")
      let rollups = try StoreCheck.rollupsAndRecount(store)
      #expect(rollups.kept == rollups.recounted, "pass \(pass)")
    }
  }

  /// A unit with two exposures in a chunk has no share of its own: the
  /// store's upsert merges them.
  @Test func aUnitExposedTwiceInAChunkHasNoShareOfItsOwn() {
    let exposure = StoredEvent(
      timeMilliseconds: 1_700_000_000_000, session: "s1", sequence: 0, user: "u1", flow: "f",
      flowVersion: nil,
      kind: .exposure, experiment: "e", variant: "a")
    var again = exposure
    again.session = "s2"
    again.variant = "b"
    var share = RollupRows()
    RollupDelta(rows: [exposure]).add(to: &share)
    #expect(PreparedRuns(rows: [exposure]).fresh != nil)
    #expect(PreparedRuns(rows: [exposure, again]).fresh == nil)
  }

  /// A simulation's chunk goes on numbering the session the writer's
  /// `write(_:of:)` numbered last, and a fan-out hands its other sinks every run of it.
  @Test(arguments: Backend.available)
  func aPreparedChunkNumbersOnAndFansOut(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let memory = MemoryEventSink()
    let sink = FanOutEventSink([try Self.writer(store, batchSize: 1_000), memory])
    let session = RollupMergeTests.sessions(seed: 61)[0]
    let run = session[0].run
    let events = session.map(\.flowEvent)
    try sink.write(Array(events.prefix(2)), of: run)
    let other = RunIdentity(session: "other", user: "u-other", flow: run.flow)
    let runs = [
      RunEvents(run: run, events: Array(events.dropFirst(2))), RunEvents(run: other, events: events),
    ]
    try sink.write(prepared: sink.preparation(runs))
    try sink.close()
    let sequences = try StoreCheck.sequences(store)
    #expect(sequences[run.session] == Array(0..<events.count))
    #expect(sequences["other"] == Array(0..<events.count))
    #expect(memory.entries.count == events.count * 2)
    #expect(
      memory.entries.map(\.run.session)
        == Array(repeating: run.session, count: events.count) + Array(repeating: "other", count: events.count)
    )
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
  }
}
