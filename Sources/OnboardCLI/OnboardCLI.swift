import OnboardKit

/// The `onboard` command line as a library: every command (check, run, test, paths,
/// assign, graph, compile, simulate, report, schema) lives here, and an executable is
/// one call to ``main(models:)`` with the models its flows build.
///
/// A team's own tool is one file in its own package:
///
/// ```swift
/// import OnboardCLI
///
/// @main enum AcmeOnboard {
///   static func main() { OnboardCLI.main(models: [Member.self, User.self]) }
/// }
/// ```
public enum OnboardCLI {
  /// Parses the process's arguments, runs the command they name for the flow's
  /// model (its `model:` picks the Swift type among `models`), prints any error
  /// and exits with the command's status (0 success, 1 the job failed, 2 usage
  /// error, 130 interrupted). It never returns.
  ///
  /// - Parameter models: the models flows may build, e.g. `[Member.self, User.self]`.
  ///   Two with one name, or a schema that cannot be collected, is a usage error
  ///   (exit 2) before any command runs.
  public static func main(models: [any RunnableModel.Type]) -> Never {
    let registry: ModelRegistry
    do {
      registry = try ModelRegistry(models)
    } catch {
      Console.writeLine("error: \(error.description)", to: .error)
      CommandRunner.exit(.usage)
    }
    OnboardCommand.main(models: registry)
  }
}
