import Foundation
import OnboardStore

extension SecretMask {
  /// The passwords this process was given: of the database URLs in its
  /// arguments (`--db URL`, `--db=URL`) and in `ONBOARD_DB`. ``Console``
  /// masks them in everything written to standard error.
  static let process = SecretMask(
    arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)

  /// The passwords of every URL among `arguments` (also after `=`) and in `ONBOARD_DB`.
  init(arguments: [String], environment: [String: String]) {
    self.init(urls: arguments + [environment[StoreLocation.environmentVariable] ?? ""])
  }
}
