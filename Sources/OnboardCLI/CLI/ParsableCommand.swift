import OnboardKit

/// A command of the `onboard` tool, in the shape of swift-argument-parser's
/// protocol of the same name: a configuration, its arguments declared once as
/// properties (``Option``, ``Flag``, ``Argument``, ``OptionGroup``; see
/// ``ParsableArguments``), `validate()` for values that must fit together, and `run()`.
///
/// ```swift
/// struct GreetCommand: ParsableCommand {
///   static var configuration: CommandConfiguration {
///     CommandConfiguration(commandName: "greet", abstract: "Say hello.")
///   }
///
///   @Argument("name", help: "Who to greet.")
///   var name: String
///   @Option("times", valueName: "n", help: "How many times (default 1).")
///   var times: Int = 1
///   @Flag("loud", short: "l", help: "Shout.")
///   var loud: Bool
///
///   func validate() throws {
///     guard times > 0 else { throw ValidationError("'--times' must be at least 1") }
///   }
///   func run() throws { Console.writeLine("hello, \(name)") }
/// }
/// ```
///
/// The usage line and help list the arguments in declaration order; `-h, --help`
/// (and `--version` for a root with a version) are added by the parser.
/// `run()` throws to fail: ``CommandFailure`` for a failed job (exit 1),
/// ``ValidationError`` for a bad command line (exit 2). It never exits itself.
protocol ParsableCommand: ParsableArguments {
  /// The name, help text and subcommands.
  static var configuration: CommandConfiguration { get }

  /// Does the work.
  func run() throws
}

/// The commands from the root to the one being parsed, as in `[OnboardCommand, CheckCommand]`.
typealias CommandStack = [any ParsableCommand.Type]

extension ParsableCommand {
  /// Parses the process's arguments, runs the command they name with `models`,
  /// prints any error, and exits.
  static func main(models: ModelRegistry) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    CommandRunner.exit(CommandRunner.run(Self.self, arguments: arguments, models: models))
  }
}
