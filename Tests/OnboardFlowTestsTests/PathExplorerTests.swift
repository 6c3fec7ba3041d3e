import Foundation
import OnboardKit
import Testing

@testable import OnboardFlowTests

/// Path exploration finds planted bugs, stops at its limit, and writes tests that pass.
@Suite struct PathExplorerTests {
  @Test func signupHasTwoPathsPerVariantAndNoProblem() throws {
    let flow = try #require(
      FlowTestLoader<User>().load(path: Fixture.repository("Flows/signup.tests.yaml")).file
    )
    .flow
    let report = PathExplorer<User>(flow: flow).explore()
    #expect(
      report.map(\.label) == [
        "base", "signup-plan-first=plan-first", "short-interests=no-interests", "short-interests=short-list",
        "warm-welcome=warm", "signup-plan-first=plan-first,short-interests=no-interests",
        "signup-plan-first=plan-first,short-interests=short-list",
        "signup-plan-first=plan-first,warm-welcome=warm",
        "short-interests=no-interests,warm-welcome=warm", "short-interests=short-list,warm-welcome=warm",
        "signup-plan-first=plan-first,short-interests=no-interests,warm-welcome=warm",
        "signup-plan-first=plan-first,short-interests=short-list,warm-welcome=warm",
      ])
    #expect(report.map(\.paths.count) == [Int](repeating: 2, count: 12))
    #expect(report.flatMap(\.problems) == [])
    #expect(report.flatMap(\.warnings) == [])
    #expect(report.first?.coverage == PathCoverage(steps: (10, 10), branches: (2, 2), fields: (12, 12)))
    #expect(
      report.first?.paths.first?.steps == [
        "name", "contact/email", "contact/country", "age", "guardian", "plan", "interests", "feedback",
        "terms", "done",
      ])
  }

  @Test(arguments: [
    (
      "skips-required.yaml",
      "the path name → contact → age → done cannot complete: step 'done', field 'plan': is required; step 'done', field 'marketingOptIn': is required"
    ),
    ("unreachable.yaml", "step 'survey' is never reached: no path from the first step leads to it"),
    ("impossible-rule.yaml", "the path name → age → done cannot complete: step 'done': Sign-ups are closed"),
  ])
  func aPlantedBugIsAProblem(fixture: String, problem: String) throws {
    let report = PathExplorer<User>(flow: try Fixture.flow(fixture)).explore()
    #expect(report.flatMap(\.problems) == [problem])
  }

  @Test func aLoopThatTheSameAnswersGoRoundForEverIsAProblem() throws {
    let report = PathExplorer<User>(flow: try Fixture.flow("loops.yaml")).explore()
    #expect(
      report.first?.paths.map(\.steps) == [
        ["name", "consent", "consent"], ["name", "consent", "done"],
      ])
    #expect(
      report.flatMap(\.problems) == [
        "the path name → consent → consent stops: the run loops for ever: with the same answers it goes consent → consent again and again (answers are kept, so the same branches hold every time round)"
      ])
  }

  @Test func aLoopThatItsAnswersLeaveIsTakenOnceAndIsNoProblem() throws {
    let report = PathExplorer<User>(flow: try Fixture.flow("asks-again.yaml")).explore()
    #expect(
      report.first?.paths.map(\.steps) == [
        ["name", "done"], ["name", "review", "guardian", "review", "done"],
      ])
    #expect(report.flatMap(\.problems) == [])
  }

  @Test func aMillionPathsStopAtTheLimit() {
    let report = PathExplorer<User>(flow: GeneratedFlow.branches(20), limit: 50).explore()
    #expect(report.first?.paths.count == 50)
    #expect(report.first?.truncated == true)
    #expect(report.first?.problems == [])
  }

  @Test func aLongFlowDoesNotOverflowTheStack() {
    var steps = (0..<1_500).map { StepDefinition(id: "s\($0)") }
    steps[0].fields = ["firstName", "lastName", "email", "country", "plan", "marketingOptIn"].map {
      FieldDefinition(key: $0)
    }
    steps.append(StepDefinition(id: "done", isFinal: true))
    let report = PathExplorer<User>(flow: FlowDefinition(name: "long", model: "User", steps: steps)).explore()
    #expect(report.first?.paths.map(\.steps.count) == [1_501])
    #expect(report.first?.problems == [])
  }

  @Test func boundaryValuesOfTheAgeStep() {
    let field = FieldDefinition(key: "age", rules: FieldRules(min: 13, max: 120))
    let probe = FieldUnderTest(
      definition: field, kind: .integer, options: nil, isRequired: true, modelRequires: false)
    let labels = BoundaryValue.values(for: probe).map {
      "\($0.label) \($0.value.map(JSONWriter.value) ?? "-") \($0.valid ? "ok" : "refused")"
    }
    #expect(
      labels == ["min 13 ok", "min-1 12 refused", "max 120 ok", "max+1 121 refused", "no answer - refused"])
  }

  @Test func emittedTestsPass() throws {
    let flow = try #require(
      FlowTestLoader<User>().load(path: Fixture.repository("Flows/signup.tests.yaml")).file
    )
    .flow
    let report = PathExplorer<User>(flow: flow).explore()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("signup.paths.tests.yaml")
    let text = TestsFileWriter.text(report, flowReference: Fixture.repository("Flows/signup.yaml"))
    try Data(text.utf8).write(to: file)
    let loaded = FlowTestLoader<User>().load(path: file.path)
    #expect(loaded.diagnostics == [])
    let tests = try #require(loaded.file)
    // The feedback and terms steps bring their rating's and consent's edges;
    // the computed age has a lower bound only (no 120 and 121).
    #expect(tests.cases.count == 336)
    let runner = FlowTestRunner<User>(flow: tests.flow, now: tests.now)
    #expect(tests.cases.map(runner.run).filter { $0.verdict != .passed }.map(\.name) == [])
  }
}
