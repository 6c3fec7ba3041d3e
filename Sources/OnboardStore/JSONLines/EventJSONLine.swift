import Foundation
import OnboardKit

/// One event as one line of JSON: the format of `--events FILE|-` and of the
/// spool. Keys in a fixed order; absent values are left out.
///
/// ```json
/// {"time":"2025-03-01T12:00:00.250Z","time_ms":1740830400250,"session":"s-1","seq":0,"user":"u-1","flow":"signup","flow_version":3,"type":"exposure","experiment":"plan-first","variant":"control"}
/// ```
package enum EventJSONLine {
  /// The line of `event`, without its newline.
  package static func encode(_ event: StoredEvent) -> String {
    var line =
      "{\"time\":\"\(EventTime.iso8601(event.timeMilliseconds))\",\"time_ms\":\(event.timeMilliseconds)"
    append("session", event.session, to: &line)
    line += ",\"seq\":\(event.sequence)"
    append("user", event.user, to: &line)
    append("flow", event.flow, to: &line)
    if let version = event.flowVersion { line += ",\"flow_version\":\(version)" }
    append("type", event.kind.rawValue, to: &line)
    append("experiment", event.experiment, to: &line)
    append("variant", event.variant, to: &line)
    append("step", event.step, to: &line)
    append("field", event.field, to: &line)
    append("detail", event.detail, to: &line)
    if let data = event.data { line += ",\"data\":" + data }
    return line + "}"
  }

  /// The event of a line written by ``encode(_:)``.
  package static func decode(_ line: String) throws -> StoredEvent {
    let row: Line
    do {
      row = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
    } catch {
      throw StoreError(.failed, "not an event line: \(error)")
    }
    guard let kind = FlowEvent.Kind(rawValue: row.type) else {
      throw StoreError(.failed, "not an event line: unknown type '\(row.type)'")
    }
    return StoredEvent(
      timeMilliseconds: row.time_ms, session: row.session, sequence: row.seq, user: row.user, flow: row.flow,
      flowVersion: row.flow_version, kind: kind, experiment: row.experiment, variant: row.variant,
      step: row.step, field: row.field, detail: row.detail, data: row.data.map(JSONWriter.value))
  }

  private static func append(_ key: String, _ value: String?, to line: inout String) {
    guard let value else { return }
    line += ",\"\(key)\":" + JSONWriter.string(value)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The line's keys, as written.
  private struct Line: Decodable {
    var time_ms: Int64
    var session: String
    var seq: Int
    var user: String
    var flow: String
    var flow_version: Int?
    var type: String
    var experiment: String?
    var variant: String?
    var step: String?
    var field: String?
    var detail: String?
    var data: JSONValue?
  }
}
