import Foundation
import Testing

/// `onboard report` decides each experiment of the example flow on simulated
/// traffic: the first line per experiment is the decision with its reason, in
/// the table and in Markdown, and the JSON carries the status and the numbers
/// that decided it.
@Suite(.serialized) struct ReportDecisionTests {
  /// 20,000 simulated people of the example persona: enough for the goals'
  /// ±30% (the flow's `targetMDE: 0.3`).
  static let store: (folder: URL, db: String) = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-decision-\(UUID())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let db = folder.appendingPathComponent("events.sqlite").path
    _ = try? OnboardBinary.run([
      "simulate", RepositoryFiles.signupFlow, "--users", "20000", "--seed", "2", "--persona",
      RepositoryFiles.root.appendingPathComponent("Flows/personas/signup.yaml").path, "--db", db,
    ])
    return (folder, db)
  }()

  static func report(_ format: String) throws -> String {
    let run = try OnboardBinary.run([
      "report", RepositoryFiles.signupFlow, "--db", store.db, "--format", format,
    ])
    #expect(run.status == 0, "\(run)")
    return run.stdout
  }

  @Test func theFirstLinePerExperimentIsTheDecision() throws {
    let lines = try Self.report("table").split(separator: "\n", omittingEmptySubsequences: false)
    let starts = lines.indices.filter { lines[$0].hasPrefix("Experiment ") }
    #expect(starts.count == 3)
    for start in starts {
      let decision = lines[start - 1]
      #expect(decision.contains(": Decision: "), "\(decision)")
    }
    let planFirst = try #require(lines.first { $0.hasPrefix("signup-plan-first: Decision: ") })
    #expect(
      planFirst.hasPrefix(
        "signup-plan-first: Decision: ship plan-first — 'plan-first' meets clear signals: every goal "
          + "significantly better and no guardrail worse: goal chose-pro +"), "\(planFirst)")
    let markdown = try Self.report("md")
    #expect(markdown.contains("## Experiment signup-plan-first\n\n**Decision: ship plan-first** — "))
  }

  @Test func theJSONHasTheStatusAndTheNumbers() throws {
    let object = try JSONSerialization.jsonObject(with: Data(try Self.report("json").utf8)) as? [String: Any]
    let experiments = try #require(object?["experiments"] as? [[String: Any]])
    let decision = try #require(experiments.first?["decision"] as? [String: Any])
    #expect(decision["status"] as? String == "ship")
    #expect(decision["variant"] as? String == "plan-first")
    #expect(decision["criteria"] as? String == "clear-signals")
    #expect(decision["targetMDE"] as? Double == 0.3)
    #expect(decision["powerReached"] as? Bool == true)
    let needed = try #require(decision["peopleNeededPerVariant"] as? Int)
    let have = try #require(decision["peoplePerVariant"] as? Int)
    #expect(needed <= have && needed > 1_000, "\(needed) of \(have)")
    let variants = try #require(decision["variants"] as? [[String: Any]])
    #expect(variants.first?["action"] as? String == "ship")
    #expect((variants.first?["goals"] as? [String: String]) == ["chose-pro": "won", "purchased-7d": "won"])
    let other = try #require(experiments.last?["decision"] as? [String: Any])
    #expect(other["criteria"] as? String == "clear-signals", "the default criteria")
    #expect(
      ["ready-for-review", "days-left", "roll-back"].contains(other["status"] as? String ?? ""), "\(other)")
    let csv = try Self.report("csv")
    #expect(csv.split(separator: "\n").first?.hasSuffix(",decision,decision_reason,decision_action") == true)
    #expect(csv.contains(",ship plan-first,"))
  }
}
