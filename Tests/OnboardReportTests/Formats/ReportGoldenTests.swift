import Foundation
import OnboardReport
import Testing

/// Every format of the sample report, word for word, against
/// `Golden/report.*`. Run with `ONBOARD_UPDATE_GOLDEN=1` to rewrite them, then
/// review the diff.
@Suite struct ReportGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static func golden(_ name: String, _ actual: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["ONBOARD_UPDATE_GOLDEN"] != nil {
      try Data(actual.utf8).write(to: url)
    }
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  @Test(arguments: [
    (ReportFormat.table, "report.txt"), (.json, "report.json"), (.csv, "report.csv"), (.md, "report.md"),
    (.html, "report.html"),
  ])
  func formatIsVerbatim(format: ReportFormat, file: String) throws {
    let text = format.render(try analyze(SampleCounts.flow, alpha: 0.05))
    #expect(text == (try Self.golden(file, text)))
  }

  @Test func tableFitsOneHundredColumns() throws {
    let text = ReportFormat.table.render(try analyze(SampleCounts.flow, alpha: 0.1))
    for line in text.split(separator: "\n") {
      #expect(line.count <= 100, "\(line)")
    }
    #expect(text.hasPrefix("Flow signup · alpha 0.1 (90% intervals)\n"))
  }

  @Test func htmlIsSelfContainedAndEscaped() throws {
    let html = ReportFormat.html.render(try analyze(SampleCounts.flow))
    for network in ["src=", "href=", "url(", "@import", "<script", "<link"] {
      #expect(!html.contains(network), "\(network)")
    }
    #expect(html.contains("welcome &lt;copy&gt; | &quot;A&amp;B&quot;"))
    #expect(!html.contains("<copy>"))
    #expect(html.components(separatedBy: "<svg class=\"funnel\"").count == 4)
    #expect(html.components(separatedBy: "<svg class=\"forest\"").count == 3)
  }

  @Test func markdownEscapesPipes() throws {
    let markdown = ReportFormat.md.render(try analyze(SampleCounts.flow))
    #expect(markdown.contains("## Experiment welcome \\<copy\\> \\| \"A&B\""))
    #expect(markdown.contains("| warm\\_\\*tone\\* |"))
  }

  @Test func csvQuotesAndHasOneRowPerVariant() throws {
    let csv = ReportFormat.csv.render(try analyze(SampleCounts.flow))
    let lines = csv.split(separator: "\n")
    #expect(lines.count == 1 + 7)
    #expect(lines.contains { $0.hasPrefix("signup,\"welcome <copy> | \"\"A&B\"\"\",warm_*tone*,") })
  }
}
