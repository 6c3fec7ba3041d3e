import OnboardKit
import OnboardYAML

/// `load --flow FILE [--rounds N] [--pipeline auto|on|off]`: what
/// `onboard check` does to one file — read, parse with libyaml, decode,
/// resolve includes and check against the model — timed over N rounds.
///
/// Large files run libyaml on a helper thread (`auto`, the default, as
/// `onboard check` does); `off` keeps everything on one thread, `on` forces
/// the helper. The flow must load without errors: timing a failing load says
/// nothing.
struct LoadScenario: BenchScenario {
  static let name = "load"
  static let usage = "load --flow FILE [--rounds N] [--pipeline auto|on|off]"
  static let summary = "FlowLoader().load(path:) (parse, decode, check) N times (default 20)"
  static let options: Set<String> = ["flow", "rounds", "pipeline"]

  /// The flow file.
  let path: String
  /// Timed rounds.
  let rounds: Int
  /// Whether libyaml runs on a helper thread; nil decides by size.
  let pipelining: Bool?

  init(options: BenchOptions) throws(BenchUsageError) {
    path = try options.required("flow")
    rounds = try options.integer("rounds", default: 20, in: 1...10_000)
    switch try options.choice("pipeline", among: ["auto", "on", "off"], default: "auto") {
    case "on": pipelining = true
    case "off": pipelining = false
    default: pipelining = nil
    }
  }

  func run() throws(BenchFailure) -> BenchReport {
    var loader = FlowLoader()
    loader.pipelining = pipelining
    let flow = try CleanFlow.load(path, with: loader).flow
    let size = FileSize.bytes(atPath: path)
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in loader.load(path: path)
    }
    let median = timing.median
    return BenchReport(fields: [
      ("name", .text(pipelining == false ? "load-one-thread" : Self.name)),
      ("size", .integer(size)),
      ("steps", .integer(flow.steps.count)),
      ("seconds", .decimal(median, digits: 6)),
      ("min", .decimal(timing.minimum, digits: 6)),
      ("cpuSeconds", .decimal(timing.medianCPU, digits: 6)),
      ("rate", .decimal(median > 0 ? Double(size) / 1_048_576 / median : 0, digits: 1)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
