import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// `onboard report` on a store with altered rows (issue 13, item 9): an
/// exposure at `time_ms` = INT64_MIN and a `step_viewed` turned into another
/// type. The report still comes out, exit 0, with the impossible values left
/// out and a warning in every format; it used to print a time to complete of
/// 9e15 s, or stop at "step 'name' completed by 40 but reached by 39".
@Suite struct ReportImpossibleRowsTests {
  static let warnings = [
    "experiment 'speed', variant 'control': step 'name' completed by 40 but reached by 39; "
      + "1 completion without a view left out",
    "experiment 'speed', variant 'fast': 1 completion time left out of time to complete (a time before "
      + "2000-01-01 or after 2099, or a completion before its exposure or over 365 days after it)",
  ]

  /// The demo store of ``ReportCommandTests`` with two rows altered.
  static func alteredStore() throws -> (folder: URL, db: String) {
    let (folder, db) = try ReportCommandTests.store()
    // NB: the connection closes when it goes out of scope, before the report runs.
    try {
      let connection = try SQLiteConnection(path: db, create: false)
      try connection.execute(
        "UPDATE events SET time_ms = -9223372036854775808 WHERE session = 's-44' AND type = 'exposure'")
      try connection.execute(
        "UPDATE events SET type = 'back' WHERE session = 's-0' AND type = 'step_viewed' AND step = 'name'")
      // Rows edited by hand leave the rollups behind; `onboard store rebuild` recounts them.
      try SQLiteStore(path: db).rebuildRollups()
    }()
    return (folder, db)
  }

  @Test func theTableLeavesThemOutAndWarns() throws {
    let (folder, db) = try Self.alteredStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run(["report", "--flow", "demo", "--db", db])
    #expect(run.status == 0, "\(run)")
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(lines.prefix(3)) == ["Flow demo · alpha 0.05 (95% intervals)"]
        + Self.warnings.map { "warning: \($0)" })
    #expect(lines.contains("  fast              30   20.0s  20.0s  -36.2%       n/a  –"))
    #expect(lines.contains("    name       39         39        0   0.0%"))
    #expect(!run.stderr.contains("error"))
  }

  @Test(arguments: ["md", "html", "csv"]) func everyFormatWarns(format: String) throws {
    let (folder, db) = try Self.alteredStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run(["report", "--flow", "demo", "--db", db, "--format", format])
    #expect(run.status == 0, "\(run)")
    let place = format == "csv" ? run.stderr : run.stdout
    for warning in Self.warnings {
      let written = format == "html" ? warning.replacingOccurrences(of: "'", with: "&apos;") : warning
      #expect(place.contains(written), "\(run)")
    }
  }

  @Test func jsonHasAWarningsArray() throws {
    let (folder, db) = try Self.alteredStore()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("r.json").path
    let run = try OnboardBinary.run([
      "report", "--flow", "demo", "--db", db, "--format", "json", "--out", out,
    ])
    #expect(run.status == 0, "\(run)")
    let json = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: URL(fileURLWithPath: out)))
    #expect(json.objectValue?["warnings"] == .array(Self.warnings.map(JSONValue.string)))
    #expect(run.stderr.contains("warning: " + Self.warnings[1]))
  }
}
