import OnboardFlowTests
import OnboardKit

/// `flowtests --tests FILE [--cases N] [--rounds N]`: N flow-test cases
/// (default 1000) through `FlowTestRunner`, the file's cases over and over,
/// as `onboard test` runs them, with no output.
struct FlowTestsScenario: BenchScenario {
  static let name = "flowtests"
  static let usage = "flowtests --tests FILE [--cases N] [--rounds N]"
  static let summary = "N flow-test cases (default 1000) from a *.tests.yaml file, cases per second"
  static let options: Set<String> = ["tests", "cases", "rounds"]

  let path: String
  let cases: Int
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    path = try options.required("tests")
    cases = try options.integer("cases", default: 1_000, in: 1...10_000_000)
    rounds = try options.integer("rounds", default: 5, in: 1...1_000)
  }

  func run() throws(BenchFailure) -> BenchReport {
    let loaded = FlowTestLoader<User>().load(path: path)
    guard let file = loaded.file, !file.cases.isEmpty else {
      throw BenchFailure(message: "'\(path)' does not load as a tests file with cases")
    }
    let runner = FlowTestRunner<User>(flow: file.flow, now: file.now)
    var failed = 0
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      failed = 0
      for index in 0..<cases where runner.run(file.cases[index % file.cases.count]).verdict != .passed {
        failed += 1
      }
    }
    guard failed == 0 else { throw BenchFailure(message: "\(failed) of \(cases) cases failed") }
    let median = timing.median
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("size", .integer(cases)),
      ("seconds", .decimal(median, digits: 6)),
      ("rate", .decimal(median > 0 ? Double(cases) / median : 0, digits: 0)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
