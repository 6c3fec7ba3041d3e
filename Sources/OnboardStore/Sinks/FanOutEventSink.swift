import OnboardKit

/// Hands every batch to several sinks in order (the store, then a JSON-lines
/// file): a run writes to all of them; the first failure stops the write.
package final class FanOutEventSink: EventSink {
  /// The sinks, in order.
  package let sinks: [any EventSink]

  /// A sink over `sinks`.
  package init(_ sinks: [any EventSink]) {
    self.sinks = sinks
  }

  /// Writes the batch to each sink.
  package func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    for sink in sinks { try sink.write(events, of: run) }
  }

  /// Closes every sink, then throws the first failure.
  package func close() throws {
    var failure: (any Error)?
    for sink in sinks {
      do { try sink.close() } catch { failure = failure ?? error }
    }
    if let failure { throw failure }
  }
}
