import Foundation
import OnboardStore
import Testing

/// `onboard track`, run as a user runs it: one outcome or a file, recorded
/// once however often it is given, and nothing from a file with a bad line.
@Suite struct TrackCommandTests {
  /// A store with runs of signup (so the flow is known), its path, and the
  /// outcomes the persona's simulated people already have in it.
  private func store() throws -> (folder: URL, db: String, simulated: [String]) {
    let folder = try RunStoreTests.folder()
    let db = folder.appendingPathComponent("t.sqlite").path
    let run = try SimulateStoreTests.simulate(["--db", db], users: 5)
    #expect(run.status == 0, "\(run)")
    return (folder, db, try outcomes(db))
  }

  private func outcomes(_ db: String) throws -> [String] {
    try SimulateStoreTests.rows(
      SQLiteStore(existingAt: db), "SELECT user_id, event, time_ms, value FROM outcomes ORDER BY 1, 2, 3, 4")
  }

  /// The outcomes in the store besides the simulated ones: what `track` recorded.
  private func outcomes(_ db: String, besides simulated: [String]) throws -> [String] {
    try outcomes(db).filter { !simulated.contains($0) }
  }

  @Test func helpMatchesTheGoldenFile() throws {
    let run = try OnboardBinary.run(["track", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout == (try Golden.text("track-help.txt", updatingWith: run.stdout)))
  }

  @Test func oneOutcomeRecordedTwiceCountsOnce() throws {
    let (folder, db, simulated) = try store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "track", "--flow", "signup", "--user", "sim-3-1", "--event", "purchased", "--value", "9.5", "--time",
      "2026-05-02T10:00:00+02:00", "--db", db,
    ]
    let first = try OnboardBinary.run(arguments)
    #expect(first.status == 0, "\(first)")
    #expect(first.stdout == "recorded 1 outcome for flow 'signup' in \(db)\n")
    let second = try OnboardBinary.run(arguments)
    #expect(second.stdout == "recorded 0 outcomes for flow 'signup' in \(db) (1 already recorded)\n")
    #expect(
      try outcomes(db, besides: simulated) == [
        #"text("sim-3-1")|text("purchased")|integer(1777708800000)|real(9.5)"#
      ])
  }

  @Test func aFileWithBadLinesIsReportedWholeAndNothingIsRecorded() throws {
    let (folder, db, simulated) = try store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("o.csv")
    try """
    user_id,event,value,time
    u1,purchased,9,2026-05-02T10:00:00Z
    u2,purchased,nine,2026-05-02T10:00:00Z
    u3,purchased,1,2026-02-30
    u4,purchased,1

    ,purchased,1,2026-05-02
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = try OnboardBinary.run(["track", "--flow", "signup", "--file", file.path, "--db", db])
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        \(file.path):3: error: value 'nine' is not a number
        \(file.path):4: error: time '2026-02-30' is not an ISO 8601 time such as 2025-03-01T12:00:00Z
        \(file.path):5: error: 3 fields where the header has 4
        \(file.path):7: error: no user_id
        error: 4 bad lines in \(file.path); nothing was recorded

        """)
    #expect(try outcomes(db, besides: simulated) == [])
  }

  @Test func aGoodFileAndJSONLinesOnStdinAreRecordedOnce() throws {
    let (folder, db, simulated) = try store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("o.csv")
    try
      "time,user_id,event,value\r\n2026-05-02,\"a,b\",purchased,\r\n2026-05-02T00:00:00.25Z,c,activated,2\r\n"
      .write(to: file, atomically: true, encoding: .utf8)
    for _ in 0..<2 {
      let run = try OnboardBinary.run(["track", "--flow", "signup", "--file", file.path, "--db", db])
      #expect(run.status == 0, "\(run)")
    }
    let lines = #"{"user_id":"d","event":"purchased","value":3.5,"time":"2026-05-02T01:00:00Z"}"# + "\n"
    let piped = try OnboardBinary.run(["track", "--flow", "signup", "--file", "-", "--db", db], input: lines)
    #expect(piped.stdout == "recorded 1 outcome for flow 'signup' in \(db)\n", "\(piped)")
    #expect(
      try outcomes(db, besides: simulated) == [
        #"text("a,b")|text("purchased")|integer(1777680000000)|real(0.0)"#,
        #"text("c")|text("activated")|integer(1777680000250)|real(2.0)"#,
        #"text("d")|text("purchased")|integer(1777683600000)|real(3.5)"#,
      ])
  }

  @Test func anUnknownFlowABadValueAndABadTimeFail() throws {
    let (folder, db, simulated) = try store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = ["track", "--user", "u", "--event", "purchased", "--db", db]
    let unknown = try OnboardBinary.run(base + ["--flow", "signpu"])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr
        == "error: unknown flow 'signpu'; did you mean 'signup'? \(db) has no runs of it and there is no "
        + "Flows/signpu.yaml (its flows: signup); nothing was recorded\n")
    let value = try OnboardBinary.run(base + ["--flow", "signup", "--value", "1,5"])
    #expect(value.status == 1)
    #expect(value.stderr == "error: value '1,5' is not a number\n")
    let time = try OnboardBinary.run(base + ["--flow", "signup", "--time", "tomorrow"])
    #expect(time.status == 1)
    #expect(time.stderr == "error: time 'tomorrow' is not an ISO 8601 time such as 2025-03-01T12:00:00Z\n")
    #expect(try OnboardBinary.run(["track", "--flow", "signup", "--db", db]).status == 2)
    #expect(try outcomes(db, besides: simulated) == [])
  }
}
