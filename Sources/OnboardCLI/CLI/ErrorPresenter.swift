import Foundation
import OnboardKit

/// What the user sees when a command ends by throwing: the text, the stream it
/// goes to, and the exit status.
struct Presentation: Hashable, Sendable {
  /// The text, each line ending with a newline; empty to print nothing.
  var text: String
  /// Where the text goes.
  var stream: StandardStream
  /// The process's exit status.
  var exitCode: ExitCode
}

/// The one place that maps an error to text, stream and exit status.
///
/// | error | stream | status |
/// |---|---|---|
/// | ``CleanExit`` (help, version) | stdout | 0 |
/// | ``UsageError`` | stderr: `error: …` and `usage: …` | 2 |
/// | ``CommandFailure`` | stderr: `error: …`, or nothing | 1 |
/// | `DiagnosticError` | stderr: `file:line:column: error: …` per diagnostic | 1 |
/// | `CancellationError` | stderr: nothing | 130 |
/// | anything else | stderr: `error: <description>` | 1 |
enum ErrorPresenter {
  /// The presentation of a run that ended with `error`.
  static func present(_ error: any Error) -> Presentation {
    switch error {
    case let clean as CleanExit:
      return Presentation(text: clean.text, stream: .output, exitCode: .success)
    case let usage as UsageError:
      return Presentation(text: usage.text, stream: .error, exitCode: .usage)
    case let failure as CommandFailure:
      return Presentation(text: failure.message.map(errorLine) ?? "", stream: .error, exitCode: .failure)
    case let validation as ValidationError:
      // NB: thrown from run() rather than validate(); the usage line is not at hand.
      return Presentation(text: errorLine(validation.message), stream: .error, exitCode: .usage)
    case let problem as ParseProblem:
      return Presentation(text: errorLine(problem.message), stream: .error, exitCode: .usage)
    case let diagnostics as DiagnosticError:
      return Presentation(text: text(of: diagnostics), stream: .error, exitCode: .failure)
    case is CancellationError:
      return Presentation(text: "", stream: .error, exitCode: .interrupted)
    default:
      return Presentation(text: errorLine(describe(error)), stream: .error, exitCode: .failure)
    }
  }

  /// `error: <message>` and a newline.
  private static func errorLine(_ message: String) -> String {
    "error: \(message)\n"
  }

  /// One `file:line:column: severity: message` line per diagnostic.
  private static func text(of error: DiagnosticError) -> String {
    error.diagnostics.map { diagnostic in
      let position = diagnostic.mark.map { "\($0): " } ?? ""
      return "\(position)\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
    }.joined()
  }

  /// The most readable description of an error from elsewhere (Foundation, a library).
  private static func describe(_ error: any Error) -> String {
    if let localized = error as? any LocalizedError, let description = localized.errorDescription {
      return description
    }
    return String(describing: error)
  }
}
