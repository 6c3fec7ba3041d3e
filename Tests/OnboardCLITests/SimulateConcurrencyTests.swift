import Foundation
import OnboardKit
import OnboardStore
import Testing

/// Eight `onboard simulate` processes writing one new SQLite file at once,
/// each with its own seed: every event of every process is stored exactly
/// once (the "lose and duplicate nothing").
@Suite struct SimulateConcurrencyTests {
  /// Events per session, from the lines each process also wrote with `--events`.
  static func counts(inLines path: String) throws -> [String: Int] {
    var counts: [String: Int] = [:]
    for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
      counts[try EventJSONLine.decode(String(line)).session, default: 0] += 1
    }
    return counts
  }

  @Test func eightProcessesLoseAndDuplicateNothing() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("shared.sqlite").path
    let binary = try OnboardBinary.location()
    let persona = RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path
    var processes: [Process] = []
    for seed in 1...8 {
      let process = Process()
      process.executableURL = binary
      process.arguments = [
        "simulate", RepositoryFiles.signupFlow, "--users", "\(150 + 40 * seed)", "--seed", "\(seed)",
        "--persona", persona, "--db", db, "--events", folder.appendingPathComponent("\(seed).jsonl").path,
        "--threads", "\(seed % 3 + 1)",
      ]
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      processes.append(process)
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 8))

    var expected: [String: Int] = [:]
    for seed in 1...8 {
      let counts = try Self.counts(inLines: folder.appendingPathComponent("\(seed).jsonl").path)
      #expect(counts.count == 150 + 40 * seed)
      expected.merge(counts) { _, _ in -1 }  // NB: seeds never share a session; -1 would show it.
    }
    let store = try SQLiteStore(path: db)
    var stored: [String: Int] = [:]
    try store.query("SELECT session, COUNT(*) FROM events GROUP BY session", []) { row in
      stored[row[0].text ?? ""] = Int(row[1].integer ?? 0)
    }
    #expect(stored == expected)
    var duplicates = -1
    try store.query(
      "SELECT COUNT(*) FROM (SELECT session, seq FROM events GROUP BY session, seq HAVING COUNT(*) > 1) AS d",
      []
    ) { duplicates = Int($0[0].integer ?? -1) }
    #expect(duplicates == 0)
    var integrity = ""
    try store.query("PRAGMA integrity_check", []) { integrity = $0[0].text ?? "" }
    #expect(integrity == "ok")
  }
}
