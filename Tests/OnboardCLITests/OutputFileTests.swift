import Foundation
import Testing

/// `--out`, `--junit` and `--emit-tests` end to end: one rule for every file the
/// user names (docs/cli.md, "Files a command writes").
@Suite struct OutputFileTests {
  /// A headless `run` of the signup flow with `--out path`.
  static func runAdult(out path: String) throws -> OnboardBinary.Run {
    try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers",
      RepositoryFiles.root.appendingPathComponent("Flows/answers/adult.yaml").path, "--user-id", "u-1",
      "--no-store", "--out", path,
    ])
  }

  static let adultUser = #"{"id":"u-1","firstName":"Ada","#

  /// A new empty folder, removed by the caller.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func inode(_ path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
  }

  /// The file type bits of `path` itself (`S_IFIFO`, `S_IFLNK`, …), 0 when it is missing.
  static func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  static func text(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  @Test func aFIFOIsWrittenThroughNotReplaced() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe").path
    let copy = folder.appendingPathComponent("copy").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/cat")
    reader.arguments = [fifo]
    #expect(FileManager.default.createFile(atPath: copy, contents: nil))
    reader.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: copy))
    try reader.run()
    let run = try Self.runAdult(out: fifo)
    if Self.kind(fifo) != S_IFIFO { reader.terminate() }  // replaced: nobody will ever write to the reader
    reader.waitUntilExit()
    #expect(run.status == 0, "\(run)")
    #expect(try Self.text(copy).hasPrefix(Self.adultUser))
    #expect(Self.kind(fifo) == S_IFIFO)
  }

  @Test func aSymlinkStaysALinkAndItsTargetIsReplaced() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.json").path
    let link = folder.appendingPathComponent("link.json").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
    let before = try Self.inode(target)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
    let run = try Self.runAdult(out: link)
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr == "wrote \(link)\n")
    #expect(Self.kind(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.json")
    #expect(try Self.text(target).hasPrefix(Self.adultUser))
    #expect(try Self.inode(target) != before, "the target is replaced atomically, not rewritten in place")
    let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "link.json", "target.json",
      ])
  }

  @Test func aFullDeviceIsAnErrorAndStaysADevice() throws {
    let run = try Self.runAdult(out: "/dev/full")
    #expect(run.status == 1)
    #expect(run.stderr == "error: cannot write /dev/full: No space left on device\n")
    #expect(Self.kind("/dev/full") == S_IFCHR)
  }

  @Test func dashIsStandardOutput() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.runAdult(out: "-")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix(Self.adultUser))
    #expect(run.stderr == "")
  }

  @Test func eventsAndTheUserCannotBothGoToStandardOutput() throws {
    let run = try OnboardBinary.run([
      "run", RepositoryFiles.signupFlow, "--answers",
      RepositoryFiles.root.appendingPathComponent("Flows/answers/adult.yaml").path, "--user-id", "u-1",
      "--no-store", "--events", "-", "--out", "-",
    ])
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix("error: --events - writes the events to stdout; give --out FILE for the model\n"))
  }

  @Test func aFolderIsAnError() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.runAdult(out: folder.path)
    #expect(run.status == 1)
    #expect(run.stderr == "error: cannot write \(folder.path): it is a folder\n")
  }

  @Test func junitDashIsStandardOutput() throws {
    let run = try OnboardBinary.run([
      "test", RepositoryFiles.root.appendingPathComponent("Flows").path, "--filter", "PLAN-FIRST", "--junit",
      "-",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains(#"<testsuites name="onboard test" tests="3""#))
    #expect(run.stdout.hasSuffix("3 passed, 0 failed\n"))
  }

  @Test func emittedTestsReplaceAFileAtomically() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tests = folder.appendingPathComponent("signup.paths.tests.yaml").path
    let keep = folder.appendingPathComponent("hard-link.yaml").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: tests))
    try FileManager.default.linkItem(atPath: tests, toPath: keep)
    let run = try OnboardBinary.run(["paths", RepositoryFiles.signupFlow, "--emit-tests", tests])
    #expect(run.status == 0, "\(run)")
    #expect(try Self.text(tests).contains("cases:"))
    #expect(try Self.text(keep) == "old\n", "a reader of the old file never sees it half written")
  }
}
