import OnboardKit

/// Walks the command tree from the root: options of each command group, then the
/// subcommand name, down to a leaf command, which it builds from its values.
///
/// It returns the command to run, or throws: ``CleanExit`` for `--help`, `-h`,
/// `help [COMMAND...]`, `--version` and a bare group (which shows its help), and
/// ``UsageError`` for anything wrong, with the usage line of the command concerned.
///
/// ```swift
/// let command = try CommandParser(root: OnboardCommand.self).parse(["check", "a.yaml"])
/// try command.run()
/// ```
struct CommandParser {
  /// The name of the built-in help subcommand every group has.
  static let helpCommandName = "help"
  /// Its line in the `SUBCOMMANDS:` list.
  static let helpCommandAbstract = "Show subcommand help information."

  /// The tool's top command, whose configuration lists the subcommands.
  let root: any ParsableCommand.Type
  /// The models handed to every command in its values.
  let models: ModelRegistry

  /// A parser for the tree under `root`, whose commands run `models`.
  init(root: any ParsableCommand.Type, models: ModelRegistry = .builtIn) {
    self.root = root
    self.models = models
  }

  /// The command `words` (the process arguments without the tool's path) ask for.
  func parse(_ words: [String]) throws -> any ParsableCommand {
    var stack: CommandStack = [root]
    var remaining = words[...]
    while let command = stack.last, !command.configuration.subcommands.isEmpty {
      var groupWords = Array(remaining.prefix { ArgumentsParser.looksLikeOption($0) && $0 != "--" })
      remaining = remaining.dropFirst(groupWords.count)
      if remaining.first == "--" {
        groupWords.append("--")
        remaining = remaining.dropFirst()
      }
      try parseGroupOptions(groupWords, stack: stack)
      guard let name = remaining.popFirst() else {
        throw CleanExit.helpRequest(HelpGenerator(stack).rendered())
      }
      if name == Self.helpCommandName {
        throw try helpRequest(Array(remaining), stack: stack)
      }
      stack.append(try subcommand(named: name, stack: stack))
    }
    return try parseLeaf(Array(remaining), stack: stack)
  }

  /// The arguments a command accepts, with the built-in `--version` and `--help`.
  static func definitions(for command: any ParsableCommand.Type) -> [ArgumentDefinition] {
    var definitions = command.arguments
    if !command.configuration.version.isEmpty { definitions.append(.versionFlag) }
    definitions.append(.helpFlag)
    return definitions
  }

  /// Whether `words` ask for help before any `--`.
  static func requestsHelp(_ words: [String]) -> Bool {
    for word in words {
      if word == "--" { return false }
      if word == "--help" || word == "-h" { return true }
    }
    return false
  }

  /// The options before a group's subcommand name: `--help`, `--version`, or the
  /// group's own flags (groups take flags only: an option's value would be read as
  /// the subcommand name).
  private func parseGroupOptions(_ words: [String], stack: CommandStack) throws {
    guard let command = stack.last else { return }
    if Self.requestsHelp(words) { throw CleanExit.helpRequest(HelpGenerator(stack).rendered()) }
    let values = try usageErrors(stack) {
      try ArgumentsParser(definitions: Self.definitions(for: command)).parse(words)
    }
    if values.flag(.versionFlag) {
      let configuration = command.configuration
      throw CleanExit.versionRequest("\(configuration.commandName) \(configuration.version)")
    }
  }

  /// The subcommand of the last command of `stack` called `name`, or an
  /// unknown-command error with the closest displayed name.
  private func subcommand(named name: String, stack: CommandStack) throws -> any ParsableCommand.Type {
    let subcommands = stack.last?.configuration.subcommands ?? []
    if let found = subcommands.first(where: { $0.configuration.commandName == name }) { return found }
    let candidates =
      subcommands.map { $0.configuration }.filter(\.shouldDisplay).map(\.commandName) + [Self.helpCommandName]
    let suggestion = EditDistance.suggestion(for: name, among: candidates)
    throw UsageError(.unknownCommand(name, suggestion: suggestion), usage: UsageGenerator(stack).line)
  }

  /// `help [COMMAND...]`: the help of the command the names lead to, from `stack`.
  /// `-h`/`--help` among them are ignored; other options are errors.
  private func helpRequest(_ words: [String], stack: CommandStack) throws -> CleanExit {
    var target = stack
    for word in words where word != "-h" && word != "--help" {
      if ArgumentsParser.looksLikeOption(word) {
        throw UsageError(.unknownOption(word, suggestion: nil), usage: UsageGenerator(stack).line)
      }
      guard let current = target.last, !current.configuration.subcommands.isEmpty else {
        throw UsageError(.unexpectedArgument(word), usage: UsageGenerator(target).line)
      }
      target.append(try subcommand(named: word, stack: target))
    }
    return CleanExit.helpRequest(HelpGenerator(target).rendered())
  }

  /// The leaf command, built and validated from its words.
  private func parseLeaf(_ words: [String], stack: CommandStack) throws -> any ParsableCommand {
    guard let command = stack.last else { throw CleanExit.helpRequest("") }
    if Self.requestsHelp(words) { throw CleanExit.helpRequest(HelpGenerator(stack).rendered()) }
    return try usageErrors(stack) {
      var values = try ArgumentsParser(definitions: Self.definitions(for: command)).parse(words)
      values.models = models
      return try command.parsed(from: values)
    }
  }

  /// Runs `body`, turning ``ParseProblem`` and ``ValidationError`` into
  /// ``UsageError``s that carry the usage line of the last command of `stack`.
  private func usageErrors<Result>(_ stack: CommandStack, _ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let problem as ParseProblem {
      throw UsageError(problem, usage: UsageGenerator(stack).line)
    } catch let invalid as ValidationError {
      throw UsageError(.invalid(invalid.message), usage: UsageGenerator(stack).line)
    }
  }
}
