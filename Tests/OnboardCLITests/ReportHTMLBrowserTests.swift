import Foundation
import Testing

/// The HTML report in a real browser: Debian's headless Chromium renders a
/// report of simulated traffic (and one with every data problem) at 400 px
/// and 1200 px wide, takes screenshots and prints it to PDF
/// (`Scripts/html-check.py`). With CI=true a missing Chromium is a failure;
/// elsewhere these tests are skipped without it.
@Suite(.serialized) struct ReportHTMLBrowserTests {
  static let hasBrowser = ["chromium", "chromium-browser", "google-chrome"].contains { name in
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }
  static let required = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Runs the checker on `html`; its JSON result.
  static func check(_ html: String) throws -> (status: Int32, result: [String: Any], stderr: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-html-\(UUID())")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", RepositoryFiles.root.appendingPathComponent("Scripts/html-check.py").path, html, "--out",
      folder.path, "--json",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let result = (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    return (process.terminationStatus, result, stderr)
  }

  /// The page fits 400 and 1200 px and an A4 page when printed, every
  /// experiment opens with its decision sentence, and there are `experiments`
  /// experiments and at least `charts` cumulative lift charts, none too wide.
  static func expectFits(_ html: String, experiments: Int, charts: Int) throws {
    let (status, result, stderr) = try check(html)
    #expect(status == 0, "\(stderr)")
    #expect((result["problems"] as? [String]) == [], "\(result)")
    let widths = try #require(result["widths"] as? [[String: Any]])
    #expect(widths.map { $0["width"] as? Int } == [400, 1200])
    let printed = try #require(result["print"] as? [String: Any])
    for width in widths + [printed] {
      let name = "\(width["width"] ?? "?")"
      if name != "print" {
        #expect(width["clientWidth"] as? Int == width["width"] as? Int, "the page was laid out at the width")
        #expect((width["screenshotBytes"] as? Int ?? 0) > 10_000, "a screenshot with something on it")
      }
      #expect(width["overflow"] as? Int == 0, "no horizontal overflow at \(name)")
      #expect(width["sections"] as? Int == experiments, "\(name)")
      #expect(width["sentences"] as? Int == experiments, "each experiment opens with its sentence at \(name)")
      #expect((width["histories"] as? Int ?? 0) >= charts, "\(name): \(width)")
      #expect(width["wideSVGs"] as? Int == 0, "no chart wider than the window at \(name)")
    }
    #expect(printed["clientWidth"] as? Int == 718, "an A4 page's width")
    let pdf = try #require(result["pdf"] as? [String: Any])
    #expect((pdf["bytes"] as? Int ?? 0) > 10_000)
  }

  @Test func chromiumIsThereInCI() {
    #expect(Self.hasBrowser || !Self.required, "CI=true: install Debian's chromium (make test does)")
  }

  @Test(.enabled(if: hasBrowser)) func aReportOfSimulatedTrafficFitsAPhoneAndALaptop() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-html-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let db = folder.appendingPathComponent("events.sqlite").path
    let simulate = try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "3000", "--seed", "1", "--persona",
      RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path, "--db", db,
    ])
    #expect(simulate.status == 0, "\(simulate)")
    let html = folder.appendingPathComponent("report.html").path
    let report = try OnboardBinary.run([
      "report", RepositoryFiles.signupFlow, "--db", db, "--format", "html", "--out", html,
    ])
    #expect(report.status == 0, "\(report)")
    // Three experiments, each with the example flow's two goals over a 25-minute run.
    try Self.expectFits(html, experiments: 3, charts: 2)
  }

  /// The warnings of an unhealthy experiment, long ids and a long key wrap instead of widening the page.
  @Test(.enabled(if: hasBrowser)) func anUnhealthyReportFitsToo() throws {
    var people = ReportDataQualityTests.doubleExposed()
    for index in 0..<200 {
      people.append(("old-\(index)", "a-variant-with-a-very-long-identifier-nobody-wraps", true))
    }
    let (folder, db, file) = try ReportDataQualityTests.store(people)
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = folder.appendingPathComponent("report.html").path
    let report = try OnboardBinary.run(["report", file, "--db", db, "--format", "html", "--out", html])
    #expect(report.status == 0, "\(report)")
    try Self.expectFits(html, experiments: 1, charts: 0)
  }
}
