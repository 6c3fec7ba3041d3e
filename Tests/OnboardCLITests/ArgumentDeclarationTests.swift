import Testing

@testable import OnboardCLI

/// A group with its own rule, shared the way ``EventOutputs`` is.
private struct Limits: ParsableArguments {
  @Option("level", valueName: "n", help: "A level.")
  var level: Int = 1
  @Flag("dry-run", help: "Do nothing.")
  var dryRun: Bool

  func validate() throws {
    if dryRun, level > 5 { throw ValidationError("a dry run goes to level 5") }
  }
}

/// One argument of every form, declared once each.
private struct SampleCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "sample", abstract: "A sample.")
  }

  @Argument("input", help: "The input.")
  var input: String
  @OptionGroup(help: ["level": "The sample's level."])
  var limits: Limits
  @Option("count", valueName: "n", help: "How many.")
  var count: Int
  @Option("tag", help: "A tag.")
  var tags: [String]
  @Option("format", help: "The format.")
  var format: GraphFormat = .mermaid
  @Option("note", help: "A note.")
  var note: String?

  func validate() throws {
    guard count >= 0 else { throw ValidationError("'--count' must be 0 or more") }
  }

  func run() throws {}
}

/// `@Option`, `@Flag`, `@Argument` and `@OptionGroup`: the property is the
/// whole declaration, and parsing, help, validation and the value follow from it.
@Suite struct ArgumentDeclarationTests {
  private func parse(_ words: [String]) throws -> SampleCommand {
    try #require(try CommandParser(root: SampleCommand.self).parse(words) as? SampleCommand)
  }

  private func problem(_ words: [String]) -> ParseProblem? {
    do {
      _ = try parse(words)
      return nil
    } catch {
      return (error as? UsageError)?.problem
    }
  }

  @Test func theUsageLineFollowsTheDeclarationOrderWithGroupsInPlace() {
    let arguments = SampleCommand.arguments
    #expect(
      arguments.map(\.usageComponent) == [
        "<input>", "[--level <n>]", "[--dry-run]", "--count <n>", "[--tag <tag> ...]", "[--format <format>]",
        "[--note <note>]",
      ])
    #expect(arguments.first { $0.name == "level" }?.help == "The sample's level.")
    #expect(arguments.first { $0.name == "dry-run" }?.help == "Do nothing.")
  }

  @Test func everyFormParsesIntoItsProperty() throws {
    let sample = try parse([
      "in", "--count", "3", "--tag", "a", "--level=4", "--tag", "b", "--format", "dot", "--dry-run",
    ])
    #expect(sample.input == "in")
    #expect(sample.count == 3)
    #expect(sample.tags == ["a", "b"])
    #expect(sample.limits.level == 4)
    #expect(sample.limits.dryRun)
    #expect(sample.format == .dot)
    #expect(sample.note == nil)
  }

  @Test func leftOutValuesTakeTheirDefaults() throws {
    let sample = try parse(["in", "--count", "0"])
    #expect(sample.tags.isEmpty)
    #expect(sample.limits.level == 1)
    #expect(!sample.limits.dryRun)
    #expect(sample.format == .mermaid)
  }

  @Test func theFirstBadWordInDeclarationOrderIsReported() {
    #expect(
      problem(["in", "--format", "svg", "--count", "x"])
        == .invalidValue("x", label: "--count <n>", expectation: "an integer"))
    #expect(
      problem(["in", "--count", "1", "--format", "dott"])
        == .invalid("invalid value 'dott' for '--format <format>'; did you mean 'dot'?"))
    #expect(problem(["in"]) == .missingArgument(label: "--count <n>"))
  }

  @Test func theCommandValidatesBeforeItsGroups() {
    #expect(
      problem(["in", "--count", "-1", "--dry-run", "--level", "9"]) == .invalid("'--count' must be 0 or more")
    )
    #expect(
      problem(["in", "--count", "1", "--dry-run", "--level", "9"]) == .invalid("a dry run goes to level 5"))
    #expect(problem(["in", "--count", "1", "--level", "9"]) == nil)
  }

  @Test func anInstanceMadeOutsideParsingOnlyDescribes() {
    let sample = SampleCommand()
    #expect(sample.tags.isEmpty)
    #expect(sample.format == .mermaid)
    #expect(ArgumentReflection.firstProblem(of: sample) == nil)
  }
}
