import Foundation
import OnboardKit

/// Stored rows as ``EventJSONLine`` lines and back: the spool, `--events`
/// and `onboard ingest` (one encoder, in OnboardKit).
extension EventJSONLine {
  /// The line of `event`, without its newline.
  package static func encode(_ event: StoredEvent) -> String {
    line(
      timeMilliseconds: event.timeMilliseconds, session: event.session, sequence: event.sequence,
      user: event.user, flow: event.flow, flowVersion: event.flowVersion, type: event.kind.rawValue,
      experiment: event.experiment, variant: event.variant, step: event.step, field: event.field,
      detail: event.detail, data: event.data)
  }

  /// The event of a line written by ``encode(_:)``.
  /// - Throws: ``StoreError`` saying what is wrong: not JSON, a key missing
  ///   or of the wrong kind, an unknown type, an empty session, user or flow,
  ///   a negative `seq`.
  package static func decode(_ line: String) throws -> StoredEvent {
    try decode(Data(line.utf8))
  }

  /// The event of a line's bytes (``decode(_:)-(String)``).
  package static func decode(_ bytes: Data) throws -> StoredEvent {
    try bytes.withUnsafeBytes(decode)
  }

  /// The event of a line's bytes: read straight from them when the line is
  /// in the encoder's plain form (``EventLineScanner``), else by `JSONDecoder`.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws -> StoredEvent {
    if let event = EventLineScanner.event(bytes) { return event }
    let row: Line
    do {
      row = try JSONDecoder().decode(Line.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw StoreError(.failed, "not an event line: \(reason(error, bytes))")
    } catch {
      throw StoreError(.failed, "not an event line: not JSON")
    }
    guard let kind = FlowEvent.Kind(rawValue: row.type) else {
      let known = FlowEvent.Kind.allCases.map(\.rawValue)
      let hint = EditDistance.suggestion(for: row.type, among: known).map { "; did you mean '\($0)'?" } ?? ""
      throw StoreError(.failed, "not an event line: unknown type '\(row.type)'\(hint)")
    }
    for (key, value) in [("session", row.session), ("user", row.user), ("flow", row.flow)] where value.isEmpty
    {
      throw StoreError(.failed, "not an event line: '\(key)' is empty")
    }
    guard row.seq >= 0 else { throw StoreError(.failed, "not an event line: 'seq' is \(row.seq), below 0") }
    return StoredEvent(
      timeMilliseconds: row.time_ms, session: row.session, sequence: row.seq, user: row.user, flow: row.flow,
      flowVersion: row.flow_version, kind: kind, experiment: row.experiment, variant: row.variant,
      step: row.step, field: row.field, detail: row.detail, data: row.data.map(JSONWriter.value))
  }

  /// What a decoding error means, in the line's words.
  private static func reason(_ error: DecodingError, _ bytes: UnsafeRawBufferPointer) -> String {
    switch error {
    case .keyNotFound(let key, _): return "no '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      let key = context.codingPath.first?.stringValue ?? "the line"
      return key == "the line" ? "not a JSON object" : "'\(key)' is not \(expected[key] ?? "a text")"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return fraction(in: bytes).map { "'\($0)' is not \(expected[$0] ?? "a whole number")" } ?? "not JSON"
    case .dataCorrupted(let context):
      return "'\(context.codingPath[0].stringValue)' is not valid"
    @unknown default: return "not JSON"
    }
  }

  /// The whole-number key that holds a fraction (which `JSONDecoder` calls
  /// data that is not JSON), when the line is a JSON object with one.
  private static func fraction(in bytes: UnsafeRawBufferPointer) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      return nil
    }
    return ["time_ms", "seq", "flow_version"].first { key in
      (object[key] as? Double).map { $0.rounded() != $0 || abs($0) > 9e15 } ?? false
    }
  }

  /// What the keys that are not texts hold.
  private static let expected = [
    "time_ms": "a whole number of milliseconds", "seq": "a whole number", "flow_version": "a whole number",
    "data": "JSON",
  ]

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
