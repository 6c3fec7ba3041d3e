import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// The rollups a writer merges session by session (``RollupDelta``) equal a
/// recount from the events, whichever order the sessions arrive in and
/// however a writer's batches cut them: people who come back in a second
/// session, with another variant (a multiple exposure after their steps
/// were counted), with an earlier completion, a completion that cannot be
/// believed, repeated failures whose first is in another batch.
@Suite struct RollupMergeTests {
  /// Deterministic numbers (SplitMix64), so a failure can be replayed.
  struct Numbers: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The rows of the sessions of several seeds, each seed's named apart
  /// (so no session comes twice), in order.
  static func rows(seeds: Range<UInt64>) -> [StoredEvent] {
    seeds.flatMap { seed in
      sessions(seed: seed).flatMap { $0 }.map { row in
        var row = row
        row.session = "seed\(seed)-" + row.session
        return row
      }
    }
  }

  /// 40 people with one to three sessions each, every session's events in order.
  static func sessions(seed: UInt64) -> [[StoredEvent]] {
    var numbers = Numbers(state: seed)
    var sessions: [[StoredEvent]] = []
    for person in 0..<40 {
      for visit in 0..<Int.random(in: 1...3, using: &numbers) {
        let session = "p\(person)-s\(visit)"
        var rows: [StoredEvent] = []
        var time = 1_700_000_000_000 + Int64.random(in: 0..<5_000_000, using: &numbers)
        func add(
          _ kind: FlowEvent.Kind, step: String? = nil, experiment: String? = nil, variant: String? = nil,
          field: String? = nil, detail: String? = nil, data: String? = nil
        ) {
          rows.append(
            StoredEvent(
              timeMilliseconds: time, session: session, sequence: rows.count, user: "u\(person)",
              flow: "demo",
              flowVersion: visit % 2, kind: kind, experiment: experiment, variant: variant, step: step,
              field: field, detail: detail, data: data))
          time += Int64.random(in: 1...90_000, using: &numbers)
        }
        add(.stepViewed, step: "name")
        for experiment in ["speed", "copy"] where Bool.random(using: &numbers) || experiment == "speed" {
          let variant = ["control", "fast", nil].randomElement(using: &numbers) ?? nil
          add(.exposure, step: "name", experiment: experiment, variant: variant, data: "{\"v\":\(visit)}")
        }
        for step in ["name", "plan", "done"] {
          if step != "name" { add(.stepViewed, step: step) }
          for _ in 0..<Int.random(in: 0...2, using: &numbers) {
            add(
              .validationFailed, step: step, field: Bool.random(using: &numbers) ? "\(step).x" : nil,
              detail: "rule \(step)")
          }
          guard Int.random(in: 0..<5, using: &numbers) > 0 else { break }
          add(.stepCompleted, step: step)
          if step == "done" {
            if Int.random(in: 0..<6, using: &numbers) == 0 { time -= 10_000_000 }
            add(.completed, data: "{\"plan\":\"\(["pro", "basic"].randomElement(using: &numbers) ?? "")\"}")
          }
        }
        sessions.append(rows)
      }
    }
    return sessions
  }

  @Test(arguments: Backend.available, [1, 2, 3] as [UInt64])
  func sessionsInAnyOrderAndBatchesMergeToARecount(backend: Backend, seed: UInt64) throws {
    var numbers = Numbers(state: seed &* 7919)
    let sessions = Self.sessions(seed: seed).shuffled(using: &numbers)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    // Whole sessions, a few per transaction; every fifth one cut in two.
    var index = 0
    while index < sessions.count {
      let group = sessions[index..<min(index + 3, sessions.count)]
      index += 3
      var first: [StoredEvent] = []
      var later: [StoredEvent] = []
      for (offset, rows) in group.enumerated() {
        if (index + offset) % 5 == 0, rows.count > 2 {
          first += rows.prefix(rows.count / 2)
          later += rows.dropFirst(rows.count / 2)
        } else {
          first += rows
        }
      }
      try store.append(first)
      if !later.isEmpty { try store.append(later) }
    }
    #expect(
      try StoreCheck.count(store, "SELECT COUNT(*) FROM units WHERE variants = 2") > 0,
      "no multiple exposure drawn")
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
  }

  @Test(arguments: Backend.available)
  func aBulkWriterWhoseBatchesCutSessionsMergesToARecount(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    let writer = try store.bulkWriter(batchSize: 7)
    var numbers = Numbers(state: 11)
    for rows in Self.sessions(seed: 4).shuffled(using: &numbers) {
      for row in rows { try writer.append(row) }
    }
    try writer.close()
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
    #expect(rollups.kept.count > 100)
  }

  /// New sessions whose rows come twice in one batch (a retried write, a
  /// file ingested with itself) are stored once, and their share of the
  /// rollups is counted once: by `append` and by a bulk writer.
  @Test(arguments: Backend.available)
  func rowsGivenTwiceInOneBatchCountOnce(backend: Backend) throws {
    let rows = Self.sessions(seed: 5).prefix(8).flatMap { $0 }
    for bulk in [false, true] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let store = try backend.open(in: folder)
      if bulk {
        let writer = try store.bulkWriter(batchSize: rows.count * 2)
        for row in rows + rows { try writer.append(row) }
        try writer.close()
      } else {
        try store.append(rows + rows)
      }
      #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
      let rollups = try StoreCheck.rollupsAndRecount(store)
      #expect(rollups.kept == rollups.recounted, "bulk: \(bulk)")
      #expect(rollups.kept.contains { $0.hasPrefix("unit_steps ") })
    }
  }

  /// A person whose two completed sessions gave answers that differ only
  /// in Unicode normalization (`é` written as one scalar and as `e` with a
  /// combining accent): two texts to the store, so two `unit_answers` rows
  /// and a set of both, as a recount has them (the batch once kept the
  /// answers in a `Set<String>`, where the two are one).
  @Test(arguments: Backend.available)
  func answersThatDifferOnlyInNormalizationAreTwoAnswers(backend: Backend) throws {
    var rows: [StoredEvent] = []
    for (visit, name) in ["caf\u{E9}", "cafe\u{301}"].enumerated() {
      let session = "n-s\(visit)"
      let time = 1_700_000_000_000 + Int64(visit) * 60_000
      for (sequence, kind) in [FlowEvent.Kind.exposure, .completed].enumerated() {
        rows.append(
          StoredEvent(
            timeMilliseconds: time + Int64(sequence) * 1_000, session: session, sequence: sequence, user: "n",
            flow: "demo", flowVersion: 1, kind: kind, experiment: kind == .exposure ? "speed" : nil,
            variant: kind == .exposure ? "fast" : nil, step: nil, field: nil, detail: nil,
            data: kind == .completed ? "{\"name\":\"\(name)\"}" : nil))
      }
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try store.append(rows)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM unit_answers") == 2)
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept.count == rollups.recounted.count)
    #expect(rollups.kept == rollups.recounted)
  }

  /// A batch larger than PostgresStore.rowsPerStatement (PostgreSQL copies
  /// it through a temporary table with COPY), given twice in one append and
  /// then again: each row stored once, texts with a tab, a newline, a
  /// carriage return and a backslash stored as given, the rollups equal to
  /// a recount and unchanged by the replay.
  @Test(arguments: Backend.available)
  func aLargeBatchIsStoredOnceWithItsTextsAndMergesToARecount(backend: Backend) throws {
    var rows = Self.sessions(seed: 6).flatMap { $0 }
    let awkward = "tab\there, line\nbreak, \r, back\\slash \\N, \"quoted\" é"
    rows[3].detail = awkward
    #expect(rows.count * 2 > PostgresStore.rowsPerStatement, "the batch takes the COPY path")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try store.append(rows + rows)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    var stored: [String?] = []
    try store.query(
      "SELECT detail FROM events WHERE session = $1 AND seq = $2",
      [.text(rows[3].session), .integer(Int64(rows[3].sequence))]
    ) { stored.append($0[0].text) }
    #expect(stored == [awkward])
    let kept = try StoreCheck.rollups(store)
    try store.append(rows)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM events") == rows.count)
    #expect(try StoreCheck.rollups(store) == kept, "a replay changes nothing")
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
    #expect(rollups.kept.count > 300)
  }

  /// A store of version 5 kept its tallies with triggers on the rollups; the
  /// next version's migration drops them (a trigger left behind would count
  /// each row a second time beside the batch) and fills `tally_answer_sets`,
  /// and the batches keep the tallies equal to a fill from the rollups.
  @Test func theMigrationFromVersionFiveDropsTheTallyTriggers() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("events.sqlite")
    let sessions = Self.sessions(seed: 8)
    try SQLiteStore(path: path).append(sessions.prefix(20).flatMap { $0 })
    try {
      let connection = try SQLiteConnection(path: path, create: false)
      // What version 5 had: steps in a table, no tally_answer_sets, and triggers.
      for sql in try StoreCheck.unpackSteps(.sqlite) { try connection.execute(sql) }
      try connection.execute(StoreSchema.setVersion(StoreSchema.talliesVersion))
      try connection.execute("DROP TABLE tally_answer_sets")
      try connection.execute(
        "CREATE TRIGGER units_tally AFTER INSERT ON units BEGIN "
          + "UPDATE tally_units SET users = users + 1 WHERE flow = NEW.flow AND experiment = NEW.experiment; END"
      )
    }()
    let store = try SQLiteStore(path: path)
    #expect(store.schemaVersion == StoreSchema.currentVersion)
    #expect(try StoreCheck.count(store, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger'") == 0)
    try store.append(sessions.dropFirst(20).flatMap { $0 })
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted)
    #expect(rollups.kept.contains { $0.hasPrefix("tally_units ") })
    #expect(rollups.kept.contains { $0.hasPrefix("tally_answer_sets ") })
  }
}
