import Foundation
import Testing

/// `onboard test` and `onboard paths` end to end: the built binary, real
/// flows, the planted-bug fixtures, exact output (times masked).
@Suite struct FlowTestCommandsTests {
  static let fixtures = RepositoryFiles.root.appendingPathComponent("Tests/OnboardFlowTestsTests/Fixtures")
  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
  static let flows = RepositoryFiles.root.appendingPathComponent("Flows").path

  /// `(0.42 ms)` becomes `(T)` and the repository's folder `<root>`, so output compares exactly.
  static func masked(_ text: String) -> String {
    text.replacingOccurrences(of: #"\(\d+\.\d\d m?s\)"#, with: "(T)", options: .regularExpression)
      .replacingOccurrences(of: RepositoryFiles.root.path, with: "<root>")
  }

  @Test(arguments: ["test", "paths"])
  func helpMatchesTheGoldenFile(command: String) throws {
    let run = try OnboardBinary.run([command, "--help"])
    let golden = try Golden.text("\(command)-help.txt", updatingWith: run.stdout)
    #expect(run == .init(stdout: golden, stderr: "", status: 0))
  }

  @Test func theExampleFlowsPassWithTheClosingLine() throws {
    let run = try OnboardBinary.run(["test", Self.flows])
    let golden = try Golden.text("test-flows.txt", updatingWith: Self.masked(run.stdout))
    #expect(Self.masked(run.stdout) == golden)
    #expect(run.stdout.hasSuffix("\n23 passed, 0 failed\n"))
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test func failuresAreExplainedAndExitWith1() throws {
    let run = try OnboardBinary.run(["test", Self.fixtures.path])
    let golden = try Golden.text("test-fixtures.txt", updatingWith: Self.masked(run.stdout))
    #expect(Self.masked(run.stdout) == golden)
    #expect(run.stdout.hasSuffix("\n3 passed, 3 failed\n"))  // computed-age.tests.yaml passes
    #expect(
      run.stderr.contains(
        "bad-names.tests.yaml:9:15: error: unknown status 'complete'; did you mean 'completed'?\n"))
    #expect(run.status == 1)
  }

  @Test func filterAndJUnitReport() throws {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "junit-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: report) }
    let run = try OnboardBinary.run(["test", Self.flows, "--filter", "PLAN-FIRST", "--junit", report.path])
    #expect(
      Self.masked(run.stdout) == """
        <root>/Flows/signup.tests.yaml
          ✓ plan-first asks for the plan before the name (T)
          ✓ plan-first still sends minors to the guardian step (T)
          ✓ people outside the US and Canada are not in the plan-first test (T)
        3 passed, 0 failed

        """)
    let xml = String(decoding: try Data(contentsOf: report), as: UTF8.self)
    #expect(xml.contains(#"<testsuites name="onboard test" tests="3" failures="0" skipped="0""#))
  }

  @Test(arguments: [
    (
      ["test", "no/such/folder"],
      "error: no such file or folder 'no/such/folder'; give a tests file or a folder of them\n"
    ),
    (
      ["paths", "x.yaml", "--limit", "-1"],
      "error: '--limit' must be at least 1\nusage: onboard paths <flow> [--variant <key=id> ...] [--json] [--emit-tests <file>] [--limit <n>] [--locale <tag>]\n"
    ),
    (
      ["paths", "x.yaml", "--limit", "0"],
      "error: '--limit' must be at least 1\nusage: onboard paths <flow> [--variant <key=id> ...] [--json] [--emit-tests <file>] [--limit <n>] [--locale <tag>]\n"
    ),
  ])
  func usageErrorsExitWith2(arguments: [String], stderr: String) throws {
    let run = try OnboardBinary.run(arguments)
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func pathsOfTheExampleFlow() throws {
    let run = try OnboardBinary.run(["paths", RepositoryFiles.signupFlow])
    let golden = try Golden.text("paths-signup.txt", updatingWith: run.stdout)
    #expect(run == .init(stdout: golden, stderr: "", status: 0))
    #expect(run.stdout.hasSuffix("\n24 paths in 12 variant flows: 0 problems, 0 warnings\n"))
  }

  /// `--locale de` on paths and test: the emitted cases expect the German
  /// rule message, and pass only when run in German too.
  @Test func pathsAndTestTakeALocale() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let tests = folder.appendingPathComponent("de.tests.yaml").path
    let paths = try OnboardBinary.run(
      [
        "paths", RepositoryFiles.signupFlow, "--variant", "short-interests=control", "--locale", "de",
        "--emit-tests", tests,
      ])
    #expect(paths.status == 0, "\(paths)")
    let text = try String(contentsOfFile: tests, encoding: .utf8)
    #expect(text.contains("Acht Großbuchstaben oder Ziffern, z. B. ADA12345"))
    #expect(!text.contains("Eight capital letters"))
    #expect(try OnboardBinary.run(["test", tests, "--locale", "de"]).status == 0)
    let english = try OnboardBinary.run(["test", tests])
    #expect(english.status == 1)
    #expect(english.stdout.contains("Eight capital letters or digits"), "\(english)")
  }

  @Test func pathsCatchesAPlantedBugAndExitsWith1() throws {
    let run = try OnboardBinary.run(["paths", Self.fixture("impossible-rule.yaml"), "--json"])
    #expect(run.status == 1)
    #expect(run.stdout.contains(#""problems":1}"#))
    #expect(run.stdout.contains("cannot complete: step 'done': Sign-ups are closed"))
  }

  @Test func pathsStopsAtTheLimitWithAMessage() throws {
    let run = try OnboardBinary.run(["paths", Self.fixture("asks-again.yaml"), "--limit", "1"])
    #expect(run.stderr == "note: base: stopped at the limit of 1 paths; raise it with --limit\n")
    #expect(
      run.stdout.contains(
        "  ! stopped at the limit of 1 paths (raise it with --limit); coverage is partial\n"))
    #expect(run.status == 0)
  }

  @Test func aFilterThatMatchesNothingFailsAndListsTheCases() throws {
    let run = try OnboardBinary.run(["test", Self.flows, "--filter", "PLAN-FRIST"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("error: no case matches --filter 'PLAN-FRIST'; the cases are '"))
    #expect(run.stderr.contains("'plan-first asks for the plan before the name'"))
    #expect(!run.stdout.contains("0 passed, 0 failed"))
  }

  @Test func emittedTestsPassOnboardTest() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let tests = folder.appendingPathComponent("signup.paths.tests.yaml").path
    let paths = try OnboardBinary.run(
      [
        "paths", RepositoryFiles.signupFlow, "--variant", "signup-plan-first=plan-first", "--emit-tests",
        tests,
      ])
    #expect(paths.status == 0)
    let run = try OnboardBinary.run(["test", tests])
    // The rating's and the consent's edges are in; the computed age has only its lower bound.
    #expect(run.stdout.hasSuffix("\n29 passed, 0 failed\n"))
    #expect(run.status == 0)
  }
}

/// `onboard check` reads a tests file as a tests file, with the flow it names.
@Suite struct CheckTestsFileTests {
  @Test func checkAcceptsTheExampleTests() throws {
    let run = try OnboardBinary.run([
      "check", RepositoryFiles.root.appendingPathComponent("Flows/signup.tests.yaml").path,
    ])
    #expect(
      FlowTestCommandsTests.masked(run.stdout)
        == "<root>/Flows/signup.tests.yaml: ok (23 cases of flow 'signup')\n")
    #expect(run.status == 0)
  }

  @Test func checkReportsABrokenTestsFile() throws {
    let run = try OnboardBinary.run(["check", FlowTestCommandsTests.fixture("missing-flow.tests.yaml")])
    #expect(
      FlowTestCommandsTests.masked(run.stdout)
        == "<root>/Tests/OnboardFlowTestsTests/Fixtures/missing-flow.tests.yaml: 1 error\n")
    #expect(run.stderr.contains("error: flow file 'loop.yaml' does not exist"))
    #expect(run.status == 1)
  }
}
