import OnboardKit

/// Hands every batch to several sinks in order (the store, then a JSON-lines
/// file): a run writes to all of them; the first failure stops the write.
/// A chunk of runs prepared off the writing thread (``PreparingEventSink``)
/// goes to each sink in turn, whole: a sink that prepares gets what it
/// prepared, any other each run of the chunk.
package final class FanOutEventSink: PreparingEventSink {
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

  /// Each sink's preparation of a chunk (none for a sink that does not prepare), and the chunk.
  package var preparation: @Sendable ([RunEvents]) -> any Sendable {
    let preparations = sinks.map { ($0 as? any PreparingEventSink)?.preparation }
    return { runs in Prepared(runs: runs, parts: preparations.map { $0?(runs) }) }
  }

  /// The most chunks ahead any of the sinks asks for.
  package var chunksAhead: Int {
    sinks.compactMap { ($0 as? any PreparingEventSink)?.chunksAhead }.max() ?? 2
  }

  /// Writes a chunk ``preparation`` made to each sink in order.
  package func write(prepared: any Sendable) throws {
    guard let prepared = prepared as? Prepared, prepared.parts.count == sinks.count else {
      throw StoreError(.failed, "the fan-out sink was handed a chunk it did not prepare")
    }
    for (sink, part) in zip(sinks, prepared.parts) {
      if let part, let preparing = sink as? any PreparingEventSink {
        try preparing.write(prepared: part)
      } else {
        for run in prepared.runs { try sink.write(run.events, of: run.run) }
      }
    }
  }

  /// A chunk's runs and each sink's preparation of them.
  private struct Prepared: Sendable {
    var runs: [RunEvents]
    var parts: [(any Sendable)?]
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
