/// One benchmark: built from its options, run once, reported as one JSON line.
///
/// To add a scenario, write a type in `Scenarios/` and list it in
/// ``BenchDispatcher/scenarios``.
protocol BenchScenario: Sendable {
  /// The first command-line argument that selects the scenario, e.g. `load`.
  static var name: String { get }
  /// The scenario's command line, e.g. `load --flow FILE [--rounds N]`.
  static var usage: String { get }
  /// One line on what it measures.
  static var summary: String { get }
  /// The `--name VALUE` options it accepts.
  static var options: Set<String> { get }

  /// Reads the options; throws ``BenchUsageError`` when one is missing or wrong.
  init(options: BenchOptions) throws(BenchUsageError)

  /// Runs every round and reports the figures.
  func run() throws(BenchFailure) -> BenchReport
}

/// A command line the scenario cannot use (exit code 2).
struct BenchUsageError: Error {
  /// What is wrong, in lower case.
  var message: String
}

/// A scenario that could not measure what it was asked to (exit code 1).
struct BenchFailure: Error {
  /// What went wrong, possibly over several lines.
  var message: String
}
