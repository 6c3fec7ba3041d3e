import Foundation

/// The built `onboard` executable, run as a user runs it: a separate process
/// whose standard output, standard error and exit status the tests assert.
enum OnboardBinary {
  /// What one run printed and how it ended.
  struct Run: Hashable, CustomStringConvertible {
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String
    /// The exit status.
    var status: Int32

    /// All three, for failure messages.
    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---" }
  }

  /// Thrown when no built `onboard` is found.
  struct NotFound: Error, CustomStringConvertible {
    /// Every path tried.
    var candidates: [String]
    /// Says where it looked and how to fix it.
    var description: String {
      "no built 'onboard' executable; looked at \(candidates.joined(separator: ", ")). "
        + "Run 'swift build' first, or set ONBOARD_BINARY to its path."
    }
  }

  /// The places the executable `name` may be, most specific first: `$ONBOARD_BINARY`
  /// (for `onboard`), the test bundle's folder (SwiftPM builds products and test
  /// bundles side by side), the test runner's folder, and `.build/debug` under the
  /// package root.
  static func candidates(_ name: String = "onboard") -> [URL] {
    var candidates: [URL] = []
    if name == "onboard", let override = ProcessInfo.processInfo.environment["ONBOARD_BINARY"],
      !override.isEmpty
    {
      candidates.append(URL(fileURLWithPath: override))
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
    }
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
    if let runner = CommandLine.arguments.first {
      let folder = URL(fileURLWithPath: runner).deletingLastPathComponent()
      candidates.append(folder.appendingPathComponent(name))
    }
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
    return candidates
  }

  /// The first candidate for `name` that is an executable file (not a folder such
  /// as `onboard.build`).
  static func location(_ name: String = "onboard") throws -> URL {
    let files = FileManager.default
    for candidate in candidates(name) {
      var isFolder: ObjCBool = false
      if files.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
        files.isExecutableFile(atPath: candidate.path)
      {
        return candidate
      }
    }
    throw NotFound(candidates: candidates(name).map(\.path))
  }

  /// Runs `onboard` (or the test executable `executable`) with `arguments` and
  /// `input` on standard input (none when `nil`), and waits for it.
  ///
  /// Input and output go through temporary files rather than pipes, so a large
  /// output can never fill a pipe and block the child while the test waits for it.
  static func run(
    _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil,
    executable: String = "onboard"
  ) throws -> Run {
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("onboard-cli-\(UUID().uuidString)")
    try files.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    files.createFile(atPath: outURL.path, contents: nil)
    files.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)

    let process = Process()
    process.executableURL = try location(executable)
    process.arguments = arguments
    if !extra.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    }
    process.currentDirectoryURL = folder
    if let input {
      let inURL = folder.appendingPathComponent("stdin")
      try Data(input.utf8).write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()

    return Run(
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      status: process.terminationStatus)
  }
}
