import Foundation
import OnboardKit
import OnboardYAML

/// The real `Flows/signup.yaml`, loaded once for the runner tests.
enum SignupFixture {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows/signup.yaml").path

  /// 2026-06-01T00:00:00Z: the day the flow's computed age counts to in these tests.
  static let today = Date(timeIntervalSince1970: 1_780_272_000)

  /// The flow with its experiments, as written.
  static let withExperiments: FlowDefinition = {
    let result = FlowLoader().load(path: path)
    precondition(!result.hasErrors, "Flows/signup.yaml must pass onboard check")
    return result.flow ?? FlowDefinition(name: "missing", model: "User", steps: [])
  }()

  /// The base flow: the experiments left out, so runs do not depend on assignment.
  static let flow: FlowDefinition = {
    var flow = withExperiments
    flow.experiments = []
    return flow
  }()

  /// Loads a flow written inline, in a temporary file.
  static func load(_ yaml: String, files: [String: String] = [:]) throws -> FlowDefinition {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let file = folder.appendingPathComponent("flow.yaml")
    try yaml.write(to: file, atomically: true, encoding: .utf8)
    let result = FlowLoader().load(path: file.path)
    guard let flow = result.flow, !result.hasErrors else { throw DiagnosticError(result.diagnostics) }
    return flow
  }
}
