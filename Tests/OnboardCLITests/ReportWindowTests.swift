import Foundation
import OnboardKit
import OnboardStore
import Testing

/// `onboard report --since/--until/--flow-version` (the variants' people and
/// every metric's), the run line, and the warning when versions of a flow
/// would be pooled.
@Suite struct ReportWindowTests {
  /// 2023-11-14T22:13:20Z, and a day.
  static let start: Int64 = 1_700_000_000_000
  static let day: Int64 = 86_400_000

  /// Three days of 40 people a day (20 a side), version 1 on the first two days and 2 on the third.
  static func store() throws -> (URL, String, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-window-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let db = folder.appendingPathComponent("events.sqlite").path
    let file = folder.appendingPathComponent("demo.yaml").path
    try Data(ReportDataQualityTests.flow.utf8).write(to: URL(fileURLWithPath: file))
    let store = try SQLiteStore(path: db)
    var rows: [StoredEvent] = []
    for dayIndex in 0..<3 {
      for person in 0..<40 {
        let user = "u-\(dayIndex)-\(person)"
        let time = start + Int64(dayIndex) * day + Int64(person) * 60_000
        rows.append(
          StoredEvent(
            timeMilliseconds: time, session: "s-\(user)", sequence: 0, user: user, flow: "demo",
            flowVersion: dayIndex < 2 ? 1 : 2, kind: .exposure, experiment: "speed",
            variant: person % 2 == 0 ? "control" : "fast", step: "name"))
      }
    }
    try store.append(rows)
    try store.close()
    return (folder, db, file)
  }

  private func users(_ arguments: [String]) throws -> (Int, String) {
    let (folder, db, file) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run(["report", file, "--db", db, "--format", "json"] + arguments)
    #expect(run.status == 0, "\(run)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let experiment = try #require((object?["experiments"] as? [[String: Any]])?.first)
    let variants = try #require(experiment["variants"] as? [[String: Any]])
    let count = variants.compactMap { $0["users"] as? Int }.reduce(0, +)
    // The metrics (here the built-in 'completed') count the same people.
    let metrics = try #require(experiment["metrics"] as? [[String: Any]])
    #expect(!metrics.isEmpty)
    for metric in metrics {
      let people = (metric["variants"] as? [[String: Any]] ?? []).compactMap { $0["users"] as? Int }
      #expect(people.reduce(0, +) == count, "metric \(metric["id"] ?? "?") with \(arguments)")
    }
    return (count, run.stdout)
  }

  @Test func everyoneWithoutAWindowAndAWarningAboutPooledVersions() throws {
    let (count, json) = try users([])
    #expect(count == 120)
    #expect(
      json.contains("its exposures span flow versions 1, 2, pooled here; give --flow-version N to report one")
    )
    #expect(json.contains(#""first": "2023-11-14T22:13:20Z""#))
    #expect(json.contains(#""last": "2023-11-16T22:52:20Z""#))
  }

  @Test func sinceAndUntilTakeTheExposuresBetween() throws {
    #expect(try users(["--since", "2023-11-15T22:13:20Z"]).0 == 80)
    #expect(try users(["--until", "2023-11-15T22:13:20Z"]).0 == 40)
    // A date alone: --since from its midnight, --until up to its end.
    #expect(try users(["--since", "2023-11-15"]).0 == 80)
    #expect(try users(["--until", "2023-11-15"]).0 == 80)
    #expect(try users(["--since", "2023-11-15", "--until", "2023-11-15"]).0 == 40)
  }

  @Test func oneFlowVersionAndNoPoolingWarning() throws {
    let (count, json) = try users(["--flow-version", "2"])
    #expect(count == 40)
    #expect(!json.contains("pooled here"))
    #expect(json.contains(#""first": "2023-11-16T22:13:20Z""#))
  }

  @Test func theTableSaysWhenItRan() throws {
    let (folder, db, file) = try Self.store()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try OnboardBinary.run(["report", file, "--db", db, "--flow-version", "1"])
    #expect(
      run.stdout.contains("\nrun: 2023-11-14 22:13 → 2023-11-15 22:52 UTC (24.6 hours), flow version 1\n"),
      "\(run.stdout)")
  }

  @Test(arguments: [
    (["--since", "yesterday"], "a date (2026-11-01) or an ISO 8601 time (2026-11-01T09:30:00Z)"),
    (["--since", "2023-11-16", "--until", "2023-11-15"], "--since must come before --until"),
    (["--flow-version", "-1"], "give --flow-version a version of 0 or more, not -1"),
  ])
  func badWindowsAreUsageErrors(arguments: [String], message: String) throws {
    let run = try OnboardBinary.run(["report", "--flow", "demo"] + arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }
}
