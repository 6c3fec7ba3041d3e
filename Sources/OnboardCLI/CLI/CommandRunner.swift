import OnboardKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses, runs, presents: the life of one `onboard` process, outside `main.swift`
/// so that nothing here is tied to the main actor.
enum CommandRunner {
  /// Runs the command `arguments` name under `root` with `models` and returns the
  /// exit status; any error is printed by ``ErrorPresenter``.
  static func run(
    _ root: any ParsableCommand.Type, arguments: [String], models: ModelRegistry = .builtIn
  ) -> ExitCode {
    do {
      let command = try CommandParser(root: root, models: models).parse(arguments)
      try command.run()
      return .success
    } catch {
      let presentation = ErrorPresenter.present(error)
      Console.write(presentation.text, to: presentation.stream)
      return presentation.exitCode
    }
  }

  /// Flushes anything buffered and ends the process with `status`.
  static func exit(_ status: ExitCode) -> Never {
    Console.flushAll()
    #if canImport(Glibc)
      Glibc.exit(status.rawValue)
    #elseif canImport(Musl)
      Musl.exit(status.rawValue)
    #else
      Darwin.exit(status.rawValue)
    #endif
  }
}
