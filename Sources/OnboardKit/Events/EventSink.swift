/// Where a run's events go as they happen: the event store, a JSON-lines
/// file, or memory in tests. The runner never writes events itself (it is a
/// pure reducer); whoever drives it — the wizard, plain mode, `onboard run
/// --answers`, the simulator — hands each action's events to a sink before it
/// shows the next prompt.
///
/// ```swift
/// let sink = MemoryEventSink()
/// let run = RunIdentity(session: "s-1", user: state.userID, flow: flow.name, flowVersion: flow.version)
/// try sink.write(try runner.reduce(&state, .start), of: run)
/// ```
public protocol EventSink: AnyObject {
  /// Writes one batch of a run's events, in order. When it returns, the
  /// events are as durable as the sink promises (a store: committed).
  func write(_ events: [FlowEvent], of run: RunIdentity) throws
  /// Writes whatever is buffered and releases the sink's resources.
  func close() throws
}

/// The run an event belongs to: what every stored event carries besides
/// the ``FlowEvent`` itself.
public struct RunIdentity: Sendable, Hashable, Codable {
  /// The session: one run of one person through one flow (what `--resume` names).
  public var session: String
  /// The person's id (the hash attribute experiments assign by, usually).
  public var user: String
  /// The flow's `name`.
  public var flow: String
  /// The flow's `version:`, when it has one.
  public var flowVersion: Int?

  /// The identity of a run.
  public init(session: String, user: String, flow: String, flowVersion: Int? = nil) {
    self.session = session
    self.user = user
    self.flow = flow
    self.flowVersion = flowVersion
  }
}
