import OnboardSimulation
import Testing

/// `run(people:threads:into:)` gives the sink exactly what the one-thread
/// run gives it, in the same order, whatever the number of threads; a
/// failing sink stops every thread.
@Suite struct ThreadsTests {
  func simulator() throws -> Simulator<User> {
    let flow = try signupFlow()
    return Simulator<User>(flow: flow, persona: try signupPersona(flow), seed: 7)
  }

  @Test(arguments: [1, 2, 3, 8])
  func threadsChangeNothing(threads: Int) throws {
    let simulator = try simulator()
    let people = 5..<(5 + 3 * Simulator<User>.chunkSize + 17)
    let alone = MemoryEventSink()
    let aloneSummary = try simulator.run(people: people, into: alone)
    let threaded = MemoryEventSink()
    let threadedSummary = try simulator.run(people: people, threads: threads, into: threaded)
    #expect(threaded.entries == alone.entries)
    #expect(threadedSummary == aloneSummary)
    #expect(threadedSummary.people == people.count)
  }

  @Test func noPeopleWriteNothing() throws {
    let sink = MemoryEventSink()
    #expect(try simulator().run(people: 0..<0, threads: 4, into: sink) == SimulationSummary())
    #expect(sink.entries.isEmpty)
  }

  /// A sink that fails on its `failAt`-th write.
  final class FailingSink: EventSink {
    let failAt: Int
    var writes = 0
    init(failAt: Int) { self.failAt = failAt }
    struct Failure: Error {}
    func write(_ events: [FlowEvent], of run: RunIdentity) throws {
      writes += 1
      if writes == failAt { throw Failure() }
    }
    func close() throws {}
  }

  @Test func aFailingSinkStopsTheRun() throws {
    let sink = FailingSink(failAt: 700)
    #expect(throws: SimulationError.self) {
      _ = try simulator().run(people: 0..<100_000, threads: 2, into: sink)
    }
    #expect(sink.writes == 700)
  }
}
