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
  init(values: ParsedValues) {}
  func run() throws {}
}

struct GreetCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "greet", abstract: "Say hello.")
  }
  static let nameArgument = ArgumentDefinition.positional("name", help: "Who to greet.")
  static let timesOption = ArgumentDefinition.option("times", valueName: "n", help: "How many times.")
  static let loudFlag = ArgumentDefinition.flag("loud", short: "l", help: "Shout.")
  static var arguments: [ArgumentDefinition] { [nameArgument, timesOption, loudFlag] }

  var name: String
  var times: Int
  var loud: Bool

  init(values: ParsedValues) throws {
    name = try values.value(Self.nameArgument) ?? ""
    times = try values.value(Self.timesOption, as: Int.self) ?? 1
    loud = values.flag(Self.loudFlag)
  }

  mutating func validate() throws {
    guard times > 0 else { throw ValidationError("'--times' must be at least 1") }
  }

  func run() throws {}
}

struct SecretCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "secret", abstract: "Not listed.", shouldDisplay: false)
  }
  init(values: ParsedValues) {}
  func run() throws {}
}

struct GroupCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "group", abstract: "A nested group.", subcommands: [LeafCommand.self])
  }
  init(values: ParsedValues) {}
  func run() throws {}
}

struct LeafCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "leaf", abstract: "A nested leaf.")
  }
  static let itemsArgument = ArgumentDefinition.positional(
    "item", repeating: true, required: false, help: "Items.")
  static var arguments: [ArgumentDefinition] { [itemsArgument] }

  var items: [String]
  init(values: ParsedValues) throws {
    items = try values.values(Self.itemsArgument)
  }
  func run() throws {}
}
