import Foundation
import OnboardKit

extension Simulator {
  /// How many people a simulation thread simulates before handing them on.
  package static var chunkSize: Int { 512 }

  /// Simulates the people numbered `people` on `threads` threads while the
  /// calling thread writes them into `sink`, in index order, one write per
  /// person; the sink is not closed. `outcomes` gets each person's outcomes
  /// after their events, on the calling thread.
  ///
  /// The sink sees exactly what ``run(people:into:)`` gives it, whatever
  /// `threads` is: person `n` depends only on the seed and `n`, the people
  /// are cut into chunks of ``chunkSize``, chunk `c` is simulated by thread
  /// `c % threads`, and the calling thread takes the chunks back in order.
  /// Each thread keeps at most two chunks waiting (a preparing sink's
  /// ``PreparingEventSink/chunksAhead``), so memory does not grow with the
  /// number of people. A ``PreparingEventSink`` prepares each
  /// chunk on the thread that simulated it and is written a chunk at a time.
  ///
  /// ```swift
  /// let summary = try simulator.run(people: 0..<1_000_000, threads: 2, into: store.bulkWriter(batchSize: 50_000))
  /// ```
  package func run(
    people: Range<Int>, threads: Int, into sink: any EventSink, outcomes: OutcomeHandler? = nil
  ) throws(SimulationError) -> SimulationSummary {
    let size = Self.chunkSize
    let chunkCount = (people.count + size - 1) / size
    let workers = max(1, min(threads, chunkCount))
    guard chunkCount > 0 else { return SimulationSummary() }
    let preparing = sink as? any PreparingEventSink
    let ahead = preparing?.chunksAhead ?? 2
    let queues = (0..<workers).map { _ in HandOffQueue<SimulatedChunk>(capacity: ahead) }
    let preparation = preparing?.preparation
    let finished = DispatchGroup()
    for worker in 0..<workers {
      finished.enter()
      let queue = queues[worker]
      let thread = Thread { [self] in
        defer { finished.leave() }
        for number in stride(from: worker, to: chunkCount, by: workers) {
          let start = people.lowerBound + number * size
          let chunk = chunk(start..<min(start + size, people.upperBound), preparation: preparation)
          guard queue.put(chunk), chunk.failure == nil else { return }
        }
      }
      // NB: the runner recurses through nested containers; give it the main thread's stack size.
      thread.stackSize = 8 << 20
      thread.start()
    }
    defer {
      for queue in queues { queue.cancel() }
      finished.wait()
    }
    var summary = SimulationSummary()
    for number in 0..<chunkCount {
      guard let chunk = queues[number % workers].take() else { break }
      if let preparing, let prepared = chunk.prepared {
        try Self.hand(prepared, to: preparing, outcomes: chunk.runs.map(\.outcomes), to: outcomes)
      } else {
        for entry in chunk.runs {
          try Self.hand(entry.events, of: entry.run, to: sink, outcomes: entry.outcomes, to: outcomes)
        }
      }
      if let failure = chunk.failure { throw failure }
      summary.add(chunk.summary)
    }
    return summary
  }
}
