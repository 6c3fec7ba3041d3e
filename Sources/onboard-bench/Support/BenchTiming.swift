/// Times a job over several rounds after one untimed warm-up round, the way
/// every figure of `make bench` is taken (libyaml's and PyYAML's too).
struct BenchTiming {
  /// Wall-clock seconds per timed round, in the order they ran.
  private(set) var seconds: [Double] = []
  /// CPU seconds (user and system, all threads) per timed round.
  private(set) var cpuSeconds: [Double] = []

  /// Runs `body` once untimed, then `rounds` times timed; each round's result
  /// is kept until its clock has stopped, so freeing it is not timed.
  static func measure<Result>(
    rounds: Int, _ body: () throws(BenchFailure) -> Result
  ) throws(BenchFailure) -> BenchTiming {
    var timing = BenchTiming()
    _ = try body()
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      let cpuStart = ResourceUsage.cpuSeconds
      let start = clock.now
      let result = try body()
      let elapsed = clock.now - start
      timing.cpuSeconds.append(ResourceUsage.cpuSeconds - cpuStart)
      withExtendedLifetime(result) {}
      timing.seconds.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return timing
  }

  /// The median round's wall-clock seconds (the upper middle one for an even count).
  var median: Double { Self.median(seconds) }

  /// The median of the rounds' CPU seconds (getrusage counts in microseconds,
  /// roughly in scheduler ticks).
  var medianCPU: Double { Self.median(cpuSeconds) }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// The fastest round.
  var minimum: Double { seconds.min() ?? 0 }
}
