import Testing

@testable import OnboardCLI

@Suite struct CommandParserTests {
  private let tool = CommandParser(root: ToolCommand.self)

  private func help(_ stack: CommandStack) -> CleanExit {
    .helpRequest(HelpGenerator(stack).rendered())
  }

  @Test func buildsTheLeafFromItsValues() throws {
    let greet = try #require(try tool.parse(["greet", "ada", "--times=3", "-l"]) as? GreetCommand)
    #expect(greet.name == "ada")
    #expect(greet.times == 3)
    #expect(greet.loud)
  }

  @Test func buildsCheckFromItsPathsAndFlag() throws {
    let parser = CommandParser(root: OnboardCommand.self)
    let check = try #require(try parser.parse(["check", "a.yaml", "--json", "b.yaml"]) as? CheckCommand)
    #expect(check.paths == ["a.yaml", "b.yaml"])
    #expect(check.json)
  }

  @Test func walksNestedGroups() throws {
    let leaf = try #require(try tool.parse(["group", "leaf", "x", "y"]) as? LeafCommand)
    #expect(leaf.items == ["x", "y"])
  }

  @Test func runsHiddenCommandsWhenNamed() throws {
    #expect(try tool.parse(["secret"]) is SecretCommand)
  }

  /// The commands along `path` from the test root: `["group", "leaf"]`.
  private func stack(_ path: [String]) throws -> CommandStack {
    var stack: CommandStack = [ToolCommand.self]
    for name in path {
      let subcommands = stack.last?.configuration.subcommands ?? []
      stack.append(try #require(subcommands.first { $0.configuration.commandName == name }))
    }
    return stack
  }

  @Test(arguments: [
    ([], []),
    (["--help"], []),
    (["-h"], []),
    (["help"], []),
    (["help", "--help"], []),
    (["help", "greet"], ["greet"]),
    (["greet", "--help"], ["greet"]),
    (["greet", "--loud", "-h", "--nonsense"], ["greet"]),
    (["group"], ["group"]),
    (["group", "-h"], ["group"]),
    (["help", "group", "leaf"], ["group", "leaf"]),
    (["group", "help", "leaf"], ["group", "leaf"]),
  ])
  func helpIsACleanExitWithTheRightCommandsHelp(words: [String], path: [String]) throws {
    let expected = help(try stack(path))
    #expect(throws: expected) { try tool.parse(words) }
  }

  @Test func helpAfterDoubleDashIsAPositional() throws {
    let leaf = try #require(try tool.parse(["group", "leaf", "--", "--help"]) as? LeafCommand)
    #expect(leaf.items == ["--help"])
  }

  @Test func versionIsACleanExit() {
    #expect(throws: CleanExit.versionRequest("tool 9.9")) { try tool.parse(["--version"]) }
  }

  @Test(arguments: [
    (["gret", "ada"], ParseProblem.unknownCommand("gret", suggestion: "greet"), "tool <subcommand>"),
    (["secrt"], .unknownCommand("secrt", suggestion: nil), "tool <subcommand>"),
    (["hlep"], .unknownCommand("hlep", suggestion: "help"), "tool <subcommand>"),
    (["help", "gret"], .unknownCommand("gret", suggestion: "greet"), "tool <subcommand>"),
    (["group", "laef"], .unknownCommand("laef", suggestion: "leaf"), "tool group <subcommand>"),
    (["help", "greet", "x"], .unexpectedArgument("x"), "tool greet <name> [--times <n>] [--loud]"),
    (["help", "--json"], .unknownOption("--json", suggestion: nil), "tool <subcommand>"),
    (["--verison"], .unknownOption("--verison", suggestion: "--version"), "tool <subcommand>"),
    (["greet"], .missingArgument(label: "<name>"), "tool greet <name> [--times <n>] [--loud]"),
    (
      ["greet", "ada", "--lod"], .unknownOption("--lod", suggestion: "--loud"),
      "tool greet <name> [--times <n>] [--loud]"
    ),
    (
      ["greet", "ada", "--times", "x"], .invalidValue("x", label: "--times <n>", expectation: "an integer"),
      "tool greet <name> [--times <n>] [--loud]"
    ),
    (
      ["greet", "ada", "--times=0"], .invalid("'--times' must be at least 1"),
      "tool greet <name> [--times <n>] [--loud]"
    ),
  ])
  func usageErrorsCarryTheUsageOfTheCommandConcerned(words: [String], problem: ParseProblem, usage: String) {
    #expect(throws: UsageError(problem, usage: usage)) { try tool.parse(words) }
  }

  @Test func hiddenCommandsAreLeftOutOfHelp() {
    let text = HelpGenerator([ToolCommand.self]).rendered()
    #expect(text.contains("  greet "))
    #expect(!text.contains("secret"))
  }
}
