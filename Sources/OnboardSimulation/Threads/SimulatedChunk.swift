/// A run of consecutive people simulated on one thread, waiting to be
/// written: each person's identity and events, in index order, and the
/// counts of the chunk.
struct SimulatedChunk: Sendable {
  /// Each person's run and events, in index order.
  var runs: [(run: RunIdentity, events: [FlowEvent], outcomes: [SimulatedOutcome])] = []
  /// The counts of these people.
  var summary = SimulationSummary()
  /// Set when the runner refused one of them: the chunk ends there.
  var failure: SimulationError?
  /// What a ``PreparingEventSink`` worked out from ``runs`` (on the thread that simulated them).
  var prepared: (any Sendable)?
}

extension Simulator {
  /// Simulates `people` into a chunk (stopping at the first failure).
  func chunk(
    _ people: Range<Int>, preparation: (@Sendable ([RunEvents]) -> any Sendable)? = nil
  ) -> SimulatedChunk {
    var chunk = SimulatedChunk()
    chunk.runs.reserveCapacity(people.count)
    var person = SimulatedPerson(simulator: self)
    do {
      for index in people {
        let identity = try person.simulate(index, summary: &chunk.summary)
        chunk.runs.append((identity, person.events, person.outcomes))
      }
    } catch {
      chunk.failure = error
    }
    chunk.prepared = preparation?(chunk.runs.map { RunEvents(run: $0.run, events: $0.events) })
    return chunk
  }
}
