import Foundation
import OnboardStore
import Testing

/// The example flow's two experiments and a third that only rewrites copy
/// run together without namespaces (`onboard simulate` → store → `onboard
/// report`): each experiment's comparison is unaffected by the others'
/// randomisation, and each exposes where the person's combined flow first
/// parts ways for it.
@Suite struct OverlapEndToEndTests {
  /// The example flow, whose third experiment (warm-welcome) only rewrites
  /// the copy of 'name', in a folder with its include.
  static func flowWithThreeExperiments() throws -> String {
    let flow = try RepositoryFiles.temporarySignup()
    let text = try String(contentsOfFile: flow, encoding: .utf8)
    #expect(text.contains("- key: warm-welcome"))
    return flow
  }

  /// An exposure and where it sits in its session.
  struct Exposure {
    var variant: String
    var step: String
    /// The step of the session's last `step_viewed` before the exposure (`nil`: none).
    var viewedBefore: String?
    /// The type and step of the first event after it that is no exposure.
    var next: String
  }

  /// Every exposure per person and experiment, from the events.
  static func exposures(_ db: String) throws -> [String: [String: Exposure]] {
    var people: [String: [String: Exposure]] = [:]
    var lastViewed: [String: String] = [:]
    var open: [(user: String, experiment: String)] = []
    let store = try SQLiteStore(existingAt: db)
    try store.query(
      "SELECT session, user_id, type, experiment, variant, step FROM events ORDER BY session, seq", []
    ) { row in
      let (session, user, type) = (row[0].text ?? "", row[1].text ?? "", row[2].text ?? "")
      if type != "exposure" {
        for waiting in open {
          people[waiting.user]?[waiting.experiment]?.next = "\(type) \(row[5].text ?? "")"
        }
        open = []
      }
      if type == "step_viewed" { lastViewed[session] = row[5].text }
      guard type == "exposure", let experiment = row[3].text else { return }
      people[user, default: [:]][experiment] = Exposure(
        variant: row[4].text ?? "", step: row[5].text ?? "", viewedBefore: lastViewed[session], next: "")
      open.append((user, experiment))
    }
    return people
  }

  /// Pearson's chi-square statistic of independence of a table and its degrees of freedom.
  static func chiSquare(_ table: [[Double]]) -> (statistic: Double, df: Int) {
    let rows = table.map { $0.reduce(0, +) }
    let columns = table[0].indices.map { column in table.reduce(0) { $0 + $1[column] } }
    let total = rows.reduce(0, +)
    var statistic = 0.0
    for (r, row) in table.enumerated() {
      for (c, observed) in row.enumerated() {
        let expected = rows[r] * columns[c] / total
        statistic += (observed - expected) * (observed - expected) / expected
      }
    }
    return (statistic, (table.count - 1) * (table[0].count - 1))
  }

  /// scipy.stats.chi2.ppf(0.999, df): the statistic a p-value of 0.001 needs.
  static let critical = [1: 10.827566170662733, 2: 13.815510557964274]

  @Test func theStatisticAgreesWithScipy() {
    // scipy.stats.chi2_contingency([[120,130,110],[140,118,125]], correction=False)
    let (statistic, df) = Self.chiSquare([[120, 130, 110], [140, 118, 125]])
    #expect(abs(statistic - 2.3668430658594497) < 1e-9)
    #expect(df == 2)
  }

  @Test func threeExperimentsRunTogetherAndEachReportStandsAlone() throws {
    let flow = try Self.flowWithThreeExperiments()
    defer { RepositoryFiles.remove(flow) }
    #expect(try OnboardBinary.run(["check", flow]).status == 0)
    let db = URL(fileURLWithPath: flow).deletingLastPathComponent().appendingPathComponent("overlap.sqlite")
      .path
    let simulated = try OnboardBinary.run([
      "simulate", flow, "--users", "2000", "--seed", "11", "--persona", SimulateStoreTests.persona, "--db",
      db,
    ])
    #expect(simulated.status == 0, "\(simulated.stderr)")
    let people = try Self.exposures(db)
    let keys = ["signup-plan-first", "short-interests", "warm-welcome"]
    let arms = [
      "signup-plan-first": ["control", "plan-first"],
      "short-interests": ["control", "no-interests", "short-list"],
      "warm-welcome": ["control", "warm"],
    ]

    // Each other experiment's arms are spread alike over this one's arms,
    // among the people exposed to both (before an experiment's exposure its
    // arms look the same, so dropping out cannot depend on them).
    for this in keys {
      for other in keys where other != this {
        let table = (arms[this] ?? []).map { mine in
          (arms[other] ?? []).map { theirs in
            Double(people.values.filter { $0[this]?.variant == mine && $0[other]?.variant == theirs }.count)
          }
        }
        #expect(table.joined().allSatisfy { $0 >= 50 }, "\(this) × \(other): \(table)")
        let (statistic, df) = Self.chiSquare(table)
        #expect(statistic < Self.critical[df] ?? 0, "\(this) × \(other): \(table), chi-square \(statistic)")
      }
    }

    // Exposure where the combined flow first differs for each experiment.
    for (user, exposures) in people {
      let planFirst = exposures["signup-plan-first"]?.variant == "plan-first"
      let consent = exposures["short-interests"]?.variant == "no-interests"
      for (key, exposure) in exposures {
        #expect(exposure.next == "step_viewed \(exposure.step)", "\(user) \(key)")
        switch key {
        case "signup-plan-first":
          #expect(exposure.viewedBefore == nil && exposure.step == (planFirst ? "plan" : "name"), "\(user)")
        case "warm-welcome":
          // After plan for people in plan-first (and after consent when no-interests inserts it there).
          let before = planFirst ? (consent ? "consent" : "plan") : nil
          #expect(exposure.step == "name" && exposure.viewedBefore == before, "\(user)")
        default:
          let shown = exposure.variant == "no-interests" ? "consent" : planFirst ? "name" : "interests"
          #expect(exposure.step == shown && exposure.viewedBefore == "plan", "\(user) \(key)")
        }
      }
    }

    // The report judges every experiment healthy: no sample-ratio mismatch.
    let report = try OnboardBinary.run(["report", flow, "--db", db, "--format", "json"])
    #expect(report.status == 0, "\(report.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
    let experiments = object?["experiments"] as? [[String: Any]] ?? []
    #expect(experiments.compactMap { $0["key"] as? String } == keys)
    for experiment in experiments {
      let srm = experiment["srm"] as? [String: Any]
      #expect(srm?["flagged"] as? Bool == false, "\(experiment["key"] ?? "")")
      let users = (experiment["variants"] as? [[String: Any]] ?? []).compactMap { $0["users"] as? Double }
      let key = experiment["key"] as? String ?? ""
      #expect(Int(users.reduce(0, +)) == people.values.filter { $0[key] != nil }.count, "\(key)")
    }
  }
}
