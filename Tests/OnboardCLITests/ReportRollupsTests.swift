import Foundation
import Testing

@testable import OnboardStore

/// `onboard report` over the per-variant tallies, over the per-person
/// rollups (a copy of the store marked as the version before the tallies)
/// and counted from the events (a copy marked as the version before the
/// rollups, which the report reads the old way): the same JSON byte for
/// byte. Then a hand-edited rollup and a hand-edited tally: `--verify`
/// names the number, `onboard store rebuild` recounts it.
@Suite(.serialized) struct ReportRollupsTests {
  static func report(_ db: String, _ extra: [String] = []) throws -> OnboardBinary.Run {
    try OnboardBinary.run(["report", RepositoryFiles.signupFlow, "--db", db, "--format", "json"] + extra)
  }

  @Test func theRollupsGiveTheJSONOfTheEventsAndVerifyAndRebuildFindAnEdit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-rollups-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let old = folder.appendingPathComponent("old.sqlite").path
    let rollups = folder.appendingPathComponent("rollups.sqlite").path
    let five = folder.appendingPathComponent("five.sqlite").path
    let simulate = try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "2000", "--seed", "3", "--persona",
      RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path, "--db", db,
    ])
    #expect(simulate.status == 0, "\(simulate)")
    try {
      let connection = try SQLiteConnection(path: db, create: false)
      try connection.execute("VACUUM INTO '\(old)'")
      let copy = try SQLiteConnection(path: old, create: false)
      try copy.execute(StoreSchema.setVersion(StoreSchema.rollupsVersion - 1))
      try connection.execute("VACUUM INTO '\(rollups)'")
      try SQLiteConnection(path: rollups, create: false).execute(
        StoreSchema.setVersion(StoreSchema.talliesVersion - 1))
      // Version 5: tallies but no tally_answer_sets.
      try connection.execute("VACUUM INTO '\(five)'")
      let tallied = try SQLiteConnection(path: five, create: false)
      try tallied.execute(StoreSchema.setVersion(StoreSchema.answerSetsVersion - 1))
      try tallied.execute("DROP TABLE tally_answer_sets")
    }()
    let fromTallies = try Self.report(db)
    let fromRollups = try Self.report(rollups)
    let fromEvents = try Self.report(old)
    #expect(fromTallies.status == 0, "\(fromTallies)")
    #expect(fromTallies.stdout.contains("\"chose-pro\""))
    #expect(fromTallies.stdout.contains("\"median\": "), "\(fromTallies.stdout.prefix(2000))")
    #expect(fromTallies.stdout == fromEvents.stdout)
    #expect(fromRollups.stdout == fromEvents.stdout)
    #expect(try Self.report(five).stdout == fromEvents.stdout)

    let verified = try Self.report(db, ["--verify"])
    #expect(verified.status == 0)
    #expect(verified.stderr.contains("verify: the rollups equal a recount of the events"))
    try {
      let connection = try SQLiteConnection(path: db, create: false)
      try connection.execute(
        "UPDATE units SET converted = 0 WHERE (flow, user_id, experiment) IN (SELECT flow, user_id, experiment "
          + "FROM units WHERE converted = 1 AND variants = 1 LIMIT 1)")
    }()
    let wrong = try Self.report(db, ["--verify"])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains(".conversions: rollups"), "\(wrong.stderr)")
    #expect(wrong.stderr.contains("verify: per-person rollups: "), "\(wrong.stderr)")
    #expect(wrong.stderr.contains("run 'onboard store rebuild --db \(db)'"), "\(wrong.stderr)")
    let rebuild = try OnboardBinary.run(["store", "rebuild", "--db", db])
    #expect(rebuild.status == 0, "\(rebuild)")
    #expect(try Self.report(db, ["--verify"]).status == 0)
    #expect(try Self.report(db).stdout == fromEvents.stdout)

    try SQLiteConnection(path: db, create: false).execute(
      "UPDATE tally_steps SET reached = reached + 1 WHERE (flow, experiment, variant, step, first_seq) IN "
        + "(SELECT flow, experiment, variant, step, first_seq FROM tally_steps WHERE people > 0 LIMIT 1)")
    let tally = try Self.report(db, ["--verify"])
    #expect(tally.status == 1)
    #expect(tally.stderr.contains(".reached: rollups"), "\(tally.stderr)")
    #expect(try OnboardBinary.run(["store", "rebuild", "--db", db]).status == 0)
    #expect(try Self.report(db).stdout == fromEvents.stdout)
  }

  @Test func anUnknownStoreActionIsAUsageError() throws {
    let run = try OnboardBinary.run(["store", "tidy"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("unknown action 'tidy'; the store command knows: rebuild"))
  }
}
