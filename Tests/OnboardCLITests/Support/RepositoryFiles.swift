import Foundation

/// Files of the repository the end-to-end tests hand to the binary, which runs
/// in a temporary folder and so needs absolute paths.
enum RepositoryFiles {
  /// The package's root folder.
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The absolute path of `Flows/signup.yaml`.
  static var signupFlow: String {
    root.appendingPathComponent("Flows/signup.yaml").path
  }

  /// Writes `text` to a new temporary file called `name` and returns its path;
  /// the caller removes the folder (the path's parent) when done.
  static func temporaryFlow(_ text: String, name: String = "flow.yaml") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "onboard-flow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Copies the example flow into a new temporary folder — `signup.yaml`
  /// rewritten by `edit`, `signup.de.yaml` rewritten by `german`, and its
  /// includes — and returns the copied `signup.yaml`'s path; ``remove(_:)``
  /// removes the folder.
  static func temporarySignup(
    edit: (String) throws -> String = { $0 }, german: (String) throws -> String = { $0 }
  ) throws -> String {
    let flows = root.appendingPathComponent("Flows")
    func text(_ name: String) throws -> String {
      try String(contentsOf: flows.appendingPathComponent(name), encoding: .utf8)
    }
    let path = try temporaryFlow(edit(text("signup.yaml")), name: "signup.yaml")
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try Data(german(text("signup.de.yaml")).utf8).write(to: folder.appendingPathComponent("signup.de.yaml"))
    try FileManager.default.copyItem(
      at: flows.appendingPathComponent("includes"), to: folder.appendingPathComponent("includes"))
    return path
  }

  /// Removes the folder `temporaryFlow` made for `path`.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
  }

  /// A flow with one error: a misspelt field on its only step.
  static let brokenFlow = """
    flow: broken
    model: User
    steps:
      - id: done
        final: true
        fields: [firstName, lastName, emial, country, plan, marketingOptIn]

    """
}
