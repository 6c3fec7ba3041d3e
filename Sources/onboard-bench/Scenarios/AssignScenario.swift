import Foundation
import OnboardKit

/// `assign [--ids N] [--rounds N]`: bulk assignment of N ids held in memory
/// (`user-0` … as the C FNV-1a loop makes them) to a 3-variant experiment
/// with equal weights, through ``BulkAssigner`` — hash, bucket ranges and
/// variant choice for every id, as `onboard assign --ids` does without the I/O.
struct AssignScenario: BenchScenario {
  static let name = "assign"
  static let usage = "assign [--ids N] [--rounds N]"
  static let summary = "BulkAssigner over N in-memory ids (default 1000000), ns per id"
  static let options: Set<String> = ["ids", "rounds"]

  let count: Int
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    count = try options.integer("ids", default: 1_000_000, in: 1...100_000_000)
    rounds = try options.integer("rounds", default: 5, in: 1...1_000)
  }

  func run() throws(BenchFailure) -> BenchReport {
    let experiment = ExperimentDefinition(
      key: "short-interests",
      variants: [VariantDefinition(id: "control"), VariantDefinition(id: "a"), VariantDefinition(id: "b")])
    let assigner = BulkAssigner(experiment)
    let ids = (0..<count).map { "user-\($0)" }
    var counts = [0, 0, 0]
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      var tally = [0, 0, 0]
      for id in ids {
        let index = assigner.variantIndex(for: id)
        if index >= 0 { tally[index] += 1 }
      }
      counts = tally
    }
    let median = timing.median
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("size", .integer(count)),
      ("seconds", .decimal(median, digits: 6)),
      ("nsPerId", .decimal(median / Double(count) * 1e9, digits: 1)),
      ("variants", .text(counts.map(String.init).joined(separator: "/"))),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
