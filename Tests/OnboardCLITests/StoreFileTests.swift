import Foundation
import Testing

/// SQLite store paths that are not a store file: a device is refused with
/// nothing made beside it, a store in a read-only folder can be reported on,
/// and a new store that cannot get its schema (a full disk) leaves no file.
@Suite struct StoreFileTests {
  @Test func aDeviceIsRefusedAndNothingIsMadeBesideIt() throws {
    let journal = "/dev/null-journal"
    let existedBefore = FileManager.default.fileExists(atPath: journal)
    for arguments in [
      [
        "run", RepositoryFiles.signupFlow, "--answers", RunStoreTests.adult, "--user-id", "u-1", "--db",
        "/dev/null",
      ],
      ["report", "--flow", "signup", "--db", "/dev/null"],
    ] {
      let run = try OnboardBinary.run(arguments)
      #expect(run.status == 1, "\(run)")
      #expect(
        run.stderr
          == "error: /dev/null is not a regular file (a device, a pipe or a socket); nothing was written or "
          + "created. Give --db the path of a store file.\n")
    }
    if !existedBefore {
      #expect(!FileManager.default.fileExists(atPath: journal))
      try? FileManager.default.removeItem(atPath: journal)
    }
  }

  @Test func aNewStoreThatCannotBeWrittenLeavesNoFile() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("new.sqlite").path
    // NB: a file size limit of 512 bytes (SIGXFSZ ignored) fails SQLite's first page write
    // as a full disk would, and lets the short message through to stderr.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"trap '' XFSZ; ulimit -f 1; exec "$0" "$@""#, try OnboardBinary.location().path, "run",
      RepositoryFiles.signupFlow, "--answers", RunStoreTests.adult, "--user-id", "u-1", "--db", db,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1, "\(stderr)")
    #expect(stderr.hasPrefix("error: the store \(db): "), "\(stderr)")
    #expect(stderr.hasSuffix(" while creating it; the new empty file was removed\n"), "\(stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func aStoreInAReadOnlyFolderCanBeReportedOn() throws {
    let folder = try RunStoreTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let made = try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "20", "--seed", "1", "--db", db,
    ])
    #expect(made.status == 0, "\(made)")
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    guard let readOnly = ReadOnlyFolder(folder.path) else {
      Issue.record("could not make \(folder.path) read-only (root without mount rights?)")
      return
    }
    defer { readOnly.restore() }
    let run = try OnboardBinary.run(["report", "--flow", "signup", "--db", db])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Flow signup"), "\(run)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == before)
  }
}

/// A folder made read-only for the test: with `chmod` for a normal user, with
/// a read-only bind mount for root (whom permissions do not stop).
private struct ReadOnlyFolder {
  let path: String
  let mounted: Bool

  init?(_ path: String) {
    self.path = path
    if geteuid() != 0 {
      mounted = false
      guard chmod(path, 0o555) == 0 else { return nil }
      return
    }
    mounted = true
    guard Self.mount(["--bind", path, path]) else { return nil }
    guard Self.mount(["-o", "remount,ro,bind", path]) else {
      _ = Self.umount(path)
      return nil
    }
  }

  func restore() {
    if mounted { _ = Self.umount(path) } else { chmod(path, 0o755) }
  }

  private static func mount(_ arguments: [String]) -> Bool { run("/bin/mount", arguments) }
  private static func umount(_ path: String) -> Bool { run("/bin/umount", [path]) }

  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
