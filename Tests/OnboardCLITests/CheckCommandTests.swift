import Foundation
import Testing

/// `onboard check` end to end on real files.
@Suite struct CheckCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theExampleFlowsPass() throws {
    let signup = Self.root.appendingPathComponent("Flows/signup.yaml").path
    let run = try OnboardBinary.run(["check", signup])
    #expect(
      run == .init(stdout: "\(signup): ok (flow 'signup' v1 builds User: 10 steps)\n", stderr: "", status: 0))
  }

  @Test func aBrokenFlowExits1WithDiagnosticsOnStderr() throws {
    let file = Self.root.appendingPathComponent("Tests/OnboardYAMLTests/Fixtures/check/misspelt-field.yaml")
      .path
    let run = try OnboardBinary.run(["check", file])
    #expect(run.status == 1)
    #expect(run.stdout == "\(file): 2 errors\n")
    #expect(
      run.stderr.contains(
        "\(file):6:14: error: unknown field 'emial' in step 'contact'; did you mean 'email'?\n"))
  }

  @Test func aPersonaFileIsSaidToBeOne() throws {
    let persona = Self.root.appendingPathComponent("Flows/personas/signup.yaml").path
    let run = try OnboardBinary.run(["check", persona])
    #expect(
      run
        == .init(
          stdout: "\(persona): 1 error\n",
          stderr: "error: \(persona) is a persona file of flow 'signup', not a flow; "
            + "use onboard simulate FLOW --users N --seed S --persona \(persona)\n",
          status: 1))
  }

  @Test func aTestsFileUnderAnotherNameIsCheckedAsOne() throws {
    let tests = try String(
      contentsOf: Self.root.appendingPathComponent("Flows/signup.tests.yaml"), encoding: .utf8)
    let signup = Self.root.appendingPathComponent("Flows/signup.yaml").path
    let lines = tests.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("flow:") ? "flow: \(signup)" : String(line)
    }
    let path = try RepositoryFiles.temporaryFlow(lines.joined(separator: "\n"), name: "signup-cases.yaml")
    defer { RepositoryFiles.remove(path) }
    let run = try OnboardBinary.run(["check", path])
    #expect(run == .init(stdout: "\(path): ok (23 cases of flow 'signup')\n", stderr: "", status: 0))
  }

  @Test func jsonReportsEveryDiagnostic() throws {
    let file = Self.root.appendingPathComponent("Tests/OnboardYAMLTests/Fixtures/check/no-final.yaml").path
    let run = try OnboardBinary.run(["check", "--json", file])
    #expect(run.status == 1)
    #expect(run.stderr == "")
    let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let files = report?["files"] as? [[String: Any]]
    #expect(files?.first?["ok"] as? Bool == false)
    let diagnostics = files?.first?["diagnostics"] as? [[String: Any]]
    #expect(diagnostics?.first?["line"] as? Int == 3)
    #expect(diagnostics?.first?["column"] as? Int == 1)
  }

  @Test func hugeDeepAndExplosiveFilesAreRefusedFast() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let deep = folder.appendingPathComponent("deep.yaml")
    try (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).write(
      to: deep, atomically: true, encoding: .utf8)
    var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      bomb +=
        "\(Character(UnicodeScalar(97 + level) ?? "z")): &\(Character(UnicodeScalar(97 + level) ?? "z")) ["
        + Array(repeating: "*\(Character(UnicodeScalar(96 + level) ?? "z"))", count: 10).joined(
          separator: ", ") + "]\n"
    }
    let laughs = folder.appendingPathComponent("laughs.yaml")
    try bomb.write(to: laughs, atomically: true, encoding: .utf8)
    let huge = folder.appendingPathComponent("huge.yaml")
    FileManager.default.createFile(atPath: huge.path, contents: nil)
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 100 * 1024 * 1024)
    try handle.close()
    let start = Date()
    let run = try OnboardBinary.run(["check", deep.path, laughs.path, huge.path])
    #expect(Date().timeIntervalSince(start) < 3)
    #expect(run.status == 1)
    #expect(run.stderr.contains("\(deep.path):1:65: error: nesting deeper than 64 levels"))
    #expect(
      run.stderr.contains("error: document expands to more than 1000000 nodes once its aliases are expanded"))
    #expect(
      run.stderr.contains("\(huge.path):1:1: error: file is 100.0 MB; flow files are limited to 8.0 MB"))
  }
}
