/// One event as one line of JSON: what `onboard run --events FILE|-` writes,
/// what the spool keeps, what `onboard ingest` reads, and what an app that
/// runs a compiled flow writes with ``EventLineEncoder``. Keys in a fixed
/// order; absent values are left out (docs/events.md).
///
/// ```json
/// {"time":"2025-03-01T12:00:00.250Z","time_ms":1740830400250,"session":"s-1","seq":0,"user":"u-1","flow":"signup","flow_version":3,"type":"exposure","experiment":"plan-first","variant":"control"}
/// ```
public enum EventJSONLine {
  /// The line of `event`, number `sequence` (from 0) of `run`'s session, without its newline.
  /// - Parameters:
  ///   - event: what happened, as the runner emitted it.
  ///   - run: the session, person and flow it belongs to.
  ///   - sequence: the event's number in its session; `(session, seq)` is what makes a replay count once.
  public static func encode(_ event: FlowEvent, of run: RunIdentity, sequence: Int) -> String {
    line(
      timeMilliseconds: EventTime.milliseconds(event.time), session: run.session, sequence: sequence,
      user: run.user, flow: run.flow, flowVersion: run.flowVersion, type: event.kind.rawValue,
      experiment: event.experiment, variant: event.variant, step: event.step, field: event.field,
      detail: event.detail, data: event.data.map(JSONWriter.value))
  }

  /// The line of one row's columns; `data` is JSON text, written as it is.
  package static func line(
    timeMilliseconds: Int64, session: String, sequence: Int, user: String, flow: String, flowVersion: Int?,
    type: String, experiment: String?, variant: String?, step: String?, field: String?, detail: String?,
    data: String?
  ) -> String {
    var line = "{\"time\":\"\(EventTime.iso8601(timeMilliseconds))\",\"time_ms\":\(timeMilliseconds)"
    append("session", session, to: &line)
    line += ",\"seq\":\(sequence)"
    append("user", user, to: &line)
    append("flow", flow, to: &line)
    if let flowVersion { line += ",\"flow_version\":\(flowVersion)" }
    append("type", type, to: &line)
    append("experiment", experiment, to: &line)
    append("variant", variant, to: &line)
    append("step", step, to: &line)
    append("field", field, to: &line)
    append("detail", detail, to: &line)
    if let data { line += ",\"data\":" + data }
    return line + "}"
  }

  private static func append(_ key: String, _ value: String?, to line: inout String) {
    guard let value else { return }
    line += ",\"\(key)\":" + JSONWriter.string(value)
  }
}

/// Turns an app's events into ``EventJSONLine`` lines, numbering each
/// session's events from 0: what `onboard run --events` writes, for an app
/// that runs a compiled flow with ``FlowRunner`` (then `onboard ingest`).
///
/// ```swift
/// var encoder = EventLineEncoder()
/// let run = RunIdentity(session: session, user: userID, flow: "signup", flowVersion: 1)
/// let events = try runner.reduce(&state, .submit(answers))
/// log.append(encoder.lines(events, of: run))   // one line per event, each ending in "\n"
/// ```
public struct EventLineEncoder: Sendable {
  private var numbering = SessionNumbering()

  /// An encoder whose sessions are numbered from 0.
  public init() {}

  /// Numbers `session`'s next events from `next` (a resumed session carries on).
  public mutating func resume(_ session: String, at next: Int) {
    numbering.start(session, at: next)
  }

  /// The lines of a batch of `run`'s events, each ending in a newline.
  public mutating func lines(_ events: [FlowEvent], of run: RunIdentity) -> String {
    var text = ""
    for event in events {
      text += EventJSONLine.encode(event, of: run, sequence: numbering.next(for: run.session))
      text += "\n"
    }
    return text
  }
}
