import Foundation
import Testing

/// A SQLite store damaged on disk is refused by every command that opens it:
/// `run` and `simulate` write nothing and `report` reports nothing, each
/// with exit status 1 and the message docs/events.md gives.
@Suite struct CorruptStoreTests {
  /// A store the binary wrote (a simulation of 200 people, so it spans many
  /// pages), with 2,000 bytes of page 51 (among the events' rows) overwritten
  /// past the page's header; its folder is removed by the caller.
  static func corruptStore() throws -> (folder: URL, db: String) {
    let folder = try RunStoreTests.folder()
    let db = folder.appendingPathComponent("events.sqlite").path
    let made = try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "200", "--seed", "1", "--db", db,
    ])
    #expect(made.status == 0, "\(made)")
    let file = try FileHandle(forUpdating: URL(fileURLWithPath: db))
    try file.seek(toOffset: 50 * 4096 + 100)
    try file.write(contentsOf: Data(repeating: 0xAB, count: 2000))
    try file.close()
    return (folder, db)
  }

  /// Runs `arguments` on the corrupt store and expects the refusal, with the file unchanged.
  func expectRefused(_ arguments: (String) -> [String]) throws {
    let (folder, db) = try Self.corruptStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Data(contentsOf: URL(fileURLWithPath: db))
    let run = try OnboardBinary.run(arguments(db))
    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix("error: \(db) is corrupt or not a database (database disk image is malformed: "),
      "\(run)")
    #expect(run.stderr.hasSuffix("); nothing was written. Move it away or give another --db.\n"), "\(run)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before)
  }

  @Test func runRefusesACorruptStore() throws {
    try expectRefused {
      ["run", RepositoryFiles.signupFlow, "--answers", RunStoreTests.adult, "--user-id", "u-1", "--db", $0]
    }
  }

  @Test func simulateRefusesACorruptStore() throws {
    try expectRefused { ["simulate", RepositoryFiles.signupFlow, "--users", "5", "--seed", "2", "--db", $0] }
  }

  @Test func reportRefusesACorruptStore() throws {
    try expectRefused { ["report", "--flow", "signup", "--db", $0] }
  }
}
