import OnboardKit

/// Passes the wizard's and plain mode's events to the run's sink and
/// remembers the first failure, so the caller can stop the run cleanly
/// (terminal restored, `error: …`, exit 1) instead of asking on.
///
/// NB: unchecked Sendable: plain mode's `@Sendable` closures capture it, but
/// the run calls them on one thread only, one after the other.
final class EventHandOff: @unchecked Sendable {
  private let sink: any EventSink
  /// The run the events belong to.
  let run: RunIdentity
  /// The first failure to write, if any.
  private(set) var failure: (any Error)?

  /// A hand-off to `sink` for `run`.
  init(sink: any EventSink, run: RunIdentity) {
    self.sink = sink
    self.run = run
  }

  /// Whether a write failed (the run must stop).
  var hasFailed: Bool { failure != nil }

  /// Writes one action's events; after a failure, nothing more.
  func handOn(_ events: [FlowEvent]) {
    guard failure == nil else { return }
    do { try sink.write(events, of: run) } catch { failure = error }
  }

  /// Throws the failure, when there was one.
  func check() throws {
    if let failure { throw failure }
  }
}
