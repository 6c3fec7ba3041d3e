import Foundation
import Testing

/// A flow with `holdout:` end to end: `onboard simulate` holds people out,
/// `onboard assign` says so, and `onboard report` compares everyone else
/// (`shipped`: all experiments as they run) against the holdout.
@Suite struct HoldoutReportTests {
  /// The example flow with a 10% holdout, in a folder with its include.
  static func flowWithHoldout() throws -> String {
    try RepositoryFiles.temporarySignup(edit: { $0 + "\nholdout: { weight: 0.1, seed: q3 }\n" })
  }

  @Test func theReportComparesShippedWithTheHoldout() throws {
    let flow = try Self.flowWithHoldout()
    defer { RepositoryFiles.remove(flow) }
    let db = URL(fileURLWithPath: flow).deletingLastPathComponent().appendingPathComponent("events.sqlite")
      .path
    let simulated = try OnboardBinary.run([
      "simulate", flow, "--users", "600", "--seed", "1", "--persona", SimulateStoreTests.persona, "--db", db,
    ])
    #expect(simulated.status == 0, "\(simulated.stderr)")
    let report = try OnboardBinary.run([
      "report", flow, "--db", db, "--experiment", "holdout", "--format", "json",
    ])
    #expect(report.status == 0, "\(report.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
    let experiments = object?["experiments"] as? [[String: Any]] ?? []
    #expect(experiments.map { $0["key"] as? String } == ["holdout"])
    let variants = (experiments.first?["variants"] as? [[String: Any]] ?? []).map { $0["id"] as? String }
    #expect(variants == ["holdout", "shipped"])
    let users = (experiments.first?["variants"] as? [[String: Any]] ?? []).compactMap {
      $0["users"] as? Double
    }
    // About 10% of 600 held out, the rest shipped; everyone is exposed to the holdout.
    #expect(users.count == 2 && (30...95).contains(users[0]) && users[0] + users[1] == 600)
  }

  @Test func assignSaysWhoIsHeldOut() throws {
    let flow = try Self.flowWithHoldout()
    defer { RepositoryFiles.remove(flow) }
    let forced = try OnboardBinary.run([
      "assign", flow, "--user-id", "u-1", "--attr", "country=US", "--variant", "holdout=holdout",
      "--no-store",
    ])
    #expect(
      forced.stdout == """
        experiment 'signup-plan-first': the base flow (holdout: id=u-1)
        experiment 'short-interests': the base flow (holdout: id=u-1)
        experiment 'warm-welcome': the base flow (holdout: id=u-1)
        experiment 'holdout': variant 'holdout' (forced: id=u-1)

        """)
  }
}
