import OnboardFlowTests
import OnboardKit

/// `paths (--flow FILE | --branches N) [--limit N] [--rounds N]`: path
/// exploration of a flow file, or of a generated flow with N independent
/// two-way branches (2^N paths), stopped at the limit (default 1000).
struct PathsScenario: BenchScenario {
  static let name = "paths"
  static let usage = "paths (--flow FILE | --branches N) [--limit N] [--rounds N]"
  static let summary = "path exploration of a flow, or of N generated branches, to the limit (default 1000)"
  static let options: Set<String> = ["flow", "branches", "limit", "rounds"]

  let flow: String?
  let branches: Int
  let limit: Int
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    branches = try options.integer("branches", default: 0, in: 0...62)
    flow = branches == 0 ? try options.required("flow") : nil
    limit = try options.integer("limit", default: 1_000, in: 1...10_000_000)
    rounds = try options.integer("rounds", default: 5, in: 1...1_000)
  }

  func run() throws(BenchFailure) -> BenchReport {
    let definition =
      try flow.map { path throws(BenchFailure) in try CleanFlow.load(path).flow }
      ?? GeneratedFlow.branches(branches)
    let explorer = PathExplorer<User>(flow: definition, limit: limit)
    var report: [VariantExploration] = []
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      report = explorer.explore()
    }
    let problems = report.flatMap(\.problems)
    guard problems.isEmpty else { throw BenchFailure(message: problems.joined(separator: "\n")) }
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("flow", .text(flow ?? "\(branches) generated branches")),
      ("variants", .integer(report.count)),
      ("paths", .integer(report.reduce(0) { $0 + $1.paths.count })),
      ("truncated", .text(report.contains(where: \.truncated) ? "yes" : "no")),
      ("seconds", .decimal(timing.median, digits: 6)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
