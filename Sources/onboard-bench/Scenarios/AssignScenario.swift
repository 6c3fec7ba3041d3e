import Foundation
import OnboardKit

/// `assign [--ids N] [--rounds N]`: bulk assignment of N ids held in memory
/// (`user-0` … as the C FNV-1a loop makes them) to a 3-variant experiment
/// with equal weights, through ``BulkAssigner`` — hash, bucket ranges and
/// variant choice for every id, as `onboard assign --ids` does without the I/O:
/// from one buffer of UTF-8 bytes (`nsPerId`, what the command does) and from
/// an array of `String`s (`nsPerIdString`, what a Swift caller holding
/// strings gets).
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
    var bytes: [UInt8] = []
    var ends: [Int] = []
    for id in ids {
      bytes += id.utf8
      ends.append(bytes.count)
    }
    var counts = [0, 0, 0]
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      var tally = [0, 0, 0]
      bytes.withUnsafeBufferPointer { buffer in
        var start = 0
        for end in ends {
          let index = assigner.variantIndex(forUTF8: UnsafeBufferPointer(rebasing: buffer[start..<end]))
          if index >= 0 { tally[index] += 1 }
          start = end
        }
      }
      counts = tally
    }
    var stringCounts = [0, 0, 0]
    let stringTiming = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      var tally = [0, 0, 0]
      for id in ids {
        let index = assigner.variantIndex(for: id)
        if index >= 0 { tally[index] += 1 }
      }
      stringCounts = tally
    }
    guard stringCounts == counts else {
      throw BenchFailure(message: "bytes and strings disagree: \(counts) vs \(stringCounts)")
    }
    let median = timing.median
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("size", .integer(count)),
      ("seconds", .decimal(median, digits: 6)),
      ("nsPerId", .decimal(median / Double(count) * 1e9, digits: 1)),
      ("minNsPerId", .decimal(timing.minimum / Double(count) * 1e9, digits: 1)),
      ("nsPerIdString", .decimal(stringTiming.median / Double(count) * 1e9, digits: 1)),
      ("variants", .text(counts.map(String.init).joined(separator: "/"))),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
