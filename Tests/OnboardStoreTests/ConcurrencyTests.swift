import Foundation
import Testing

@testable import OnboardStore

/// Eight processes writing one SQLite file at once, from its creation on:
/// every row stored once, and the per-person rollups and per-variant
/// tallies equal to a recount.
@Suite struct ConcurrencyTests {
  @Test func eightWritersLoseAndDoubleNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("shared.sqlite")
    let steps = 3
    var expected = 0
    var processes: [Process] = []
    for writer in 0..<8 {
      // Half write step by step (a commit per step, as a run does), half in bulk (as the simulator does).
      let sessions = writer % 2 == 0 ? 40 : 3000
      var arguments = [path, "--sessions", "\(sessions)", "--steps", "\(steps)", "--prefix", "w\(writer)"]
      if writer % 2 == 1 { arguments += ["--bulk", "700"] }
      expected += sessions * (2 * steps + 2)
      processes.append(try LoadProcess.start(arguments))
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 8))
    #expect(try StoreCheck.integrity(path) == "ok")
    let store = try SQLiteStore(path: path)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events") == Int64(expected))
    #expect(
      try StoreFixtures.count(
        store, "SELECT COUNT(*) FROM (SELECT DISTINCT session, seq, type FROM events) AS d")
        == Int64(expected))
    #expect(try StoreFixtures.count(store, "SELECT COUNT(DISTINCT session) FROM events") == 4 * 40 + 4 * 3000)
    // The same people ("u-0"…) wrote from every process: the rollups still equal a recount.
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept.count > 3000)
    #expect(rollups.kept.contains { $0.hasPrefix("tally_steps ") }, "the tallies are compared too")
    #expect(rollups.kept == rollups.recounted)
  }

  /// The same against one PostgreSQL schema: writers run at once there, and
  /// the per-person advisory locks keep the rollups equal to a recount.
  @Test(.enabled(if: TestPostgres.url != nil))
  func eightPostgresWritersKeepTheRollupsOfARecount() throws {
    let url = try TestPostgres.freshSchemaURL()
    let steps = 3
    var expected = 0
    var processes: [Process] = []
    for writer in 0..<8 {
      let sessions = writer % 2 == 0 ? 40 : 1000
      var arguments = [url, "--sessions", "\(sessions)", "--steps", "\(steps)", "--prefix", "w\(writer)"]
      if writer % 2 == 1 { arguments += ["--bulk", "300"] }
      expected += sessions * (2 * steps + 2)
      processes.append(try LoadProcess.start(arguments))
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 8))
    let store = try PostgresStore(url: url, backoff: .none)
    #expect(try StoreFixtures.count(store, "SELECT COUNT(*) FROM events") == Int64(expected))
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept.count > 1000)
    #expect(rollups.kept.contains { $0.hasPrefix("tally_steps ") }, "the tallies are compared too")
    #expect(rollups.kept == rollups.recounted)
  }
}
