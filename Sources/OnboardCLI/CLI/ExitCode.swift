/// The status `onboard` exits with; the shell and CI read nothing else.
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | the job failed: a flow has errors, a file is missing, … |
/// | 2 | usage error: the command line itself is wrong |
/// | 130 | interrupted (128 + SIGINT) |
///
/// Only ``ErrorPresenter`` chooses a code for an error; commands throw and never exit.
struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The number handed to `exit(3)`.
  let rawValue: Int32

  /// Wraps a raw status.
  init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// Everything worked.
  static let success = ExitCode(rawValue: 0)
  /// The command ran but its job failed.
  static let failure = ExitCode(rawValue: 1)
  /// The command line could not be parsed or validated.
  static let usage = ExitCode(rawValue: 2)
  /// The user pressed Ctrl-C (128 + SIGINT).
  static let interrupted = ExitCode(rawValue: 130)

  /// The number, for messages and test failures.
  var description: String { String(rawValue) }
}
