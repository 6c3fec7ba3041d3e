import Foundation
import Testing

/// `onboard report` with the flow's metrics, on simulated traffic through
/// the real runner and store: the question — does asking for the plan
/// first sell more Pro plans? — answered with an interval and a p-value, and
/// completion as a guardrail. The counts are checked against the store with
/// the sqlite3 shell; the statistics engine itself against gbstats elsewhere
/// (MetricAnalysisCrossCheckTests).
@Suite(.serialized) struct ReportMetricsTests {
  static let store: (folder: URL, db: String) = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-metrics-\(UUID())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let db = folder.appendingPathComponent("events.sqlite").path
    _ = try? OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "10000", "--seed", "1", "--persona",
      RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path, "--db", db,
    ])
    return (folder, db)
  }()

  static func report(_ extra: [String] = []) throws -> [String: Any] {
    let run = try OnboardBinary.run(
      [
        "report", RepositoryFiles.signupFlow, "--db", store.db, "--experiment", "signup-plan-first",
        "--format", "json",
      ]
        + extra)
    #expect(run.status == 0, "\(run)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return try #require((object?["experiments"] as? [[String: Any]])?.first)
  }

  static func metric(_ id: String, in experiment: [String: Any]) throws -> [String: Any] {
    let metrics = try #require(experiment["metrics"] as? [[String: Any]])
    return try #require(metrics.first { $0["id"] as? String == id })
  }

  /// `SELECT` through the sqlite3 shell: one integer.
  static func count(_ sql: String) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", store.db, sql]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @Test func planFirstSellsMoreProPlansWithCompletionAsAGuardrail() throws {
    let experiment = try Self.report()
    let chosePro = try Self.metric("chose-pro", in: experiment)
    #expect(chosePro["role"] as? String == "goal")
    #expect(chosePro["type"] as? String == "proportion")
    let variants = try #require(chosePro["variants"] as? [[String: Any]])
    #expect(variants.map { $0["id"] as? String } == ["control", "plan-first"])
    let lift = try #require(variants[1]["lift"] as? [String: Any])
    let interval = try #require(lift["ci"] as? [Double])
    #expect(interval[0] > 0, "the whole interval is a gain: \(interval)")
    #expect((lift["pValue"] as? Double ?? 1) < 0.01)
    #expect((lift["pValueAdjusted"] as? Double ?? 1) >= (lift["pValue"] as? Double ?? 1))
    #expect((variants[1]["chanceToWin"] as? Double ?? 0) > 0.99)
    #expect(variants[0]["lift"] == nil, "the control has no lift")
    let completed = try Self.metric("completed", in: experiment)
    #expect(completed["role"] as? String == "guardrail")
  }

  /// The shares are the store's: exposed people per variant and those whose completion stored plan: pro.
  @Test func theValuesAreTheStoresCounts() throws {
    let experiment = try Self.report()
    let variants = try #require(try Self.metric("chose-pro", in: experiment)["variants"] as? [[String: Any]])
    for variant in variants {
      let id = try #require(variant["id"] as? String)
      let exposed = """
        SELECT user_id FROM events WHERE type = 'exposure' AND experiment = 'signup-plan-first' GROUP BY user_id \
        HAVING COUNT(DISTINCT variant) = 1 AND MAX(variant) = '\(id)'
        """
      let users = try Self.count("SELECT COUNT(*) FROM (\(exposed))")
      let pro = try Self.count(
        """
        SELECT COUNT(DISTINCT user_id) FROM events WHERE type = 'completed' AND json_extract(data, '$.plan') = 'pro' \
        AND user_id IN (\(exposed))
        """)
      #expect(variant["users"] as? Int == users)
      #expect(
        abs((variant["value"] as? Double ?? -1) - Double(pro) / Double(users)) < 1e-12,
        "\(id): \(pro)/\(users)")
    }
  }

  /// The persona's outcomes (purchases of the paid plan chosen) reach the
  /// store as `onboard track` would record them, so purchased-7d and
  /// revenue-30d are the store's sums through the sqlite3 shell, and
  /// plan-first, which sells more paid plans, has more purchases and revenue.
  @Test func purchasesAndRevenueComeFromThePersonasOutcomes() throws {
    let experiment = try Self.report()
    var purchased: [Double] = []
    var revenue: [Double] = []
    for (id, days) in [("purchased-7d", 7), ("revenue-30d", 30)] {
      let variants = try #require(try Self.metric(id, in: experiment)["variants"] as? [[String: Any]])
      for variant in variants {
        let name = try #require(variant["id"] as? String)
        let exposed = """
          SELECT user_id, MIN(time_ms) AS first_ms FROM events WHERE type = 'exposure'           AND experiment = 'signup-plan-first' GROUP BY user_id           HAVING COUNT(DISTINCT variant) = 1 AND MAX(variant) = '\(name)'
          """
        let within = "o.time_ms >= e.first_ms AND o.time_ms <= e.first_ms + \(days) * 86400000"
        let users = try Self.count("SELECT COUNT(*) FROM (\(exposed))")
        let value = variant["value"] as? Double ?? -1
        if days == 7 {
          let buyers = try Self.count(
            "SELECT COUNT(DISTINCT e.user_id) FROM (\(exposed)) e JOIN outcomes o ON o.user_id = e.user_id "
              + "AND o.event = 'purchased' AND \(within)")
          #expect(abs(value - Double(buyers) / Double(users)) < 1e-12, "\(name): \(buyers)/\(users)")
          purchased.append(value)
        } else {
          let cents = try Self.count(
            "SELECT CAST(ROUND(SUM(o.value) * 100) AS INTEGER) FROM (\(exposed)) e JOIN outcomes o "
              + "ON o.user_id = e.user_id AND o.event = 'purchased' AND \(within)")
          #expect(abs(value - Double(cents) / 100 / Double(users)) < 1e-9, "\(name): \(cents)/\(users)")
          revenue.append(value)
        }
      }
    }
    #expect(purchased.count == 2 && purchased[0] > 0.02 && purchased[1] > purchased[0] * 1.3, "\(purchased)")
    #expect(revenue.count == 2 && revenue[0] > 0.5 && revenue[1] > revenue[0] * 1.2, "\(revenue)")
  }

  @Test func sequentialWidensTheIntervalAndBHIsAtMostHolm() throws {
    func interval(_ extra: [String]) throws -> [Double] {
      let variants = try #require(
        try Self.metric("chose-pro", in: Self.report(extra))["variants"] as? [[String: Any]])
      return try #require((variants[1]["lift"] as? [String: Any])?["ci"] as? [Double])
    }
    let fixed = try interval([])
    let sequential = try interval(["--sequential"])
    #expect(sequential[0] < fixed[0] && sequential[1] > fixed[1])
    func adjusted(_ extra: [String]) throws -> Double {
      let variants = try #require(
        try Self.metric("chose-pro", in: Self.report(extra))["variants"] as? [[String: Any]])
      return try #require((variants[1]["lift"] as? [String: Any])?["pValueAdjusted"] as? Double)
    }
    #expect(try adjusted(["--correction", "bh"]) <= adjusted([]))
    let prior = try Self.metric("chose-pro", in: Self.report(["--prior-sd", "0.3"]))
    #expect((prior["variants"] as? [[String: Any]])?.count == 2)
  }

  @Test(arguments: [
    (["--prior-sd", "0"], "give --prior-sd a standard deviation above 0, such as 0.3"),
    (["--correction", "bonferroni"], "--correction"),
  ])
  func badStatisticsOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let run = try OnboardBinary.run(["report", "--flow", "signup"] + arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }
}
