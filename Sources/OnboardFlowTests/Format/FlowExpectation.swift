import OnboardKit

/// What a case expects of its run. Each expectation is optional: one left
/// out is not checked, and one written is checked exactly.
package struct FlowExpectation: Sendable, Hashable {
  /// The steps shown, in order (qualified, `contact/email`).
  package var path: [String]?
  /// The variant per experiment; `nil` for "not in the experiment" (the
  /// base flow). Only the experiments written are checked.
  package var variants: [String: String?]?
  /// How the run ends.
  package var status: ExpectedStatus?
  /// Fields of the built model as JSON (`YYYY-MM-DD` dates); `null` means
  /// the field has no value. Only the fields written are checked.
  package var user: [String: JSONValue]?
  /// Problems by field (or by step, for a step's own rules): the message,
  /// or a part of it. Every problem of the run must be listed.
  package var errors: [String: String]?
  /// Every event, in order.
  package var events: [ExpectedEvent]?

  /// Expects nothing.
  package init(
    path: [String]? = nil, variants: [String: String?]? = nil, status: ExpectedStatus? = nil,
    user: [String: JSONValue]? = nil, errors: [String: String]? = nil, events: [ExpectedEvent]? = nil
  ) {
    self.path = path
    self.variants = variants
    self.status = status
    self.user = user
    self.errors = errors
    self.events = events
  }
}

/// How a run ends, as a case expects it.
public enum ExpectedStatus: String, Sendable, Hashable, CaseIterable {
  /// The final step built the model.
  case completed
  /// A step or the final step refused the answers.
  case rejected
  /// The answers abandoned the run.
  case abandoned
  /// The answers ran out before the end.
  case unfinished
}

/// One expected event: its type, and its step and field when written.
public struct ExpectedEvent: Sendable, Hashable, CustomStringConvertible {
  /// The event's type (`step_viewed`).
  package var kind: FlowEvent.Kind
  /// The step, when the expectation names it.
  package var step: String?
  /// The field, when the expectation names it.
  package var field: String?

  /// Creates an expected event.
  package init(_ kind: FlowEvent.Kind, step: String? = nil, field: String? = nil) {
    self.kind = kind
    self.step = step
    self.field = field
  }

  /// Whether an actual event fits: same type, and same step and field where written.
  package func matches(_ event: FlowEvent) -> Bool {
    event.kind == kind && (step == nil || step == event.step) && (field == nil || field == event.field)
  }

  /// `validation_failed age/age`, as failures show it.
  public var description: String {
    let place = [step, field].compactMap { $0 }.joined(separator: " ")
    return place.isEmpty ? kind.rawValue : "\(kind.rawValue) \(place)"
  }
}
