/// An ``EventSink`` that keeps every event in memory, in order: for tests,
/// and for callers that decide later where the events go.
public final class MemoryEventSink: EventSink {
  /// One written event with its run.
  public struct Entry: Sendable, Hashable {
    /// The run it belongs to.
    public var run: RunIdentity
    /// The event.
    public var event: FlowEvent
  }

  /// Everything written so far, in order.
  public private(set) var entries: [Entry] = []
  /// Whether ``close()`` was called.
  public private(set) var isClosed = false

  /// An empty sink.
  public init() {}

  /// The events alone, in order.
  public var events: [FlowEvent] { entries.map(\.event) }

  /// Keeps the events, in order.
  public func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    entries += events.map { Entry(run: run, event: $0) }
  }

  /// Marks the sink closed; the events stay readable.
  public func close() throws { isClosed = true }
}
