import Foundation
import OnboardKit
import OnboardStore
import Testing

@testable import OnboardReport

/// The cumulative lift chart's data: per bucket of the run, the report's own
/// statistics over the people exposed until then, so the last point is the
/// report's lift (the gbstats-exact path of ``MetricsAnalysis``, which
/// GBStatsCrossCheckTests check against gbstats 0.8.0), and a point in the
/// middle counts exactly the people exposed before its end (a plain SQL
/// count of the events) with the same numbers from the events as from the rollups.
@Suite struct LiftHistoryTests {
  @Test func theBucketsAreWholeDaysHoursOrMinutesAndEndWithEveryone() {
    let day: Int64 = 86_400_000
    let days = LiftHistory.ends(first: 10 * day + 5, last: 16 * day + 7)
    #expect(days == (11...16).map { Optional($0 * day) } + [nil])
    let hours = LiftHistory.ends(first: 0, last: 5 * 3_600_000)
    #expect(hours.count == 6 && hours.last == .some(nil))
    let long = LiftHistory.ends(first: 0, last: 400 * day)
    #expect(long.count <= LiftHistory.mostPoints + 1 && long.last == .some(nil), "\(long.count)")
    #expect(LiftHistory.ends(first: 7, last: 7) == [nil], "one moment: the report's point alone")
  }

  @Test func theLastPointIsTheReportsLiftAndAMiddleOneCountsThePeopleSoFar() throws {
    let (store, folder) = try StoreFixture.sqlite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let flow = try StoreFixture.flow()
    let counts = try StoreAggregator(store: store).counts(
      flow: "signup", experiment: "signup-plan-first", plan: ReportPlan(flow: flow))
    let report = try analyze(counts)
    let experiment = try #require(report.experiments.first)
    let definition = try #require(flow.experiments.first { $0.key == "signup-plan-first" })
    let metrics = flow.metrics(of: definition)
    let analysis = MetricsAnalysis(options: try AnalysisOptions(alpha: 0.05))
    let variants = experiment.variants.map(\.id)
    let histories = try LiftHistory.histories(
      store: store, analysis: analysis, flow: "signup", experiment: experiment.key, metrics: metrics,
      variants: variants, run: experiment.run)
    let reports = analysis.reports(
      try MetricQuery(store: store).statistics(flow: "signup", experiment: experiment.key, metrics: metrics),
      metrics: metrics, variants: variants)
    let goals = reports.filter { $0.role == .goal }
    #expect(histories.map(\.metric) == goals.map(\.id))
    #expect(histories.count >= 2, "the example flow has two goals")
    for (history, goal) in zip(histories, goals) {
      let points = try #require(history.variants.first?.points)
      #expect(points.count >= 10, "a 25-minute run, per minute: \(points.count)")
      let last = try #require(points.last)
      let lift = try #require(goal.variants.last?.comparison?.lift)
      #expect(last.relative == lift.relative)
      #expect(
        last.interval == (lift.problem == nil ? lift.interval : nil), "no interval when gbstats gave up")
      #expect(last.people == goal.variants.map(\.users).reduce(0, +))
      #expect(zip(points, points.dropFirst()).allSatisfy { $0.people <= $1.people && $0.endMs < $1.endMs })
    }
    // A point in the middle: its people are those exposed (to one variant) before its end.
    let middle = try #require(histories.first?.variants.first?.points[5])
    var exposed = 0
    try store.query(
      "SELECT COUNT(*) FROM (SELECT user_id FROM events WHERE type = 'exposure' AND experiment = $1 "
        + "GROUP BY user_id HAVING COUNT(DISTINCT variant) = 1 AND MIN(time_ms) < $2) p",
      [.text(experiment.key), .integer(middle.endMs)]
    ) { exposed = Int($0[0].integer ?? -1) }
    #expect(middle.people == exposed && exposed > 0)
    let fromEvents = try MetricQuery(store: store, forcesEvents: true, exposedBefore: middle.endMs)
      .statistics(
        flow: "signup", experiment: experiment.key, metrics: metrics)
    let fromRollups = try MetricQuery(store: store, exposedBefore: middle.endMs).statistics(
      flow: "signup", experiment: experiment.key, metrics: metrics)
    #expect(fromEvents.statistics == fromRollups.statistics)
  }

  /// The chart's one pass gives at every moment what a query of the people
  /// exposed before it gives (every metric of the experiment, a ratio and a
  /// mean among them), from the rollups and from the events.
  @Test(arguments: [false, true])
  func everyMomentEqualsAQueryOfThePeopleExposedBeforeIt(fromEvents: Bool) throws {
    let (store, folder) = try StoreFixture.sqlite()
    defer { try? FileManager.default.removeItem(at: folder) }
    let flow = try StoreFixture.flow()
    let counts = try StoreAggregator(store: store).counts(
      flow: "signup", experiment: "signup-plan-first", plan: ReportPlan(flow: flow))
    let run = try #require(try analyze(counts).experiments.first?.run)
    let first = try #require(run.firstMs)
    let last = try #require(run.lastMs)
    let definition = try #require(flow.experiments.first { $0.key == "signup-plan-first" })
    let metrics = flow.metrics(of: definition)
    #expect(metrics.contains { $0.type == .ratio } && metrics.contains { $0.type == .mean })
    let ends = LiftHistory.ends(first: first, last: last)
    #expect(ends.count >= 10)
    let results = try MetricQuery(store: store, forcesEvents: fromEvents).statistics(
      flow: "signup", experiment: "signup-plan-first", metrics: metrics, ends: [first] + ends)
    #expect(results.count == ends.count + 1)
    let backwards = try MetricQuery(store: store, forcesEvents: fromEvents).statistics(
      flow: "signup", experiment: "signup-plan-first", metrics: metrics, ends: ([first] + ends).reversed())
    #expect(backwards == results.reversed(), "each moment's result in its place, whatever the order")
    #expect(results.first?.statistics.allSatisfy(\.isEmpty) == true, "nobody before the first exposure")
    var nonZero = 0
    for (end, result) in zip(ends, results.dropFirst()) {
      let expected = try MetricQuery(store: store, forcesEvents: fromEvents, exposedBefore: end).statistics(
        flow: "signup", experiment: "signup-plan-first", metrics: metrics)
      #expect(result.statistics.count == expected.statistics.count)
      for (got, want) in zip(result.statistics.joined(), expected.statistics.joined()) {
        #expect(got.metric == want.metric && got.variant == want.variant && got.users == want.users)
        let pairs = [
          (got.sum, want.sum), (got.sumOfSquares, want.sumOfSquares),
          (got.denominatorSum ?? -1, want.denominatorSum ?? -1),
          (got.denominatorSumOfSquares ?? -1, want.denominatorSumOfSquares ?? -1),
          (got.crossProducts ?? -1, want.crossProducts ?? -1),
        ]
        #expect(
          pairs.allSatisfy { Closeness.relative($0.0, $0.1, 1e-12) },
          "\(end.map(String.init) ?? "all"): \(got) \(want)")
        if got.sum > 0 { nonZero += 1 }
      }
      #expect(result.statistics.joined().count == expected.statistics.joined().count)
    }
    #expect(nonZero > 20, "the metrics happened: \(nonZero)")
  }

  @Test func theHTMLDrawsOneChartPerGoal() throws {
    var report = try analyze(SampleCounts.flow)
    let point = { (end: Int64, lift: Double) in
      LiftHistory.Point(endMs: end, people: 100, relative: lift, interval: Interval(lift - 0.1, lift + 0.1))
    }
    report.experiments[0].history = [
      LiftHistory(
        metric: "chose-pro", label: "Pro plans",
        variants: [("plan-first", [point(0, 0.3), point(60_000, 0.2), point(120_000, 0.18)])])
    ]
    let html = ReportFormat.html.render(report)
    #expect(html.components(separatedBy: "<svg class=\"history\"").count == 2)
    #expect(html.contains("Pro plans over the run: cumulative change (95% interval)"))
    #expect(html.contains("+18.0% [+8.0, +28.0]"), "the last point, as the table writes it")
  }
}
