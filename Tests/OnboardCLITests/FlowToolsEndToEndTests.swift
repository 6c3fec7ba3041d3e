import Foundation
import OnboardKit
import Testing

/// `graph`, `compile` and `schema` run as a user runs them: outputs compared
/// with golden files, errors and exit statuses exactly.
@Suite struct FlowToolsEndToEndTests {
  private static let graphUsage = "usage: onboard graph <flow> [--format <format>]\n"

  @Test(arguments: [
    ("graph", "graph-help.txt"), ("compile", "compile-help.txt"), ("schema", "schema-help.txt"),
  ])
  func helpMatchesTheGoldenFile(command: String, golden: String) throws {
    for arguments in [[command, "--help"], ["help", command], [command, "-h"]] {
      let run = try OnboardBinary.run(arguments)
      let expected = try Golden.text(golden, updatingWith: run.stdout)
      #expect(run == .init(stdout: expected, stderr: "", status: 0), "\(arguments)")
    }
  }

  @Test(arguments: [
    ([String](), "graph-signup.mmd"), (["--format", "mermaid"], "graph-signup.mmd"),
    (["--format", "dot"], "graph-signup.dot"), (["--format=dot"], "graph-signup.dot"),
  ])
  func graphOfSignupMatchesTheGoldenFile(options: [String], golden: String) throws {
    let run = try OnboardBinary.run(["graph", RepositoryFiles.signupFlow] + options)
    let expected = try Golden.text(golden, updatingWith: run.stdout)
    #expect(run == .init(stdout: expected, stderr: "", status: 0))
  }

  @Test func compileOfSignupMatchesTheGoldenFile() throws {
    let run = try OnboardBinary.run(["compile", RepositoryFiles.signupFlow])
    let expected = try Golden.text("compile-signup.json", updatingWith: run.stdout)
    #expect(run == .init(stdout: expected, stderr: "", status: 0))
  }

  @Test func compiledSignupLoadsAndCompilesToTheSameBytes() throws {
    let run = try OnboardBinary.run(["compile", RepositoryFiles.signupFlow])
    let flow = try FlowDefinition.fromCompiledJSON(Data(run.stdout.utf8))
    #expect(flow.name == "signup")
    #expect(flow.step("contact")?.include?.flow?.value.steps.map(\.id) == ["email", "country"])
    #expect(flow.compiledJSON() == run.stdout)
  }

  @Test func schemaMatchesTheGoldenFile() throws {
    let run = try OnboardBinary.run(["schema"])
    let expected = try Golden.text("schema.json", updatingWith: run.stdout)
    #expect(run == .init(stdout: expected, stderr: "", status: 0))
  }

  @Test func misspeltFormatSuggestsTheClosest() throws {
    let run = try OnboardBinary.run(["graph", "a.yaml", "--format", "mermiad"])
    let stderr =
      "error: invalid value 'mermiad' for '--format <format>'; did you mean 'mermaid'?\n" + Self.graphUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func unknownFormatListsTheFormats() throws {
    let run = try OnboardBinary.run(["graph", "a.yaml", "--format=svg"])
    let stderr =
      "error: invalid value 'svg' for '--format <format>'; expected mermaid or dot\n" + Self.graphUsage
    #expect(run == .init(stdout: "", stderr: stderr, status: 2))
  }

  @Test func schemaTakesNoArguments() throws {
    let run = try OnboardBinary.run(["schema", "a.yaml"])
    #expect(
      run
        == .init(
          stdout: "", stderr: "error: unexpected argument 'a.yaml'\nusage: onboard schema\n", status: 2))
  }

  @Test(arguments: [["graph"], ["graph", "--format", "dot"], ["compile"]])
  func brokenFlowPrintsItsDiagnosticsAndFails(command: [String]) throws {
    let path = try RepositoryFiles.temporaryFlow(RepositoryFiles.brokenFlow)
    defer { RepositoryFiles.remove(path) }
    let run = try OnboardBinary.run([command[0], path] + command.dropFirst())
    let stderr = """
      \(path):6:35: error: unknown field 'emial' in step 'done'; did you mean 'email'?
          fields: [firstName, lastName, emial, country, plan, marketingOptIn]
                                        ^
      \(path):3:1: error: required field 'email' of model User is never collected
      steps:
      ^
      \(path): 2 errors

      """
    #expect(run == .init(stdout: "", stderr: stderr, status: 1))
  }

  @Test func missingFileFails() throws {
    let run = try OnboardBinary.run(["compile", "nowhere.yaml"])
    let stderr = "error: cannot read 'nowhere.yaml': no such file or directory\nnowhere.yaml: 1 error\n"
    #expect(run == .init(stdout: "", stderr: stderr, status: 1))
  }
}
