import Foundation
import OnboardKit
import Testing

@testable import OnboardFlowTests

/// A computed answer (`compute: yearsSince(birthDate)`) through flow tests
/// and path exploration: both run on a fixed day, so a computed age is the
/// same whenever they run.
@Suite struct ComputedAnswerTests {
  static func file() throws -> FlowTestFile {
    let loaded = FlowTestLoader<User>().load(path: Fixture.path("computed-age.tests.yaml"))
    #expect(loaded.diagnostics == [])
    return try #require(loaded.file)
  }

  @Test func aTestsFilesNowIsTheDayTheAgeCountsTo() throws {
    let file = try Self.file()
    #expect(CalendarDate(file.now).description == "2026-06-01")
    let runner = FlowTestRunner<User>(flow: file.flow, now: file.now)
    let results = file.cases.map(runner.run)
    #expect(results.filter { $0.verdict != .passed }.map(\.name) == [])
    // On the old clock (1970) every birth date lies in the future: the
    // adult case is refused with the age's message.
    let old = FlowTestRunner<User>(flow: file.flow, now: Date(timeIntervalSince1970: 0)).run(file.cases[0])
    #expect(old.verdict != .passed)
    #expect(old.path == ["name", "age"])
  }

  @Test func aNowThatIsNoDayIsAPositionedError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("now-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let tests = folder.appendingPathComponent("bad.tests.yaml")
    let text = "flow: \(Fixture.path("computed-age.yaml"))\nnow: June 2026\ncases: []\n"
    try Data(text.utf8).write(to: tests)
    let loaded = FlowTestLoader<User>().load(path: tests.path)
    #expect(
      loaded.diagnostics.map(\.message) == [
        "'now' must be a day written YYYY-MM-DD, not 'June 2026'; did you mean 'now: 2026-06-01'?"
      ])
    #expect(loaded.diagnostics.first?.mark?.line == 2)
  }

  @Test func pathsGiveBirthDatesForTheComputedAgesEdgesAndBranch() throws {
    let flow = try Self.file().flow
    var explorer = PathExplorer<User>(flow: flow)
    explorer.now = try #require(CalendarDate("2026-06-01")).date
    let report = try #require(explorer.explore().first)
    #expect(report.problems == [])
    #expect(report.warnings == [])
    // Both ways on from the age step, with birth dates for 17 and 18.
    #expect(report.paths.map(\.steps) == [["name", "age", "guardian", "done"], ["name", "age", "done"]])
    #expect(report.paths.allSatisfy { $0.outcome == .completes })
    #expect(report.paths.allSatisfy { path in path.answers.allSatisfy { $0["age"] == nil } })
    #expect(report.paths.map { $0.answers[1]["birthDate"] } == ["2009-06-01", "2008-06-01"])
    // The age's edges, as birth dates, refused on the age with its message;
    // the birth date's own minimum (an age of 126) too.
    let refused = report.refused.filter { $0.field == "age" }
    #expect(
      refused.map { "\($0.label) \($0.answers["birthDate"].map(JSONWriter.value) ?? "")" }.sorted() == [
        "age 121: max+1 \"1905-06-01\"", "age 12: min-1 \"2014-06-01\"", "min \"1900-01-01\"",
      ])
    #expect(refused.allSatisfy { $0.message == "Sign-up is for people aged 13 to 120" })
  }

  @Test func emittedTestsOfAComputedFlowPassOnTheirNow() throws {
    let flow = try Self.file().flow
    let report = PathExplorer<User>(flow: flow).explore()
    let text = TestsFileWriter.text(report, flowReference: Fixture.path("computed-age.yaml"))
    #expect(text.contains("\nnow: 2026-06-01\n"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("emit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("computed.tests.yaml")
    try Data(text.utf8).write(to: file)
    let tests = try #require(FlowTestLoader<User>().load(path: file.path).file)
    #expect(tests.cases.count > 3)
    let runner = FlowTestRunner<User>(flow: tests.flow, now: tests.now)
    #expect(tests.cases.map(runner.run).filter { $0.verdict != .passed }.map(\.name) == [])
  }
}
