/// The `onboard` command line as a library: every command (check, run, test, paths,
/// assign, graph, compile, simulate, report, schema) lives here, and an executable is
/// the one call to ``main()``.
///
/// ```swift
/// import OnboardCLI
///
/// OnboardCLI.main()
/// ```
public enum OnboardCLI {
  /// Parses the process's arguments, runs the command they name, prints any error and
  /// exits with the command's status (0 success, 1 the job failed, 2 usage error,
  /// 130 interrupted). It never returns.
  public static func main() -> Never {
    OnboardCommand.main()
  }
}
