import Foundation
import OnboardStore
import Synchronization
import Testing

/// The real `onboard run --plain`, killed with SIGKILL: right after a step's
/// next prompt appeared (so that step is done and must be stored), and at
/// random moments while answers are arriving. After every kill the database
/// passes `PRAGMA integrity_check` and holds every completed step.
@Suite(.serialized) struct RunKillTests {
  /// Each step's answer lines, in order, for the control variants.
  static let steps: [[String]] = [
    ["Ada", "Lovelace"], ["ada@example.com"], ["GB"], ["1989-12-10", "36"], ["2", ""], ["1", "y"],
  ]
  static let stepNames = ["name", "contact/email", "contact/country", "age", "plan", "interests"]

  /// Standard error as it arrives.
  final class Output: Sendable {
    let text = Mutex("")
    func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
    /// How many step headers (`Step n of m`) were written so far.
    var headers: Int { text.withLock { $0.components(separatedBy: "\nStep ").count - 1 } }
  }

  /// Starts a plain run writing to `db`; answers go in through the pipe.
  func start(db: String, user: String) throws -> (Process, FileHandle, Output) {
    let process = Process()
    process.executableURL = try OnboardBinary.location()
    process.arguments = [
      "run", RepositoryFiles.signupFlow, "--plain", "--user-id", user, "--db", db,
      "--variant", "signup-plan-first=control", "--variant", "short-interests=control",
    ]
    let input = Pipe()
    let errors = Pipe()
    let output = Output()
    errors.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return (process, input.fileHandleForWriting, output)
  }

  /// Waits until `condition` holds, for at most ten seconds.
  func wait(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while !condition() {
      if Date() > deadline { return false }
      usleep(2_000)
    }
    return true
  }

  /// `PRAGMA integrity_check` through the sqlite3 command-line tool.
  func integrity(_ db: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [db, "PRAGMA integrity_check;"]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The steps stored as completed for `user`.
  func completed(_ db: String, user: String) throws -> Set<String> {
    var steps = Set<String>()
    try SQLiteStore(path: db).query(
      "SELECT step FROM events WHERE user_id = $1 AND type = 'step_completed'", [.text(user)]
    ) { steps.insert($0[0].text ?? "") }
    return steps
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
  func killedRightAfterEachStepKeepsThatStep() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    for done in 1...Self.steps.count {
      let user = "u-kill-\(done)"
      let (process, input, output) = try start(db: db, user: user)
      for step in 0..<done {
        #expect(
          wait { output.headers >= step + 1 },
          "step \(step + 1) never showed:\n\(output.text.withLock { $0 })")
        input.write(Data(Self.steps[step].map { $0 + "\n" }.joined().utf8))
      }
      // The next step's header is written only after the last step's events are stored.
      #expect(wait { output.headers >= done + 1 }, "step \(done + 1) never showed")
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // After the last answers the run may finish on its own before the kill lands.
      #expect(process.terminationReason == .uncaughtSignal || done == Self.steps.count)
      #expect(try integrity(db) == "ok")
      // Exactly those steps, but after the last one the final step (no
      // fields, submitted on its own) may have finished before the kill.
      let stored = try completed(db, user: user)
      #expect(Set(Self.stepNames.prefix(done)).isSubset(of: stored), "after \(done) steps: \(stored)")
      #expect(
        stored.subtracting(Self.stepNames.prefix(done)).isSubset(of: done == Self.steps.count ? ["done"] : [])
      )
    }
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")))
  func killedAtRandomMomentsLeavesASoundDatabase() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    var generator = SystemRandomNumberGenerator()
    for round in 0..<8 {
      let user = "u-random-\(round)"
      let (process, input, output) = try start(db: db, user: user)
      // All answers at once, then a kill a few milliseconds in.
      input.write(Data(Self.steps.flatMap { $0 }.map { $0 + "\n" }.joined().utf8))
      usleep(UInt32.random(in: 0...40_000, using: &generator))
      let shown = output.headers
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(try integrity(db) == "ok", "round \(round)")
      // Every step whose successor was on screen before the kill is stored.
      let stored = try completed(db, user: user)
      #expect(Set(Self.stepNames.prefix(max(0, min(shown - 1, Self.stepNames.count)))).isSubset(of: stored))
    }
  }
}
