import OnboardKit

/// The ``EventSink`` of a run: each batch becomes one committed transaction
/// before `write` returns, so a step's events are stored before the next
/// prompt shows. A resumed session continues its numbering where the store
/// left it.
///
/// ```swift
/// let sink = StoreEventSink(store: try SQLiteStore(path: ".onboard/onboard.sqlite"))
/// try sink.write(events, of: RunIdentity(session: "s-1", user: "u-1", flow: "signup"))
/// ```
public final class StoreEventSink: EventSink {
  /// The store written to.
  public let store: any EventStore
  private var numbering = SessionNumbering()
  private let closesStore: Bool

  /// A sink on `store`; `closesStore` closes the store with the sink.
  public init(store: any EventStore, closesStore: Bool = true) {
    self.store = store
    self.closesStore = closesStore
  }

  /// Numbers the events in their session and commits them.
  public func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    guard !events.isEmpty else { return }
    if !numbering.isNumbering(run.session) {
      numbering.start(run.session, at: try store.nextSequence(of: run.session))
    }
    try store.append(events.map { StoredEvent($0, of: run, sequence: numbering.next(for: run.session)) })
  }

  /// Closes the store when the sink owns it.
  public func close() throws {
    if closesStore { try store.close() }
  }
}
