import OnboardKit
import OnboardYAML

/// `check --flow FILE [--rounds N]`: only the semantic checks of a load —
/// ``FlowChecker/check(_:schema:)`` on a flow loaded once beforehand — timed
/// over N rounds.
struct CheckScenario: BenchScenario {
  static let name = "check"
  static let usage = "check --flow FILE [--rounds N]"
  static let summary = "FlowChecker.check on the loaded flow N times (default 20)"
  static let options: Set<String> = ["flow", "rounds"]

  /// The flow file.
  let path: String
  /// Timed rounds.
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    path = try options.required("flow")
    rounds = try options.integer("rounds", default: 20, in: 1...10_000)
  }

  func run() throws(BenchFailure) -> BenchReport {
    let (flow, loaded) = try CleanFlow.load(path)
    let schema = loaded.schema
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      FlowChecker.check(flow, schema: schema)
    }
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("steps", .integer(flow.steps.count)),
      ("seconds", .decimal(timing.median, digits: 6)),
      ("min", .decimal(timing.minimum, digits: 6)),
      ("cpuSeconds", .decimal(timing.medianCPU, digits: 6)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
