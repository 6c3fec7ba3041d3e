/// Something a person did after onboarding — a purchase, an activation —
/// recorded with `onboard track` into the `outcomes` table, for the metrics
/// whose `event:` names it (docs/flow-format.md, docs/events.md).
///
/// The same outcome (flow, user, event, time and value) recorded twice is
/// one row: the table's key makes recording idempotent.
public struct Outcome: Sendable, Hashable {
  /// The flow whose experiments it counts for.
  package var flow: String
  /// The person's id, as their runs carry it.
  package var user: String
  /// The event's name (`purchased`).
  package var event: String
  /// Its value (an amount); 0 when none was given.
  package var value: Double
  /// When it happened, in milliseconds since 1970 (UTC).
  package var timeMilliseconds: Int64

  /// An outcome.
  package init(flow: String, user: String, event: String, value: Double = 0, timeMilliseconds: Int64) {
    self.flow = flow
    self.user = user
    self.event = event
    self.value = value
    self.timeMilliseconds = timeMilliseconds
  }

  /// The insert of one row, skipping one already stored.
  static let insertSQL =
    "INSERT INTO outcomes (flow, user_id, event, time_ms, value) VALUES ($1, $2, $3, $4, $5) "
    + "ON CONFLICT DO NOTHING"

  /// The insert of `rows` rows at once (PostgreSQL).
  static func insertSQL(rows: Int) -> String {
    let values = (0..<rows).map { row in
      "(" + (1...5).map { "$\(row * 5 + $0)" }.joined(separator: ", ") + ")"
    }
    return "INSERT INTO outcomes (flow, user_id, event, time_ms, value) VALUES "
      + values.joined(separator: ", ") + " ON CONFLICT DO NOTHING"
  }
}
