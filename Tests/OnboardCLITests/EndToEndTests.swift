import Testing

/// Runs the built `onboard` binary and asserts standard output, standard error and
/// the exit status exactly.
@Suite struct EndToEndTests {
  private static let rootUsage = "usage: onboard <subcommand>\n"
  private static let checkUsage = "usage: onboard check <flow> ... [--json] [--outline] [--strict]\n"

  @Test(arguments: [["--help"], ["-h"], ["help"], []])
  func rootHelpMatchesTheGoldenFile(arguments: [String]) throws {
    let run = try OnboardBinary.run(arguments)
    let golden = try Golden.text("help.txt", updatingWith: run.stdout)
    #expect(run == .init(stdout: golden, stderr: "", status: 0))
  }

  @Test(arguments: [
    ["help", "check"], ["check", "--help"], ["check", "-h"], ["check", "a.yaml", "--help"],
  ])
  func checkHelpMatchesTheGoldenFile(arguments: [String]) throws {
    let run = try OnboardBinary.run(arguments)
    let golden = try Golden.text("check-help.txt", updatingWith: run.stdout)
    #expect(run == .init(stdout: golden, stderr: "", status: 0))
  }

  @Test func versionPrintsNameAndVersion() throws {
    let run = try OnboardBinary.run(["--version"])
    #expect(run == .init(stdout: "onboard 0.1.0\n", stderr: "", status: 0))
  }

  @Test(arguments: [["chek", "a.yaml"], ["help", "chek"]])
  func unknownCommandSuggestsTheClosest(arguments: [String]) throws {
    let run = try OnboardBinary.run(arguments)
    let stderr = "error: unknown command 'chek'; did you mean 'check'?\n" + Self.rootUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func unknownCommandWithNothingCloseSuggestsNothing() throws {
    let run = try OnboardBinary.run(["deploy"])
    #expect(run == .init(stdout: "", stderr: "error: unknown command 'deploy'\n" + Self.rootUsage, status: 2))
  }

  @Test func unknownOptionSuggestsTheClosest() throws {
    let run = try OnboardBinary.run(["check", "--jsno", "a.yaml"])
    let stderr = "error: unknown option '--jsno'; did you mean '--json'?\n" + Self.checkUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func unknownRootOptionSuggestsTheClosest() throws {
    let run = try OnboardBinary.run(["--verison"])
    let stderr = "error: unknown option '--verison'; did you mean '--version'?\n" + Self.rootUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func missingPositionalIsAUsageError() throws {
    let run = try OnboardBinary.run(["check", "--json"])
    let stderr = "error: missing expected argument '<flow> ...'\n" + Self.checkUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func equalsFormIsSplitBeforeTheNameIsLookedUp() throws {
    let run = try OnboardBinary.run(["check", "--jsno=yes", "a.yaml"])
    let stderr = "error: unknown option '--jsno'; did you mean '--json'?\n" + Self.checkUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func equalsFormOnAFlagIsAUsageError() throws {
    let run = try OnboardBinary.run(["check", "a.yaml", "--json=yes"])
    let stderr = "error: flag '--json' does not take a value\n" + Self.checkUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func helpForALeafTakesNoMoreNames() throws {
    let run = try OnboardBinary.run(["help", "check", "extra"])
    let stderr = "error: unexpected argument 'extra'\n" + Self.checkUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }
}
