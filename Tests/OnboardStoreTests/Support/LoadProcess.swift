import Foundation

/// The `onboard-store-load` helper, run as a separate process: it writes
/// synthetic events into a store (see its source for the options).
enum LoadProcess {
  /// The built helper next to the test bundle (or `.build/debug`).
  static func location() throws -> URL {
    var candidates: [URL] = []
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
      candidates.append(
        bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("onboard-store-load"))
    }
    if let runner = CommandLine.arguments.first {
      candidates.append(
        URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("onboard-store-load"))
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/onboard-store-load"))
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate
    }
    throw LoadProcessNotFound(candidates: candidates.map(\.path))
  }

  /// A started helper with `arguments`, its stdout on a pipe.
  static func start(_ arguments: [String], stdout: Pipe? = nil) throws -> Process {
    let process = Process()
    process.executableURL = try location()
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = stdout ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}

/// No built helper was found.
struct LoadProcessNotFound: Error, CustomStringConvertible {
  var candidates: [String]
  var description: String { "no built onboard-store-load; looked at \(candidates.joined(separator: ", "))" }
}
