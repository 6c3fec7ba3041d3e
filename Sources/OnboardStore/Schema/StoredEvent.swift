import Foundation
import OnboardKit

/// One row of the `events` table: a ``FlowEvent`` with its run, its number in
/// the session and its time as integer milliseconds since 1970 (UTC).
///
/// The bulk path (``BulkEventWriter/append(_:)``) takes these directly, so a
/// simulator can build rows without `Date` arithmetic or formatting per row.
public struct StoredEvent: Sendable, Hashable {
  /// Milliseconds since 1970-01-01T00:00:00Z.
  package var timeMilliseconds: Int64
  /// The session (one run of one person through one flow).
  package var session: String
  /// The event's number within its session, from 0; `(session, sequence)` is unique.
  package var sequence: Int
  /// The person's id.
  package var user: String
  /// The flow's name.
  package var flow: String
  /// The flow's version, when it has one.
  package var flowVersion: Int?
  /// What happened.
  package var kind: FlowEvent.Kind
  /// The experiment (exposures).
  package var experiment: String?
  /// The variant (exposures).
  package var variant: String?
  /// The qualified step.
  package var step: String?
  /// The field (validation failures).
  package var field: String?
  /// More: a failure's message, `skipped`…
  package var detail: String?
  /// A JSON object: a completion's metric answers, an exposure's dimensions (``FlowEvent/data``).
  package var data: String?

  /// A row with every column.
  package init(
    timeMilliseconds: Int64, session: String, sequence: Int, user: String, flow: String, flowVersion: Int?,
    kind: FlowEvent.Kind, experiment: String? = nil, variant: String? = nil, step: String? = nil,
    field: String? = nil, detail: String? = nil, data: String? = nil
  ) {
    self.timeMilliseconds = timeMilliseconds
    self.session = session
    self.sequence = sequence
    self.user = user
    self.flow = flow
    self.flowVersion = flowVersion
    self.kind = kind
    self.experiment = experiment
    self.variant = variant
    self.step = step
    self.field = field
    self.detail = detail
    self.data = data
  }

  /// The row of `event`, number `sequence` of `run`.
  package init(_ event: FlowEvent, of run: RunIdentity, sequence: Int) {
    self.init(
      timeMilliseconds: EventTime.milliseconds(event.time), session: run.session, sequence: sequence,
      user: run.user, flow: run.flow, flowVersion: run.flowVersion, kind: event.kind,
      experiment: event.experiment, variant: event.variant, step: event.step, field: event.field,
      detail: event.detail, data: event.data.map(JSONWriter.value))
  }

  /// The ``FlowEvent`` back (its time rounded to the millisecond).
  package var flowEvent: FlowEvent {
    var event = FlowEvent(
      kind, step: step, field: field, detail: detail, time: EventTime.date(timeMilliseconds),
      experiment: experiment, variant: variant)
    event.data = data.flatMap { try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
    return event
  }

  /// The run back.
  package var run: RunIdentity {
    RunIdentity(session: session, user: user, flow: flow, flowVersion: flowVersion)
  }
}
