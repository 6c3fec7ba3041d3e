import OnboardSimulation
import Testing

/// The same seed gives the same events, byte for byte, however the people
/// are split into runs; another seed gives others.
@Suite struct DeterminismTests {
  func entries(seed: UInt64, _ parts: [Range<Int>]) throws -> [MemoryEventSink.Entry] {
    let flow = try signupFlow()
    let simulator = Simulator<User>(flow: flow, persona: try signupPersona(flow), seed: seed)
    let sink = MemoryEventSink()
    for part in parts { _ = try simulator.run(people: part, into: sink) }
    return sink.entries
  }

  @Test func theSameSeedGivesTheSameEvents() throws {
    let first = try entries(seed: 42, [0..<1_000])
    let second = try entries(seed: 42, [0..<1_000])
    #expect(first.count > 5_000)
    #expect(first == second)
  }

  @Test func batchingDoesNotChangeAnything() throws {
    let whole = try entries(seed: 42, [0..<600])
    let split = try entries(seed: 42, [0..<17, 17..<250, 250..<600])
    #expect(whole == split)
  }

  @Test func aPersonDependsOnlyOnTheSeedAndTheirIndex() throws {
    let alone = try entries(seed: 42, [123..<124])
    let amongOthers = try entries(seed: 42, [100..<130]).filter { $0.run.user == "sim-42-123" }
    #expect(!alone.isEmpty)
    #expect(alone == amongOthers)
  }

  @Test func anotherSeedGivesOtherPeople() throws {
    let first = try entries(seed: 42, [0..<300])
    let other = try entries(seed: 43, [0..<300])
    #expect(first.map(\.event) != other.map(\.event))
    #expect(other.first?.run.user == "sim-43-0")
  }

  @Test func theRandomNumbersAreXoshiroOfTheSeedAndStream() {
    var a = SimulationRandom(seed: 1, stream: 2)
    var b = SimulationRandom(seed: 1, stream: 2)
    var c = SimulationRandom(seed: 1, stream: 3)
    let first = (0..<4).map { _ in a.next() }
    #expect(first == (0..<4).map { _ in b.next() })
    #expect(first != (0..<4).map { _ in c.next() })
    var unit = SimulationRandom(seed: 9, stream: 9)
    let mean = (0..<100_000).reduce(0.0) { sum, _ in sum + unit.unit() } / 100_000
    #expect(abs(mean - 0.5) < 0.005)  // the mean of 1e5 uniforms: SE 0.0009
  }
}
