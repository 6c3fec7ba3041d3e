import Foundation

/// Why compiled flow JSON could not be loaded by
/// ``FlowDefinition/fromCompiledJSON(_:models:)``.
///
/// Each case says what is wrong and how to fix it, so an app can log
/// `error.description` as it is.
public enum CompiledFlowError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
  /// The data is not JSON text; the detail says where it stops being JSON.
  case notJSON(detail: String)
  /// The `format` marker is missing (`nil`) or names a format this version
  /// of OnboardKit does not read.
  case unsupportedFormat(String?)
  /// A value has the wrong shape; `path` locates it, as in `steps[2].fields[0].key`.
  case invalidValue(path: String, message: String)
  /// The flow builds a model the registry does not know.
  case unknownModel(String, known: [String])
  /// The flow fails the checks `onboard check` runs: every error, then every warning.
  case failedChecks([Diagnostic])

  /// One paragraph: what is wrong, then how to fix it.
  public var description: String {
    let format = FlowDefinition.compiledFormat
    switch self {
    case .notJSON(let detail):
      return "compiled flow is not JSON: \(detail)"
    case .unsupportedFormat(nil):
      return "not a compiled flow: the 'format' marker is missing; expected '\(format)'. "
        + "To fix, write the file with 'onboard compile'."
    case .unsupportedFormat(let found?):
      return "unsupported compiled flow format '\(found)'; this version of OnboardKit reads '\(format)'. "
        + "To fix, compile the flow again with the 'onboard compile' of this version."
    case .invalidValue(let path, let message):
      return "invalid compiled flow at '\(path)': \(message)"
    case .unknownModel(let name, let known):
      return "compiled flow builds unknown model '\(name)'; known models: \(known.joined(separator: ", ")). "
        + "To fix, register the model's schema in the ModelRegistry passed to fromCompiledJSON."
    case .failedChecks(let diagnostics):
      let errors = diagnostics.filter { $0.severity == .error }.count
      let lines = diagnostics.map { "\n  \($0.severity.rawValue): \($0.message)" }.joined()
      return "compiled flow has \(errors) error\(errors == 1 ? "" : "s"):\(lines)"
    }
  }

  /// The same as ``description``, for `localizedDescription`.
  public var errorDescription: String? { description }
}
