/// Thrown by the parser when the user asked for text rather than for work:
/// `--help`, `help COMMAND`, `--version`. The presenter prints the text on
/// standard output and exits with status 0.
///
/// Using an error keeps one path out of the parser: the parser either returns a
/// command to run or throws, and ``ErrorPresenter`` decides what the user sees.
enum CleanExit: Error, Hashable, Sendable {
  /// Help for a command, already rendered (ends with a newline).
  case helpRequest(String)
  /// The tool's name and version, as `onboard 0.1.0` (no newline).
  case versionRequest(String)

  /// What to print on standard output, ending with exactly one newline.
  var text: String {
    switch self {
    case .helpRequest(let help):
      return help.hasSuffix("\n") ? help : help + "\n"
    case .versionRequest(let version):
      return version + "\n"
    }
  }
}
