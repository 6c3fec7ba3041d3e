import Testing

@testable import OnboardCLI

/// Holds every registered command to the house rules, so a new command is checked
/// the moment it is added to ``CommandRegistry``.
@Suite struct CommandRegistryTests {
  private static var commands: [String] {
    CommandRegistry.commands.map { $0.configuration.commandName }
  }

  private static func type(named name: String) throws -> any ParsableCommand.Type {
    try #require(CommandRegistry.commands.first { $0.configuration.commandName == name })
  }

  @Test func namesAreUniqueAndDoNotShadowHelp() {
    #expect(Set(Self.commands).count == Self.commands.count)
    #expect(!Self.commands.contains(CommandParser.helpCommandName))
  }

  @Test(arguments: commands)
  func abstractIsOneSentence(name: String) throws {
    let abstract = try Self.type(named: name).configuration.abstract
    #expect(abstract.first?.isUppercase == true)
    #expect(abstract.hasSuffix("."))
    #expect(!abstract.contains("\n"))
  }

  @Test(arguments: commands)
  func helpFitsIn80ColumnsWithoutTrailingSpaces(name: String) throws {
    let text = HelpGenerator([OnboardCommand.self, try Self.type(named: name)]).rendered()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(line.count <= 80, "\(line)")
      #expect(line.last != " ", "\(line)")
    }
  }

  @Test(arguments: commands)
  func argumentsHaveHelpAndUniqueNames(name: String) throws {
    let arguments = try Self.type(named: name).arguments
    #expect(arguments.allSatisfy { !$0.help.isEmpty })
    let keys = arguments.map(\.key) + [ArgumentDefinition.helpFlag.key]
    #expect(Set(keys).count == keys.count)
    let shorts = arguments.compactMap(\.shortName) + ["h"]
    #expect(Set(shorts).count == shorts.count)
  }

  @Test(arguments: commands)
  func onlyTheLastPositionalRepeats(name: String) throws {
    let positionals = try Self.type(named: name).arguments.filter { $0.kind == .positional }
    #expect(positionals.dropLast().allSatisfy { !$0.isRepeating })
  }

  @Test func rootHelpFitsIn80Columns() {
    let text = HelpGenerator([OnboardCommand.self]).rendered()
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 && $0.last != " " })
  }
}
