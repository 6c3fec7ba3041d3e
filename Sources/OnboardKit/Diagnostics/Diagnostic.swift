/// A problem found in a flow file, at a position, said the way compilers say it.
///
/// Every stage that reads flows — the YAML parser, the flow decoder and the
/// semantic checks — reports with `Diagnostic`, so the CLI prints them all alike:
/// `Flows/signup.yaml:12:9: error: unknown field 'emial'; did you mean 'email'?`
public struct Diagnostic: Sendable, Hashable, Codable {
  /// How serious a problem is.
  public enum Severity: String, Sendable, Hashable, Codable {
    /// The flow cannot be used.
    case error
    /// The flow works but is probably not what was meant.
    case warning
    /// More about the diagnostic before it.
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// One sentence, lower case, no final period.
  public var message: String
  /// Where it is, when known.
  public var mark: SourceMark?

  /// Creates a diagnostic.
  public init(_ severity: Severity, _ message: String, at mark: SourceMark?) {
    self.severity = severity
    self.message = message
    self.mark = mark
  }

  /// An error at a mark.
  public static func error(_ message: String, at mark: SourceMark?) -> Diagnostic {
    Diagnostic(.error, message, at: mark)
  }

  /// A warning at a mark.
  public static func warning(_ message: String, at mark: SourceMark?) -> Diagnostic {
    Diagnostic(.warning, message, at: mark)
  }
}

/// A failure that carries one or more diagnostics (parsing, decoding, checking).
public struct DiagnosticError: Error, Sendable, Hashable {
  /// Every problem found, in source order.
  public var diagnostics: [Diagnostic]

  /// Creates an error from its diagnostics.
  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
