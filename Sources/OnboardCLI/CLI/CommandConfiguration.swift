/// What a command is called and how its help describes it.
///
/// ```swift
/// CommandConfiguration(
///   commandName: "check",
///   abstract: "Check flow files and report every problem with its position.",
///   examples: [CommandExample("Check one flow:", "onboard check Flows/signup.yaml")])
/// ```
struct CommandConfiguration {
  /// The word that selects it: `check`. For the root, the tool's name.
  var commandName: String
  /// One sentence, shown after `OVERVIEW:` and in the parent's subcommand list.
  var abstract: String
  /// Paragraphs after the abstract in the command's own help (`\n` separates them).
  var discussion: String
  /// Typical invocations, shown under `EXAMPLES:`.
  var examples: [CommandExample]
  /// The version, for a root command: adds `--version`, which prints
  /// `<commandName> <version>`. Empty for subcommands.
  var version: String
  /// The commands under this one, in help order; empty for a leaf command.
  var subcommands: [any ParsableCommand.Type]
  /// Whether the parent's help lists it. A hidden command still runs when named,
  /// but is left out of help and of "did you mean" suggestions.
  var shouldDisplay: Bool

  /// A configuration; only the name and abstract are required.
  init(
    commandName: String,
    abstract: String,
    discussion: String = "",
    examples: [CommandExample] = [],
    version: String = "",
    subcommands: [any ParsableCommand.Type] = [],
    shouldDisplay: Bool = true
  ) {
    self.commandName = commandName
    self.abstract = abstract
    self.discussion = discussion
    self.examples = examples
    self.version = version
    self.subcommands = subcommands
    self.shouldDisplay = shouldDisplay
  }
}

/// One typical invocation of a command, for the `EXAMPLES:` section of its help.
struct CommandExample: Hashable, Sendable {
  /// What it does, as a sentence ending in a colon: `Check one flow:`.
  var summary: String
  /// The command line, as typed: `onboard check Flows/signup.yaml`.
  var commandLine: String

  /// An example from its summary and command line.
  init(_ summary: String, _ commandLine: String) {
    self.summary = summary
    self.commandLine = commandLine
  }
}
