import Foundation
import OnboardKit

/// A run saved by Ctrl-C (or on quitting): the flow file and the runner's
/// whole ``FlowState``, so `onboard run FLOW --resume SESSION` continues at
/// the same step with every answer in place.
package struct WizardSession<Model: Onboardable & Codable & Hashable>: Sendable, Codable {
  /// The format tag written first, for readers of the file.
  package static var formatName: String { "onboard.session/1" }

  /// `onboard.session/1`.
  package var format: String
  /// The flow file as it was given on the command line.
  package var flowPath: String
  /// The flow's `flow:` name; `nil` in files of earlier versions.
  package var flowName: String?
  /// The run.
  package var state: FlowState<Model>

  /// A session of `state` on the flow at `flowPath` (named `flowName`).
  package init(flowPath: String, flowName: String? = nil, state: FlowState<Model>) {
    self.format = Self.formatName
    self.flowPath = flowPath
    self.flowName = flowName
    self.state = state
  }

  /// The session as pretty JSON with sorted keys.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// A session read back; the error says what does not fit.
  package static func decode(_ data: Data) throws -> WizardSession {
    let session = try JSONDecoder().decode(WizardSession.self, from: data)
    guard session.format == formatName else {
      throw SessionError("the session's format is '\(session.format)'; expected '\(formatName)'")
    }
    return session
  }
}

/// Where sessions live: `.onboard/sessions/<id>.json` under the working folder.
package struct SessionStore: Sendable {
  /// The folder of session files.
  package var folder: URL

  /// A store under `root` (the working folder by default).
  package init(root: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
    folder = root.appendingPathComponent(".onboard/sessions")
  }

  /// The file of a session: `SESSION` itself when it names a file, else `<folder>/SESSION.json`.
  package func url(of session: String) -> URL {
    if session.hasSuffix(".json") || session.contains("/") { return URL(fileURLWithPath: session) }
    return folder.appendingPathComponent("\(session).json")
  }

  /// Writes `data` as session `id` and returns its file.
  @discardableResult
  package func save(_ data: Data, id: String) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = url(of: id)
    try data.write(to: url, options: .atomic)
    return url
  }

  /// The bytes of a saved session.
  package func load(_ session: String) throws -> Data {
    let url = url(of: session)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw SessionError(
        "no session '\(session)' (looked for \(url.path)); Ctrl-C in 'onboard run' saves one")
    }
    return data
  }

  /// A new session id: `s-` and 8 hexadecimal digits.
  package static func newID<G: RandomNumberGenerator>(using generator: inout G) -> String {
    "s-" + hex(generator.next(upperBound: UInt32.max))
  }

  /// A new user id for a run without `--user-id`: `user-` and 8 hexadecimal digits.
  package static func newUserID<G: RandomNumberGenerator>(using generator: inout G) -> String {
    "user-" + hex(generator.next(upperBound: UInt32.max))
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}

/// A session that cannot be read or used.
package struct SessionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong and how to fix it.
  package var message: String

  /// Creates an error.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
