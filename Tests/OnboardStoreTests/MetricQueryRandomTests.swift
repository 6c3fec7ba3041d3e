import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// ``MetricQuery`` on a random store of 400 people against
/// `Scripts/metric_stats.py`, which computes every person's values in plain
/// Python over the same file; its output is kept here as literals. Run
/// `ONBOARD_KEEP_METRIC_STORE=/tmp/r.sqlite swift test --filter MetricQueryRandomTests`
/// and `python3 Tests/OnboardStoreTests/Scripts/metric_stats.py /tmp/r.sqlite` to see them again.
@Suite struct MetricQueryRandomTests {
  /// A small linear congruential generator, so the store is the same on every platform.
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func fill(_ store: any EventStore) throws {
    var random = Random(state: 42)
    var rows: [StoredEvent] = []
    var outcomes: [Outcome] = []
    let day = MetricQueryTests.day
    for person in 0..<400 {
      let user = "u\(person)"
      let variant = ["control", "plan-first"][random.next(2)]
      let start = Int64(random.next(30)) * day + Int64(random.next(86_400_000))
      let sessions = random.next(20) == 0 ? 2 : 1
      for session in 0..<sessions {
        let id = "\(user)-\(session)"
        let shown =
          session == 1 && random.next(2) == 0 ? (variant == "control" ? "plan-first" : "control") : variant
        if random.next(10) > 0 {
          rows.append(
            StoredEvent(
              timeMilliseconds: start + Int64(session) * day, session: id, sequence: 0, user: user, flow: "f",
              flowVersion: nil, kind: .exposure, experiment: "e", variant: shown))
        }
        if random.next(3) > 0 {
          let plan = ["free", "pro", "team"][random.next(variant == "control" ? 3 : 2)]
          rows.append(
            StoredEvent(
              timeMilliseconds: start + Int64(session) * day + 60_000, session: id, sequence: 1, user: user,
              flow: "f", flowVersion: nil, kind: .completed, data: #"{"plan":"\#(plan)"}"#))
        }
      }
      for _ in 0..<random.next(4) {
        let event = random.next(4) == 0 ? "activated" : "purchased"
        let time = start + Int64(random.next(40 * 86_400) - 2 * 86_400) * 1000
        outcomes.append(
          Outcome(
            flow: "f", user: user, event: event, value: Double(random.next(10_000)) / 100,
            timeMilliseconds: time))
      }
    }
    for person in 0..<15 {
      outcomes.append(
        Outcome(flow: "f", user: "never-\(person)", event: "purchased", value: 1, timeMilliseconds: 0))
    }
    try store.append(rows)
    _ = try store.record(outcomes)
  }

  /// `metric_stats.py`'s output for the store ``fill(_:)`` makes.
  static let expected: [(String, String, [Double])] = [
    ("completed", "control", [162, 108.0, 108.0]),
    ("completed", "plan-first", [184, 134.0, 134.0]),
    ("chose-pro", "control", [162, 38.0, 38.0]),
    ("chose-pro", "plan-first", [184, 62.0, 62.0]),
    ("buy-7d", "control", [162, 34.0, 34.0]),
    ("buy-7d", "plan-first", [184, 33.0, 33.0]),
    ("rev", "control", [162, 6815.78, 737329.1612]),
    ("rev", "plan-first", [184, 7504.5, 730977.124]),
    ("rev-max", "control", [162, 5765.64, 422570.7858]),
    ("rev-max", "plan-first", [184, 7118.45, 517492.3227]),
    ("n-buys", "control", [162, 156.0, 292.0]),
    ("n-buys", "plan-first", [184, 185.0, 359.0]),
    ("share", "control", [162, 38.0, 38.0, 108.0, 108.0, 38.0]),
    ("share", "plan-first", [184, 62.0, 62.0, 134.0, 134.0, 62.0]),
    ("per-buy", "control", [162, 6815.78, 737329.1612, 156.0, 292.0, 12773.18]),
    ("per-buy", "plan-first", [184, 7504.5, 730977.124, 185.0, 359.0, 14147.96]),
  ]

  @Test(arguments: Backend.available)
  func matchesThePythonCrossCheck(backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    try Self.fill(store)
    if backend == .sqlite, let keep = ProcessInfo.processInfo.environment["ONBOARD_KEEP_METRIC_STORE"] {
      for suffix in ["", "-wal"] {
        try? FileManager.default.removeItem(atPath: keep + suffix)
        try FileManager.default.copyItem(atPath: folder.path("events.sqlite") + suffix, toPath: keep + suffix)
      }
    }
    let result = try MetricQuery(store: store).statistics(
      flow: "f", experiment: "e", metrics: MetricQueryTests.metrics)
    #expect(result.multipleExposures == Self.multipleExposures)
    #expect(result.unexposedOutcomeUsers == Self.unexposed.users)
    #expect(result.unexposedOutcomes == Self.unexposed.outcomes)
    #expect(Self.expected.count == 16)
    for (metric, variant, numbers) in Self.expected {
      let found = try #require(result.statistics(of: metric, in: variant))
      let got =
        [Double(found.users), found.sum, found.sumOfSquares]
        + [found.denominatorSum, found.denominatorSumOfSquares, found.crossProducts].compactMap { $0 }
      #expect(got.count == numbers.count, "\(metric) \(variant)")
      for (a, b) in zip(got, numbers) {
        #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(metric) \(variant): \(got) vs \(numbers)")
      }
    }
  }

  /// The script's `multiple exposures` and `unexposed` lines.
  static let multipleExposures = 11
  static let unexposed = (users: 46, outcomes: 76)
}
