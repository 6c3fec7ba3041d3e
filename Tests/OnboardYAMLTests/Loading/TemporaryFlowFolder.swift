import Foundation

@testable import OnboardYAML

/// A folder of flow files made for one test and removed after it; rendered
/// diagnostics name its files relative to it.
final class TemporaryFlowFolder {
  /// The folder's path.
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("onboard-flows-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to `name` inside the folder (making folders on the way); returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    return file
  }

  /// Writes raw `bytes` to `name` inside the folder; returns its path.
  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let file = path + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// A symbolic link `name` inside the folder that points at `target`.
  func link(_ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: target)
  }

  /// The diagnostics of loading `name` with `loader`, rendered with source
  /// lines and carets, the folder's path left out of every file name.
  func check(_ name: String, with loader: FlowLoader = FlowLoader(includeRoot: nil)) -> String {
    render(loader.load(path: path + "/" + name).diagnostics)
  }

  /// Diagnostics rendered as `onboard check` prints them, relative to the folder.
  func render(_ diagnostics: [Diagnostic]) -> String {
    var renderer = DiagnosticRenderer()
    return renderer.render(diagnostics).replacingOccurrences(of: path + "/", with: "")
  }
}

extension FlowLoader {
  /// A loader with `includeRoot` set, whatever the environment says.
  init(includeRoot: String?) {
    self.init()
    self.includeRoot = includeRoot
  }
}

/// The final step every test flow ends with.
let finalStep = """
    - id: done
      final: true
      fields: [firstName, lastName, email, country, plan, marketingOptIn]

  """
