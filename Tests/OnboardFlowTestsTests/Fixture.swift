import Foundation
import OnboardKit
import OnboardYAML

/// Files the tests read: fixtures next to this file, and the repository's flows.
enum Fixture {
  /// The folder of fixtures.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The path of a fixture.
  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The path of a file of the repository.
  static func repository(_ name: String) -> String { root.appendingPathComponent(name).path }

  /// A fixture flow, loaded with whatever `onboard check` says about it.
  static func flow(_ name: String) throws -> FlowDefinition {
    guard let flow = FlowLoader().load(path: path(name)).flow else {
      throw DiagnosticError([.error("fixture \(name) does not load", at: nil)])
    }
    return flow
  }
}
