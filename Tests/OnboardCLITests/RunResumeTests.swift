import Foundation
import Testing

/// `onboard run --resume` in plain mode: SIGINT saves the session, and a
/// session of another flow is refused with the name of its flow.
@Suite struct RunResumeTests {
  /// Starts a plain run in `folder`, gives it `input` and keeps standard
  /// input open; once stderr shows `prompt`, sends SIGINT and waits.
  static func interrupt(
    _ arguments: [String], input: String, at prompt: String, in folder: URL
  ) throws -> OnboardBinary.Run {
    let errURL = folder.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let err = try FileHandle(forWritingTo: errURL)
    let stdin = Pipe()
    let process = Process()
    process.executableURL = try OnboardBinary.location()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    let deadline = Date().addingTimeInterval(10)
    func shown() -> String { String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self) }
    while !shown().contains(prompt), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    process.interrupt()
    // NB: a process that ignores SIGINT (or runs with it blocked) fails the test, not hangs it.
    let stop = Date().addingTimeInterval(10)
    while process.isRunning, Date() < stop { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try? stdin.fileHandleForWriting.close()
    try err.close()
    return OnboardBinary.Run(stdout: "", stderr: shown(), status: process.terminationStatus)
  }

  /// A saved signup session (stopped at the email) in `folder`'s store; its id.
  static func savedSession(in folder: URL) throws -> String {
    let run = try interrupt(
      ["run", RepositoryFiles.signupFlow, "--plain", "--user-id", "u-1", "--db", "s.sqlite"],
      input: "Ada\nLovelace\n", at: "Email (required): ", in: folder)
    #expect(run.status == 130, "\(run)")
    #expect(run.stderr.contains("To continue:\n  "))
    let words = run.stderr.split(whereSeparator: \.isWhitespace)
    guard let at = words.firstIndex(of: "--resume"), words.indices.contains(at + 1) else {
      Issue.record("no --resume in \(run.stderr)")
      return ""
    }
    return String(words[at + 1])
  }

  @Test func sigintInPlainModeSavesTheSessionAndResumeFinishes() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let id = try Self.savedSession(in: folder)
    #expect(id.hasPrefix("s-"))
    let process = Process()
    process.executableURL = try OnboardBinary.location()
    process.arguments = [
      "run", RepositoryFiles.signupFlow, "--plain", "--resume", id, "--db", "s.sqlite", "--out", "user.json",
    ]
    process.currentDirectoryURL = folder
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(Data("ada@example.com\nGB\n1989-12-10\n\n\n\nn\n\ny\n".utf8))
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let json = try String(contentsOf: folder.appendingPathComponent("user.json"), encoding: .utf8)
    #expect(json.hasPrefix(#"{"id":"u-1","firstName":"Ada","lastName":"Lovelace","email":"ada@example.com""#))
  }

  @Test func aSessionOfAnotherFlowIsRefusedWithItsFlow() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let id = try Self.savedSession(in: folder)
    let files = FileManager.default
    try files.copyItem(
      at: RepositoryFiles.root.appendingPathComponent("Flows/includes"),
      to: folder.appendingPathComponent("includes"))
    let signup = try String(contentsOfFile: RepositoryFiles.signupFlow, encoding: .utf8)
    let other = folder.appendingPathComponent("other.yaml")
    try Data(signup.replacingOccurrences(of: "\nflow: signup\n", with: "\nflow: other\n").utf8).write(
      to: other)
    let db = folder.appendingPathComponent("s.sqlite").path
    let run = try OnboardBinary.run(["run", other.path, "--plain", "--resume", id, "--db", db])
    #expect(run.status == 2, "\(run)")
    #expect(
      run.stderr.contains(
        "error: session '\(id)' belongs to flow 'signup' (\(RepositoryFiles.signupFlow)), not 'other' "
          + "(\(other.path)); continue it with: onboard run \(RepositoryFiles.signupFlow) --resume \(id)"))
    #expect(!run.stderr.contains("the input ended"))
  }

  /// A session started on version 1 of signup, resumed on version 2: refused
  /// (exit 2) naming both versions, instead of reading it by the new steps.
  @Test func aSessionOfAnotherVersionIsRefusedWithBothVersions() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let id = try Self.savedSession(in: folder)
    try FileManager.default.copyItem(
      at: RepositoryFiles.root.appendingPathComponent("Flows/includes"),
      to: folder.appendingPathComponent("includes"))
    let signup = try String(contentsOfFile: RepositoryFiles.signupFlow, encoding: .utf8)
    #expect(signup.contains("\nversion: 1\n"))
    let newer = folder.appendingPathComponent("signup.yaml")
    try Data(signup.replacingOccurrences(of: "\nversion: 1\n", with: "\nversion: 2\n").utf8).write(to: newer)
    let db = folder.appendingPathComponent("s.sqlite").path
    let run = try OnboardBinary.run(["run", newer.path, "--plain", "--resume", id, "--db", db])
    #expect(run.status == 2, "\(run)")
    #expect(
      run.stderr.contains(
        "error: session '\(id)' was started on flow 'signup' version 1, not flow 'signup' version 2 "
          + "(\(newer.path)); a run continues only on the version it started on"), "\(run.stderr)")
  }
}
