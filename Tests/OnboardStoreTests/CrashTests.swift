import Foundation
import Testing

@testable import OnboardStore

/// Writers killed with SIGKILL at random moments leave a sound file that
/// holds every event of every step they had acknowledged.
@Suite struct CrashTests {
  @Test func killedStepWritersLoseNoAcknowledgedStep() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("crash.sqlite")
    var generator = SystemRandomNumberGenerator()
    var acknowledged: Set<String> = []
    for round in 0..<12 {
      let pipe = Pipe()
      let process = try LoadProcess.start(
        [path, "--sessions", "100000", "--steps", "4", "--prefix", "r\(round)", "--ack"], stdout: pipe)
      usleep(UInt32.random(in: 30_000...250_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      for line in output.split(separator: "\n") where line.hasPrefix("ack ") && line.count > 4 {
        acknowledged.insert(String(line.dropFirst(4)))
      }
      // NB: on a loaded machine the first writer may be killed before it has made the file.
      guard FileManager.default.fileExists(atPath: path) else { continue }
      #expect(try StoreCheck.integrity(path) == "ok", "round \(round)")
    }
    let store = try SQLiteStore(path: path)
    let completed = try StoreCheck.completedSteps(store)
    #expect(!acknowledged.isEmpty)
    #expect(
      acknowledged.subtracting(completed).isEmpty,
      "lost: \(acknowledged.subtracting(completed).sorted().prefix(5))")
    // Each step's two events are one transaction: every session holds 0..<n with n = 1 + 2k (+1 when completed).
    for (session, numbers) in try StoreCheck.sequences(store) {
      #expect(numbers == Array(0..<numbers.count), "\(session)")
      #expect(numbers.count % 2 == 1 || numbers.count == 10, "\(session) has \(numbers.count) events")
    }
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(!rollups.kept.isEmpty)
    #expect(rollups.kept == rollups.recounted, "the rollups a killed writer left differ from a recount")
  }

  @Test func killedBulkWritersLeaveWholeBatches() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("bulk.sqlite")
    var generator = SystemRandomNumberGenerator()
    for round in 0..<6 {
      let process = try LoadProcess.start(
        [path, "--sessions", "1000000", "--steps", "4", "--prefix", "b\(round)", "--bulk", "1000"])
      usleep(UInt32.random(in: 50_000...300_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(try StoreCheck.integrity(path) == "ok", "round \(round)")
    }
    let store = try SQLiteStore(path: path)
    var counts: [Int64] = []
    try store.query("SELECT COUNT(*) FROM events GROUP BY substr(session, 1, 2)", []) {
      counts.append($0[0].integer ?? -1)
    }
    #expect(counts.allSatisfy { $0 % 1000 == 0 }, "\(counts)")
    let rollups = try StoreCheck.rollupsAndRecount(store)
    #expect(rollups.kept == rollups.recounted, "the rollups a killed writer left differ from a recount")
  }
}
