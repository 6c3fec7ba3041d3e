import OnboardKit
import OnboardYAML

/// `parse --flow FILE [--rounds N]`: only the YAML stage of a load — read the
/// file and build the flat document that the flow decoder reads — timed over
/// N rounds, so that `load` minus `parse` is what decoding and checking cost.
struct ParseScenario: BenchScenario {
  static let name = "parse"
  static let usage = "parse --flow FILE [--rounds N]"
  static let summary = "the YAML stage of load (read, libyaml, build the document) N times (default 20)"
  static let options: Set<String> = ["flow", "rounds"]

  /// The YAML file.
  let path: String
  /// Timed rounds.
  let rounds: Int

  init(options: BenchOptions) throws(BenchUsageError) {
    path = try options.required("flow")
    rounds = try options.integer("rounds", default: 20, in: 1...10_000)
  }

  func run() throws(BenchFailure) -> BenchReport {
    let timing = try BenchTiming.measure(rounds: rounds) { () throws(BenchFailure) in
      do throws(DiagnosticError) {
        return try YAMLParser.parseDocumentFile(atPath: path)
      } catch {
        var renderer = DiagnosticRenderer()
        throw BenchFailure(message: "the file does not parse:\n" + renderer.render(error.diagnostics))
      }
    }
    let size = FileSize.bytes(atPath: path)
    let median = timing.median
    return BenchReport(fields: [
      ("name", .text(Self.name)),
      ("size", .integer(size)),
      ("seconds", .decimal(median, digits: 6)),
      ("min", .decimal(timing.minimum, digits: 6)),
      ("cpuSeconds", .decimal(timing.medianCPU, digits: 6)),
      ("rate", .decimal(median > 0 ? Double(size) / 1_048_576 / median : 0, digits: 1)),
      ("peakMemoryMB", .decimal(ResourceUsage.peakMemoryMB, digits: 1)),
    ])
  }
}
