import Foundation
import OnboardYAML

/// What `onboard check` reports: per file, whether it passed and its
/// diagnostics — as a line of text or as JSON.
struct CheckReport: Encodable {
  /// One file's result.
  struct File: Encodable {
    var path: String
    var ok: Bool
    var errors: Int
    var warnings: Int
    var diagnostics: [Entry]

    init(path: String, result: FlowLoader.Result) {
      self.init(path: path, diagnostics: result.diagnostics)
    }

    /// A file (a flow or a tests file) and its problems.
    init(path: String, diagnostics: [Diagnostic]) {
      self.path = path
      errors = diagnostics.count { $0.severity == .error }
      ok = errors == 0
      warnings = diagnostics.count { $0.severity == .warning }
      self.diagnostics = diagnostics.map(Entry.init)
    }
  }

  /// One diagnostic, flat.
  struct Entry: Encodable {
    var file: String?
    var line: Int?
    var column: Int?
    var severity: String
    var message: String

    init(_ diagnostic: Diagnostic) {
      file = diagnostic.mark?.file
      line = diagnostic.mark?.line
      column = diagnostic.mark?.column
      severity = diagnostic.severity.rawValue
      message = diagnostic.message
    }
  }

  var files: [File]

  /// The report as pretty, key-sorted JSON.
  func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// `Flows/signup.yaml: ok (flow 'signup' v1 builds User: 8 steps)` or
  /// `Flows/bad.yaml: 2 errors, 1 warning`.
  static func summaryLine(path: String, result: FlowLoader.Result) -> String {
    let errors = result.diagnostics.count { $0.severity == .error }
    let warnings = result.diagnostics.count { $0.severity == .warning }
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    guard errors == 0, let flow = result.flow else {
      let parts = [count(errors, "error")] + (warnings > 0 ? [count(warnings, "warning")] : [])
      return "\(path): \(parts.joined(separator: ", "))"
    }
    let version = flow.version.map { " v\($0)" } ?? ""
    let steps = flow.shownStepCount
    let extra = warnings > 0 ? ", \(count(warnings, "warning"))" : ""
    return "\(path): ok (flow '\(flow.name)'\(version) builds \(flow.model): \(count(steps, "step"))\(extra))"
  }
}
