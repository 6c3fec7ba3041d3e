import Foundation
import OnboardKit
import OnboardYAML

@testable import OnboardTerminal

/// The repository's signup flow and helpers to drive a wizard with keys.
enum Signup {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let path = root.appendingPathComponent("Flows/signup.yaml").path

  /// The base flow: its experiments left out, so frames do not depend on assignment.
  static let flow: FlowDefinition = {
    guard var flow = FlowLoader().load(path: path).flow else {
      preconditionFailure("Flows/signup.yaml loads")
    }
    flow.experiments = []
    return flow
  }()

  /// The runner's clock, 2026-06-01T00:00:00Z: events carry it and the
  /// flow's computed age counts to it (born 1989-12-10: 36).
  static let today = Date(timeIntervalSince1970: 1_780_272_000)

  static var runner: FlowRunner<User> {
    FlowRunner<User>(flow: flow, clock: { today })
  }

  static func wizard(userID: String = "u-1") throws -> WizardModel<User> {
    try WizardModel(runner: runner, state: FlowState(userID: userID))
  }
}

/// Keys for a typed word.
func type(_ text: String) -> [Key] {
  text.map(Key.character)
}

extension WizardModel {
  /// Sends keys until one ends the wizard; that outcome, or `nil`.
  @discardableResult
  mutating func press(_ keys: [Key]) -> Outcome? {
    for key in keys {
      if let outcome = handle(key) { return outcome }
    }
    return nil
  }
}
