import Foundation
import OnboardKit
import OnboardReport
import OnboardStore
import Testing

/// Rows that cannot be (issue 13, item 9) are left out of the report and
/// named in its warnings, on SQLite and PostgreSQL alike: an exposure at
/// `time_ms` = INT64_MIN used to give a time to complete of 9e15 s, and a
/// step completed by more people than reached it aborted the whole report.
@Suite struct ImpossibleRowsTests {
  static let start: Int64 = 1_700_000_000_000

  /// Experiment `e`, variant `a`: four users who complete with possible
  /// times (10, 20, 30 s, and 40 s in the second session of a user whose
  /// first completion came before its exposure), three whose only time is
  /// impossible, and one who completes step `secret` without seeing it.
  static var rows: [StoredEvent] {
    var rows: [StoredEvent] = []
    func session(_ name: String, user: String, exposed: Int64, done: Int64?, secret: Bool = false) {
      var seq = 0
      func add(_ kind: FlowEvent.Kind, _ step: String?, at time: Int64) {
        rows.append(
          StoredEvent(
            timeMilliseconds: time, session: name, sequence: seq, user: user, flow: "f", flowVersion: nil,
            kind: kind, experiment: kind == .exposure ? "e" : nil, variant: kind == .exposure ? "a" : nil,
            step: step))
        seq += 1
      }
      add(.exposure, "s", at: exposed)
      add(.stepViewed, "s", at: start)
      add(.stepCompleted, "s", at: start)
      if secret { add(.stepCompleted, "secret", at: start) }
      if let done { add(.completed, "s", at: done) }
    }
    for (index, seconds) in [10, 20, 30].enumerated() {
      session("good-\(index)", user: "u\(index)", exposed: start, done: start + Int64(seconds) * 1000)
    }
    session("twice-1", user: "u3", exposed: start + 9_000, done: start + 1_000)
    session("twice-2", user: "u3", exposed: start + 100_000, done: start + 140_000)
    session("min", user: "u4", exposed: .min, done: start)
    session("max", user: "u5", exposed: start, done: .max)
    session("year", user: "u6", exposed: start, done: start + 400 * 86_400_000)
    session("secret", user: "u7", exposed: start, done: nil, secret: true)
    return rows
  }

  func check(_ store: any EventStore) throws {
    try store.append(Self.rows)
    let counts = try StoreAggregator(store: store).counts(flow: "f", experiment: nil, plan: nil)
    let variant = try #require(counts.experiments.first?.variants.first)
    #expect(variant.users == 8 && variant.conversions == 7)
    #expect(variant.completionTimes.count == 4)
    #expect(variant.completionTimes.sum == 100)
    #expect(variant.completionTimes.medianSeconds == 25)
    #expect(
      variant.funnel.first { $0.step == "secret" }.map { ($0.reached, $0.completed) } ?? (-1, -1) == (0, 0))
    #expect(
      counts.warnings == [
        "experiment 'e', variant 'a': 3 completion times left out of time to complete (a time before "
          + "2000-01-01 or after 2099, or a completion before its exposure or over 365 days after it)",
        "experiment 'e', variant 'a': step 'secret' completed by 1 but reached by 0; "
          + "1 completion without a view left out",
      ])
    let report = try analyze(counts)
    #expect(report.warnings == counts.warnings)
    #expect(report.experiments.first?.variants.first?.time.meanSeconds == 25)
  }

  @Test func sqliteLeavesThemOutAndSaysSo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboard-impossible-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try check(try SQLiteStore(path: folder.appendingPathComponent("events.sqlite").path))
  }

  @Test func postgreSQLLeavesThemOutAndSaysSo() throws {
    guard let url = StoreFixture.postgresURL else {
      #expect(
        !StoreFixture.isCI, "CI=true but ONBOARD_TEST_POSTGRES is not set (run through .ci/with-postgres)")
      return
    }
    try check(try StoreFixture.emptyPostgres(url))
  }
}
