import OnboardKit

/// A command of the `onboard` tool, in the shape of swift-argument-parser's
/// protocol of the same name: a configuration, the arguments it declares, an
/// initializer from the parsed values, and `run()`.
///
/// ```swift
/// struct GreetCommand: ParsableCommand {
///   static var configuration: CommandConfiguration {
///     CommandConfiguration(commandName: "greet", abstract: "Say hello.")
///   }
///   static let nameArgument = ArgumentDefinition.positional("name", help: "Who to greet.")
///   static var arguments: [ArgumentDefinition] { [nameArgument] }
///
///   var name: String
///   init(values: ParsedValues) throws {
///     name = try values.value(Self.nameArgument) ?? ""
///   }
///   func run() throws { Console.writeLine("hello, \(name)") }
/// }
/// ```
///
/// `run()` throws to fail: ``CommandFailure`` for a failed job (exit 1),
/// ``ValidationError`` for a bad command line (exit 2). It never exits itself.
protocol ParsableCommand {
  /// The name, help text and subcommands.
  static var configuration: CommandConfiguration { get }

  /// What the command accepts, in the order the usage line shows them.
  /// `-h, --help` is added by the parser; do not declare it.
  static var arguments: [ArgumentDefinition] { get }

  /// The command, from the values the parser matched to ``arguments``.
  ///
  /// - Throws: ``ParseProblem`` from a value that does not convert, or
  ///   ``ValidationError``; both become usage errors.
  init(values: ParsedValues) throws

  /// Checks values that parsed but may not fit together; throw ``ValidationError``.
  mutating func validate() throws

  /// Does the work.
  func run() throws
}

extension ParsableCommand {
  /// No arguments.
  static var arguments: [ArgumentDefinition] { [] }

  /// Accepts every combination.
  mutating func validate() throws {}
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
