import Foundation
import OnboardKit

@testable import OnboardStore

/// Events and rows the tests write and expect back.
enum StoreFixtures {
  /// A run of the signup flow.
  static let run = RunIdentity(session: "s-1", user: "u-1", flow: "signup", flowVersion: 3)

  /// A start: exposure and the first step shown.
  static let firstBatch: [FlowEvent] = [
    FlowEvent(.exposure, step: nil, time: time(0), experiment: "plan-first", variant: "control"),
    FlowEvent(.stepViewed, step: "name", time: time(1)),
  ]

  /// A failed submit, a good one and the next step, with text that needs escaping.
  static let secondBatch: [FlowEvent] = [
    FlowEvent(
      .validationFailed, step: "contact/email", field: "email", detail: "not \"valid\"\n: ü ✓", time: time(2)),
    FlowEvent(.stepCompleted, step: "name", detail: "skipped", time: time(3)),
    FlowEvent(.stepViewed, step: "contact/email", time: time(4)),
  ]

  /// 2025-03-01T12:00:00Z plus `milliseconds`.
  static func time(_ milliseconds: Int) -> Date {
    Date(timeIntervalSince1970: 1_740_830_400 + Double(milliseconds) / 1000)
  }

  /// Every row of `events` in order of session and number.
  static func rows(of store: any EventStore) throws -> [StoredEvent] {
    var rows: [StoredEvent] = []
    try store.query("SELECT \(StoredEvent.selectColumns) FROM events ORDER BY session, seq", []) { row in
      rows.append(try StoredEvent(row: row))
    }
    return rows
  }

  /// One integer from a query.
  static func count(_ store: any EventStore, _ sql: String) throws -> Int64 {
    var value: Int64 = -1
    try store.query(sql, []) { value = $0[0].integer ?? -1 }
    return value
  }
}
