import Foundation
import OnboardReport
import OnboardStore
import Testing

/// The report's SQL aggregation over a store filled with simulated traffic
/// (``StoreFixture``) against the rows counted again in Swift, then its
/// statistics against gbstats 0.8.0 on those counts (`Tools/store_crosscheck.py`).
@Suite struct StoreCrossCheckTests {
  /// The fixture's users and conversions per variant (what gbstats was given).
  static let outcomes: [String: [[Int]]] = [
    "signup-plan-first": [[676, 721], [407, 541]],
    "short-interests": [[734, 738, 731], [616, 642, 644]],
    "warm-welcome": [[1488, 1461], [959, 943]],
  ]
  /// gbstats' `check_srm` per experiment.
  static let srm: [String: Double] = [
    "signup-plan-first": 0.22860262572845852,
    "short-interests": 0.9833449752346608,
    "warm-welcome": 0.619051849462089,
  ]
  /// gbstats' TwoSidedTTest (lift, ci, p) and EffectBayesianABTest (chance to win) per treatment.
  static let gbstats:
    [(experiment: String, variant: String, lift: Double, ci: [Double], p: Double, win: Double)] =
      [
        (
          "signup-plan-first", "plan-first", lift: 0.24627615889751808,
          ci: [0.15352703323571654, 0.33902528455931963], p: 2.194368304841987e-07, win: 0.9999999050470475
        ),
        (
          "short-interests", "no-interests", lift: 0.03655896948579876,
          ci: [-0.007220808287588705, 0.08033874725918622], p: 0.10162542788732742, win: 0.9492952191148158
        ),
        (
          "short-interests", "short-list", lift: 0.04974505658500197,
          ci: [0.006268085192195558, 0.09322202797780839], p: 0.02495677234728122, win: 0.9875971955214299
        ),
        (
          "warm-welcome", "warm", lift: 0.0014881175420151732,
          ci: [-0.05217096723149068, 0.055147202315521025], p: 0.9566379630852611, win: 0.5216828619796808
        ),
      ]

  @Test func theCountsMatchARecountOfTheRowsAndTheStatisticsMatchGBStats() throws {
    let (store, folder) = try StoreFixture.sqlite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plan = ReportPlan(flow: try StoreFixture.flow())
    let counts = try StoreAggregator(store: store).counts(flow: "signup", experiment: nil, plan: plan)
    if let dump = ProcessInfo.processInfo.environment["ONBOARD_DUMP_COUNTS"] {
      try JSONEncoder().encode(counts).write(to: URL(fileURLWithPath: dump))
    }
    #expect(counts.experiments.map(\.key) == ["signup-plan-first", "short-interests", "warm-welcome"])
    let recount = try Recount(store, flow: "signup")
    var simple = 0
    for experiment in counts.experiments {
      for variant in experiment.variants {
        let tally = recount.tallies["\(experiment.key)/\(variant.id)"] ?? Recount.Tally()
        #expect(variant.users == tally.users.count, "\(experiment.key)/\(variant.id)")
        #expect(variant.conversions == tally.converted.count, "\(experiment.key)/\(variant.id)")
        try store.query(
          "SELECT COUNT(DISTINCT user_id) FROM events WHERE type = 'exposure' AND experiment = $1 AND variant = $2",
          [.text(experiment.key), .text(variant.id)]
        ) { simple = Int($0[0].integer ?? -1) }
        #expect(variant.users == simple)
        for step in variant.funnel {
          #expect(step.reached == tally.reached[step.step]?.count ?? 0, "\(variant.id) \(step.step)")
          #expect(step.completed == tally.completed[step.step]?.count ?? 0, "\(variant.id) \(step.step)")
        }
        #expect(Set(variant.funnel.map(\.step)).isSuperset(of: tally.reached.keys))
        for field in variant.fieldFailures {
          let key = field.rule.map { "\(field.step): \($0)" } ?? "\(field.step).\(field.field)"
          #expect(field.failures == tally.failures[key], "\(variant.id) \(key)")
          #expect(field.attempts == tally.attempts[field.step], "\(variant.id) \(field.step)")
        }
        #expect(variant.fieldFailures.map(\.failures).reduce(0, +) == tally.failures.values.reduce(0, +))
        let times = tally.firstCompletion.values.map { Double($0.ms) / 1000 }.sorted()
        #expect(variant.completionTimes.count == times.count)
        #expect(Closeness.relative(variant.completionTimes.sum, times.reduce(0, +), 1e-12))
        #expect(
          Closeness.relative(variant.completionTimes.sumOfSquares, times.map { $0 * $0 }.reduce(0, +), 1e-12))
        // The report divides the middle values' sum in milliseconds, as here.
        let ms = tally.firstCompletion.values.map(\.ms).sorted()
        let middles = ms.isEmpty ? [] : Set([(ms.count - 1) / 2, ms.count / 2]).map { ms[$0] }
        let middle = middles.isEmpty ? nil : Double(middles.reduce(0, +)) / Double(middles.count) / 1000
        #expect(variant.completionTimes.medianSeconds == middle)
      }
    }
    for experiment in counts.experiments {
      let given = [experiment.variants.map(\.users), experiment.variants.map(\.conversions)]
      #expect(given == Self.outcomes[experiment.key], "\(experiment.key)")
    }
    let report = try analyze(counts, alpha: 0.05)
    for experiment in report.experiments {
      let expected = try #require(Self.srm[experiment.key])
      #expect(Closeness.relative(try #require(experiment.srm.pValue), expected, 1e-9), "\(experiment.key)")
    }
    for expected in Self.gbstats {
      let experiment = try #require(report.experiments.first { $0.key == expected.experiment })
      let variant = try #require(experiment.variants.first { $0.id == expected.variant })
      let comparison = try #require(variant.comparison)
      #expect(Closeness.relative(comparison.lift.relative, expected.lift, 1e-9))
      #expect(Closeness.relative(comparison.lift.interval.lower, expected.ci[0], 1e-9))
      #expect(Closeness.relative(comparison.lift.interval.upper, expected.ci[1], 1e-9))
      #expect(Closeness.relative(comparison.lift.pValue, expected.p, 1e-9))
      #expect(Closeness.relative(comparison.bayesian.chanceToWin, expected.win, 1e-9))
    }
  }

  @Test func postgreSQLGivesTheSameJSONByteForByte() throws {
    guard let url = StoreFixture.postgresURL else {
      #expect(
        !StoreFixture.isCI, "CI=true but ONBOARD_TEST_POSTGRES is not set (run through .ci/with-postgres)")
      return
    }
    let plan = ReportPlan(flow: try StoreFixture.flow())
    let (sqlite, folder) = try StoreFixture.sqlite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let postgres = try StoreFixture.postgres(url)
    func json(_ store: any EventStore) throws -> String {
      let counts = try StoreAggregator(store: store).counts(flow: "signup", experiment: nil, plan: plan)
      return ReportFormat.json.render(try analyze(counts, alpha: 0.05))
    }
    let fromSQLite = try json(sqlite)
    #expect(fromSQLite.contains("\"signup-plan-first\""))
    #expect(try json(postgres) == fromSQLite)
    let unplanned = try StoreAggregator(store: postgres).counts(flow: "signup", experiment: nil, plan: nil)
    #expect(
      try StoreAggregator(store: sqlite).counts(flow: "signup", experiment: nil, plan: nil) == unplanned)
  }
}
