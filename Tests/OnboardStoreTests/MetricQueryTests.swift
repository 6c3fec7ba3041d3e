import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// ``MetricQuery`` on a small store whose statistics are worked out by hand
/// in the comments, on SQLite and PostgreSQL.
@Suite struct MetricQueryTests {
  static let day: Int64 = 86_400_000

  /// The metrics asked for, `completed` first as ``FlowDefinition/allMetrics`` lists it.
  static let metrics: [MetricDefinition] = [
    MetricDefinition(id: "completed"),
    MetricDefinition(id: "chose-pro", when: Condition(.object(["plan": .string("pro")]))),
    MetricDefinition(id: "buy-7d", event: "purchased", within: MetricWindow("7d")),
    MetricDefinition(id: "rev", type: .mean, event: "purchased", within: MetricWindow("30d"), value: .sum),
    MetricDefinition(id: "rev-max", type: .mean, event: "purchased", value: .max),
    MetricDefinition(id: "n-buys", type: .mean, event: "purchased", value: .count),
    MetricDefinition(id: "share", type: .ratio, numerator: "chose-pro", denominator: "completed"),
    MetricDefinition(id: "per-buy", type: .ratio, numerator: "rev", denominator: "n-buys"),
  ]

  /// control: a (completed, pro; purchases 10 at +1 d, 5 at +10 d, 7 a day before exposure),
  /// b (completed, free; purchase 3 at +40 d), c (exposed only);
  /// plan-first: d (completed, pro; purchase 20 at +2 d, an `activated`), e (completed, pro);
  /// m exposed to both (left out), z never exposed (one purchase, ignored).
  static func fill(_ store: any EventStore) throws {
    var rows: [StoredEvent] = []
    func exposure(_ user: String, _ session: String, _ variant: String, at time: Int64) {
      rows.append(
        StoredEvent(
          timeMilliseconds: time, session: session, sequence: 0, user: user, flow: "f", flowVersion: nil,
          kind: .exposure, experiment: "e", variant: variant, data: #"{"country":"US"}"#))
    }
    func completed(_ user: String, _ session: String, plan: String, age: Int? = nil, at time: Int64) {
      let data = age.map { #"{"age":\#($0),"plan":"\#(plan)"}"# } ?? #"{"plan":"\#(plan)"}"#
      rows.append(
        StoredEvent(
          timeMilliseconds: time, session: session, sequence: 1, user: user, flow: "f", flowVersion: nil,
          kind: .completed, data: data))
    }
    exposure("a", "sa", "control", at: 0)
    completed("a", "sa", plan: "pro", age: 30, at: 10)
    exposure("a", "sa2", "control", at: 5 * day)
    exposure("b", "sb", "control", at: 0)
    completed("b", "sb", plan: "free", age: 20, at: 10)
    exposure("c", "sc", "control", at: 0)
    exposure("d", "sd", "plan-first", at: 1000)
    completed("d", "sd", plan: "pro", age: 40, at: 2000)
    exposure("e", "se", "plan-first", at: 0)
    completed("e", "se", plan: "pro", at: 10)
    exposure("m", "sm1", "control", at: 0)
    exposure("m", "sm2", "plan-first", at: 0)
    completed("m", "sm2", plan: "pro", at: 10)
    try store.append(rows)
    func outcome(_ user: String, _ event: String, _ value: Double, at time: Int64) -> Outcome {
      Outcome(flow: "f", user: user, event: event, value: value, timeMilliseconds: time)
    }
    _ = try store.record([
      outcome("a", "purchased", 10, at: day), outcome("a", "purchased", 5, at: 10 * day),
      outcome("a", "purchased", 7, at: -day), outcome("b", "purchased", 3, at: 40 * day),
      outcome("d", "purchased", 20, at: 1000 + 2 * day), outcome("d", "activated", 1, at: day),
      outcome("m", "purchased", 100, at: day), outcome("z", "purchased", 50, at: day),
      Outcome(flow: "other", user: "y", event: "purchased", value: 1, timeMilliseconds: 0),
    ])
  }

  @Test(arguments: Backend.available)
  func handComputedStatistics(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try Self.fill(store)
    let age = MetricDefinition(id: "age", type: .mean, field: "age")
    let result = try MetricQuery(store: store).statistics(
      flow: "f", experiment: "e", metrics: Self.metrics + [age])
    func stats(_ metric: String, _ variant: String) -> [Double] {
      guard let found = result.statistics(of: metric, in: variant) else { return [] }
      return [Double(found.users), found.sum, found.sumOfSquares]
        + [found.denominatorSum, found.denominatorSumOfSquares, found.crossProducts].compactMap { $0 }
    }
    #expect(
      result.statistics.map { $0.map(\.variant) } == Array(repeating: ["control", "plan-first"], count: 9))
    #expect(result.multipleExposures == 1)
    #expect(result.unexposedOutcomeUsers == 1)
    #expect(result.unexposedOutcomes == 1)
    // users, Σx, Σx² (ratios: then Σy, Σy², Σxy)
    #expect(stats("completed", "control") == [3, 2, 2])
    #expect(stats("completed", "plan-first") == [2, 2, 2])
    #expect(stats("chose-pro", "control") == [3, 1, 1])
    #expect(stats("chose-pro", "plan-first") == [2, 2, 2])
    #expect(stats("buy-7d", "control") == [3, 1, 1])  // a at +1 d; b's is at +40 d
    #expect(stats("buy-7d", "plan-first") == [2, 1, 1])
    #expect(stats("rev", "control") == [3, 15, 225])  // a: 10 + 5 (not the 7 before exposure); b outside 30 d
    #expect(stats("rev", "plan-first") == [2, 20, 400])
    #expect(stats("rev-max", "control") == [3, 13, 109])  // a: 10, b: 3 (no window)
    #expect(stats("rev-max", "plan-first") == [2, 20, 400])
    #expect(stats("n-buys", "control") == [3, 3, 5])  // a: 2, b: 1
    #expect(stats("n-buys", "plan-first") == [2, 1, 1])
    #expect(stats("share", "control") == [3, 1, 1, 2, 2, 1])
    #expect(stats("share", "plan-first") == [2, 2, 2, 2, 2, 2])
    #expect(stats("per-buy", "control") == [3, 15, 225, 3, 5, 30])  // a: 15 × 2; b: 0 × 1
    #expect(stats("per-buy", "plan-first") == [2, 20, 400, 1, 1, 20])
    #expect(stats("age", "control") == [3, 50, 1300])  // a: 30, b: 20, c: no answer, 0
    #expect(stats("age", "plan-first") == [2, 40, 1600])  // d: 40, e answered no age
  }

  /// A second experiment of the same flow, `e2`: x: a (at 0); y: d (at
  /// 1,000), z (at 0). One query for both experiments shares one pass over
  /// the flow's outcomes (``MetricQuery/FlowPass``); each experiment's
  /// numbers are those of its own texts (a query with a moment has no pass).
  @Test(arguments: Backend.available)
  func experimentsOfAFlowShareOnePassOverTheOutcomes(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try Self.fill(store)
    try store.append(
      [("a", "x", 0), ("d", "y", 1000), ("z", "y", 0)].map { user, variant, time in
        StoredEvent(
          timeMilliseconds: time, session: "t-\(user)", sequence: 0, user: user, flow: "f", flowVersion: nil,
          kind: .exposure, experiment: "e2", variant: variant)
      })
    let shared = MetricQuery(store: store)
    #expect(shared.flowPass != nil)
    let apart = MetricQuery(store: store, exposedBefore: Int64.max / 2)
    #expect(apart.flowPass == nil)
    for experiment in ["e", "e2"] {
      let together = try shared.statistics(flow: "f", experiment: experiment, metrics: Self.metrics)
      #expect(together == (try apart.statistics(flow: "f", experiment: experiment, metrics: Self.metrics)))
    }
    let result = try shared.statistics(flow: "f", experiment: "e2", metrics: Self.metrics)
    func sums(_ metric: String, _ variant: String) -> [Double] {
      guard let found = result.statistics(of: metric, in: variant) else { return [] }
      return [Double(found.users), found.sum, found.sumOfSquares]
    }
    // Outcomes of f: a ×3, b, d ×2, m, z; e2 never exposed b and m.
    #expect(result.unexposedOutcomeUsers == 2)
    #expect(result.unexposedOutcomes == 2)
    #expect(sums("buy-7d", "x") == [1, 1, 1])  // a's 10 at +1 d
    #expect(sums("buy-7d", "y") == [2, 2, 2])  // d's 20 at +2 d, z's 50 at +1 d
    #expect(sums("rev", "x") == [1, 15, 225])  // 10 + 5 at +10 d; not the 7 before exposure
    #expect(sums("rev", "y") == [2, 70, 2900])
    #expect(sums("rev-max", "x") == [1, 10, 100])
    #expect(sums("n-buys", "x") == [1, 2, 4])
    #expect(sums("n-buys", "y") == [2, 2, 2])
  }

  /// One query asked about two flows counts each flow's outcomes of people
  /// not exposed from that flow's own pass: flow `other` has y's outcome
  /// and two of x's here, and nobody exposed to `e`.
  @Test(arguments: Backend.available)
  func eachFlowCountsItsOwnUnexposedOutcomes(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try Self.fill(store)
    _ = try store.record(
      [1, 2].map { Outcome(flow: "other", user: "x", event: "purchased", value: 1, timeMilliseconds: $0) })
    let shared = MetricQuery(store: store)
    #expect(shared.flowPass != nil)
    let first = try shared.statistics(flow: "f", experiment: "e", metrics: Self.metrics)
    #expect(first.unexposedOutcomeUsers == 1 && first.unexposedOutcomes == 1)  // z
    let other = try shared.statistics(flow: "other", experiment: "e", metrics: Self.metrics)
    #expect(other.unexposedOutcomeUsers == 2)
    #expect(other.unexposedOutcomes == 3)
  }

  @Test func aVersion1StoreHasOnlyCompletion() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("v1.sqlite")
    try FileManager.default.copyItem(atPath: SchemaV2Tests.fixture.path, toPath: path)
    let store = try SQLiteStore(existingAt: path)
    var key = ""
    try store.query("SELECT experiment FROM events WHERE type = 'exposure' ORDER BY experiment LIMIT 1", []) {
      key = $0[0].text ?? ""
    }
    let result = try MetricQuery(store: store).statistics(
      flow: "signup", experiment: key, metrics: Self.metrics)
    let completed = result.statistics[0].reduce(0) { $0 + $1.sum }
    #expect(completed > 0)
    #expect(result.statistics.dropFirst().allSatisfy { $0.allSatisfy { $0.sum == 0 && $0.users > 0 } })
  }
}
