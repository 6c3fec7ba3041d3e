@testable import OnboardCLI

/// A small command tree for parser tests, apart from the real commands:
///
/// ```
/// tool [--version] <subcommand>
///   greet <name> [--times <n>] [--loud]       (validate: times > 0)
///   secret                                    (hidden)
///   group <subcommand>
///     leaf [<item> ...]
/// ```
struct ToolCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "tool", abstract: "A tool for tests.", version: "9.9",
      subcommands: [GreetCommand.self, SecretCommand.self, GroupCommand.self])
  }
  func run() throws {}
}

struct GreetCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "greet", abstract: "Say hello.")
  }
  @Argument("name", help: "Who to greet.")
  var name: String
  @Option("times", valueName: "n", help: "How many times.")
  var times: Int = 1
  @Flag("loud", short: "l", help: "Shout.")
  var loud: Bool

  mutating func validate() throws {
    guard times > 0 else { throw ValidationError("'--times' must be at least 1") }
  }

  func run() throws {}
}

struct SecretCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "secret", abstract: "Not listed.", shouldDisplay: false)
  }
  func run() throws {}
}

struct GroupCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "group", abstract: "A nested group.", subcommands: [LeafCommand.self])
  }
  func run() throws {}
}

struct LeafCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "leaf", abstract: "A nested leaf.")
  }
  @Argument("item", required: false, help: "Items.")
  var items: [String]
  func run() throws {}
}
