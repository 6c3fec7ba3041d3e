import Foundation
import Testing

/// `onboard report --by ATTR`: every metric per value of one of the flow's
/// `dimensions:`, from the rollups. 3,000 simulated people of the example
/// persona: the US is a slice of its own, Canada (under 150 people in a
/// variant) is grouped as 'other'; the people per slice equal a recount of
/// the exposures' data, and the goal metrics' p-values and their Holm
/// correction over slices × goal metrics × variants (4) are gbstats 0.8.0's
/// (Tests/OnboardReportTests/Tools/breakdown_reference.py prints the literals).
@Suite(.serialized) struct ReportBreakdownTests {
  static let store: (folder: URL, db: String) = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-by-\(UUID())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let db = folder.appendingPathComponent("events.sqlite").path
    _ = try? OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "3000", "--seed", "1", "--persona",
      RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path, "--db", db,
    ])
    return (folder, db)
  }()

  /// (slice, goal metric, p-value, Holm-adjusted over the 4) from gbstats.
  static let reference: [(String, String, Double, Double)] = [
    ("US", "chose-pro", 0.006832111964255816, 0.027328447857023264),
    ("US", "purchased-7d", 0.04569425790000192, 0.10082975658516813),
    ("other", "chose-pro", 0.03360991886172271, 0.10082975658516813),
    ("other", "purchased-7d", 0.09927957567752488, 0.10082975658516813),
  ]

  static func report(_ extra: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let run = try OnboardBinary.run(
      ["report", RepositoryFiles.signupFlow, "--db", store.db, "--experiment", "signup-plan-first"] + extra)
    return (run.status, run.stdout, run.stderr)
  }

  @Test func everyMetricPerCountryWithTheSmallOnesAsOtherAndOneCorrection() throws {
    let run = try Self.report(["--by", "country", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    let experiment = try #require((object?["experiments"] as? [[String: Any]])?.first)
    let breakdown = try #require(experiment["breakdown"] as? [String: Any])
    #expect(breakdown["attribute"] as? String == "country")
    #expect(breakdown["comparisons"] as? Int == 4, "2 slices × 2 goal metrics × 1 treatment")
    let slices = try #require(breakdown["slices"] as? [[String: Any]])
    #expect(slices.map { $0["value"] as? String } == ["US", "other"])
    #expect(slices.map { $0["values"] as? [String] } == [["US"], ["CA"]])
    // The people per slice and variant: a recount of the exposures' data.
    let recount = Process()
    recount.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    recount.arguments = [
      "sqlite3", Self.store.db,
      "SELECT json_extract(data, '$.country'), variant, COUNT(DISTINCT user_id) FROM events "
        + "WHERE type = 'exposure' AND experiment = 'signup-plan-first' GROUP BY 1, 2 ORDER BY 1, 2",
    ]
    let pipe = Pipe()
    recount.standardOutput = pipe
    try recount.run()
    let counted = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    recount.waitUntilExit()
    let people = slices.map { $0["people"] as? [Int] ?? [] }
    #expect(
      counted
        == "CA|control|\(people[1][0])\nCA|plan-first|\(people[1][1])\nUS|control|\(people[0][0])\n"
        + "US|plan-first|\(people[0][1])\n")
    #expect(people[1].allSatisfy { $0 < 150 } && people[0].allSatisfy { $0 >= 150 }, "\(people)")
    // Each slice's goal p-values and the correction over all four, as gbstats and Holm give them.
    for (slice, metric, p, adjusted) in Self.reference {
      let entry = try #require(slices.first { $0["value"] as? String == slice })
      let metrics = try #require(entry["metrics"] as? [[String: Any]])
      let variants = try #require(
        metrics.first { $0["id"] as? String == metric }?["variants"] as? [[String: Any]])
      let lift = try #require(variants.last?["lift"] as? [String: Any])
      #expect(abs((lift["pValue"] as? Double ?? -1) - p) < 1e-9, "\(slice) \(metric)")
      #expect(abs((lift["pValueAdjusted"] as? Double ?? -1) - adjusted) < 1e-9, "\(slice) \(metric)")
    }
    // The slices add up to the whole, metric by metric.
    let whole = try #require(experiment["metrics"] as? [[String: Any]])
    for metric in whole {
      let id = metric["id"] as? String ?? ""
      let users = (metric["variants"] as? [[String: Any]] ?? []).map { $0["users"] as? Int ?? 0 }
      let sliced = slices.map { slice in
        ((slice["metrics"] as? [[String: Any]] ?? []).first { $0["id"] as? String == id }?["variants"]
          as? [[String: Any]] ?? []).map { $0["users"] as? Int ?? 0 }
      }
      #expect(sliced.reduce([0, 0]) { zip($0, $1).map { $0 + $1 } } == users, "\(id)")
    }
  }

  @Test func everyFormatHasTheBreakdown() throws {
    let table = try Self.report(["--by", "country"])
    #expect(
      table.stdout.contains(
        "  By country: 2 slices (values under 150 people in a variant are 'other'); "
          + "p adj over 4 comparisons (slices × goal metrics × variants)"))
    #expect(table.stdout.contains("\n  US "))
    let markdown = try Self.report(["--by", "country", "--format", "md"])
    #expect(markdown.stdout.contains("### By country\n"))
    let html = try Self.report(["--by", "country", "--format", "html"])
    #expect(html.stdout.contains("<h4>country: other (CA) · "))
    let csv = try Self.report(["--by", "country", "--format", "csv"])
    let lines = csv.stdout.split(separator: "\n")
    let header =
      "flow,experiment,attribute,value,metric,role,variant,users,metric_value,lift,lift_ci_low,lift_ci_high,"
      + "p_value,p_value_adjusted,chance_to_win"
    #expect(lines.first.map(String.init) == header)
    #expect(lines.count == 1 + 2 * 5 * 2, "2 slices × 5 metrics × 2 variants")
    #expect(
      lines.contains { $0.hasPrefix("signup,signup-plan-first,country,other,chose-pro,goal,plan-first,") })
  }

  @Test func anAttributeNotInTheDimensionsIsAUsageError() throws {
    let run = try Self.report(["--by", "colour"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr == "error: --by 'colour' is not one of flow 'signup''s dimensions: country, platform\n")
  }

  /// The same people simulated into PostgreSQL give the same breakdown, row for row.
  @Test(.enabled(if: TestPostgresSchema.server != nil)) func postgresGivesTheSameBreakdown() throws {
    let url = try TestPostgresSchema.freshURL()
    let simulate = try OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "3000", "--seed", "1", "--persona",
      RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path, "--db", url,
    ])
    #expect(simulate.status == 0, "\(simulate.stderr)")
    let arguments = ["--experiment", "signup-plan-first", "--by", "country", "--format", "csv"]
    let postgres = try OnboardBinary.run(["report", RepositoryFiles.signupFlow, "--db", url] + arguments)
    #expect(postgres.status == 0, "\(postgres.stderr)")
    let sqlite = try Self.report(["--by", "country", "--format", "csv"])
    #expect(postgres.stdout == sqlite.stdout)
    #expect(postgres.stdout.split(separator: "\n").count == 21)
  }
}
