import Foundation
import OnboardKit
import Testing

/// Drives a ``FlowRunner`` in tests the way TCA's `TestStore` drives a
/// reducer: every state change must be asserted, and every event received,
/// or the test fails with a message that says how to fix it.
///
/// ```swift
/// let tester = FlowTester<User>(flow: flow, userID: "u-1")
/// tester.send(.start) { $0.current = "name"; $0.status = .inProgress; $0.flowName = "signup"; $0.flowVersion = 1; $0.transitions = 1 }
/// tester.receive(.stepViewed, step: "name")
/// tester.send(.answer(field: "firstName", value: "Ada")) { $0.answers.set("firstName", to: .text("Ada")) }
/// ```
///
/// Time is fixed (the clock always answers `now`), so events compare exactly.
/// The run's move counters (`transitions`, `loops`) are bookkeeping, not
/// behaviour: a test need not assert them (their changes are never a failure).
public final class FlowTester<Model: Onboardable & Codable & Hashable> {
  /// The runner under test.
  public let runner: FlowRunner<Model>
  /// The state after the last action.
  public private(set) var state: FlowState<Model>
  /// Events sent out and not yet received by the test.
  public private(set) var pending: [FlowEvent] = []
  /// The time every event carries.
  public let now: Date

  /// A tester for a run of `flow` by `userID`, in the forced `variants`
  /// (experiment key to variant id; the others are assigned at `start`).
  /// A flow whose `model:` is not `Model` is recorded as an issue.
  public init(
    flow: FlowDefinition, userID: String, attributes: [String: JSONValue] = [:],
    variants: [String: String] = [:], now: Date = Date(timeIntervalSince1970: 1_800_000_000),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.now = now
    do {
      runner = try FlowRunner(checking: flow, clock: { now })
    } catch {
      Issue.record("\(error)", sourceLocation: sourceLocation)
      runner = FlowRunner(flow: flow, clock: { now })
    }
    state = FlowState(userID: userID, attributes: attributes, variants: variants)
  }

  /// Sends an action; `expect` must turn the old state into the new one exactly.
  /// Without `expect`, the state must not change.
  public func send(
    _ action: FlowAction, _ expect: ((inout FlowState<Model>) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !pending.isEmpty {
      Issue.record(
        """
        \(pending.count) event(s) were not received before sending \(action): \(describe(pending)).
        To fix, add `tester.receive(…)` for each, in order, before this `send`.
        """, sourceLocation: sourceLocation)
      pending = []
    }
    var expected = state
    expect?(&expected)
    do {
      pending = try runner.reduce(&state, action)
    } catch {
      Issue.record("\(action) threw: \(error)", sourceLocation: sourceLocation)
      return
    }
    expected.transitions = state.transitions
    expected.loops = state.loops
    if expected != state {
      Issue.record(
        """
        The state after \(action) is not what the test expects (− expected, + actual):
        \(Self.diff(expected, state))
        To fix, change the trailing closure of this `send` so that it makes exactly these changes.
        """, sourceLocation: sourceLocation)
    }
  }

  /// Sends an action that must fail with `error`; the state must not change.
  public func send(
    _ action: FlowAction, throws error: RunnerError, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = state
    do {
      pending += try runner.reduce(&state, action)
      Issue.record("\(action) was expected to throw \(error) but did not", sourceLocation: sourceLocation)
    } catch let thrown {
      if thrown != error {
        Issue.record("\(action) threw \(thrown), not \(error)", sourceLocation: sourceLocation)
      }
    }
    if before != state { Issue.record("a failed action changed the state", sourceLocation: sourceLocation) }
  }

  /// Receives the next event: its kind, step, field, detail and, for an
  /// exposure, experiment and variant must match.
  ///
  /// ```swift
  /// tester.receive(.exposure, step: "about", experiment: "friendly-start", variant: "friendly")
  /// ```
  public func receive(
    _ kind: FlowEvent.Kind, step: String?, field: String? = nil, detail: String? = nil,
    experiment: String? = nil, variant: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = FlowEvent(
      kind, step: step, field: field, detail: detail, time: now, experiment: experiment, variant: variant)
    guard !pending.isEmpty else {
      Issue.record("expected \(describe([expected])), but no event is left", sourceLocation: sourceLocation)
      return
    }
    let actual = pending.removeFirst()
    if actual != expected {
      Issue.record(
        "expected the event \(describe([expected])), received \(describe([actual]))",
        sourceLocation: sourceLocation)
    }
  }

  /// Ends the test: every event must have been received.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    if !pending.isEmpty {
      Issue.record(
        "\(pending.count) event(s) were not received: \(describe(pending)). To fix, receive them before `finish()`.",
        sourceLocation: sourceLocation)
    }
  }

  private func describe(_ events: [FlowEvent]) -> String {
    events.map { event in
      let parts = [
        ("step", event.step), ("field", event.field), ("detail", event.detail),
        ("experiment", event.experiment), ("variant", event.variant),
      ].compactMap { label, value in value.map { "\(label): '\($0)'" } }
      return "\(event.kind.rawValue)(\(parts.joined(separator: ", ")))"
    }.joined(separator: ", ")
  }

  static func diff(_ expected: FlowState<Model>, _ actual: FlowState<Model>) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    func lines(_ state: FlowState<Model>) -> [String] {
      let data = (try? encoder.encode(state)) ?? Data()
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    let old = lines(expected)
    let new = lines(actual)
    var output: [String] = []
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, let line, _): output.append("− \(offset + 1): \(line)")
      case .insert(let offset, let line, _): output.append("+ \(offset + 1): \(line)")
      }
    }
    return output.isEmpty
      ? "  (the states differ in a way JSON does not show)" : output.joined(separator: "\n")
  }
}
