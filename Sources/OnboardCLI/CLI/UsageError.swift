/// Something wrong with the words on the command line, found while matching them
/// against a command's ``ArgumentDefinition``s.
///
/// Each case renders as one lower-case line; misspelt names carry a suggestion
/// found by edit distance.
enum ParseProblem: Error, Hashable, Sendable {
  /// `--jsno`: no option has that name.
  case unknownOption(String, suggestion: String?)
  /// `chek`: no subcommand has that name.
  case unknownCommand(String, suggestion: String?)
  /// `--out` at the end, or followed by another option.
  case missingValue(label: String)
  /// A required positional or option that was not given.
  case missingArgument(label: String)
  /// A word no positional is left to take.
  case unexpectedArgument(String)
  /// `--json=yes`: flags take no value.
  case flagWithValue(String)
  /// A non-repeating option given twice.
  case duplicateOption(String)
  /// A value that does not convert to the option's type.
  case invalidValue(String, label: String, expectation: String)
  /// A ``ValidationError`` from the command itself.
  case invalid(String)

  /// The line after `error: `, such as `unknown option '--jsno'; did you mean '--json'?`.
  var message: String {
    switch self {
    case .unknownOption(let name, let suggestion):
      return "unknown option '\(name)'" + Self.didYouMean(suggestion)
    case .unknownCommand(let name, let suggestion):
      return "unknown command '\(name)'" + Self.didYouMean(suggestion)
    case .missingValue(let label):
      return "missing value for '\(label)'"
    case .missingArgument(let label):
      return "missing expected argument '\(label)'"
    case .unexpectedArgument(let word):
      return "unexpected argument '\(word)'"
    case .flagWithValue(let name):
      return "flag '\(name)' does not take a value"
    case .duplicateOption(let name):
      return "option '\(name)' given more than once; give it once"
    case .invalidValue(let value, let label, let expectation):
      let expected = expectation.isEmpty ? "" : "; expected \(expectation)"
      return "invalid value '\(value)' for '\(label)'\(expected)"
    case .invalid(let message):
      return message
    }
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}

/// A command line that cannot run, with the usage line of the command it was
/// meant for. The presenter prints both on standard error and exits with 2:
///
/// ```
/// error: unknown option '--jsno'; did you mean '--json'?
/// usage: onboard check <flow> ... [--json]
/// ```
struct UsageError: Error, Hashable, Sendable {
  /// What is wrong.
  var problem: ParseProblem
  /// The usage line of the command, without a prefix: `onboard check <flow> ... [--json]`.
  var usage: String

  /// A usage error for a command.
  init(_ problem: ParseProblem, usage: String) {
    self.problem = problem
    self.usage = usage
  }

  /// The two lines for standard error, each ending with a newline.
  var text: String {
    "error: \(problem.message)\nusage: \(usage)\n"
  }
}
