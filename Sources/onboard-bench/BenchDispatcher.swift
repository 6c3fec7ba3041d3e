/// Picks the scenario named by the first argument, runs it and prints its
/// report as one JSON line; problems go to standard error.
///
/// Exit codes: 0 success, 1 the scenario failed, 2 usage.
enum BenchDispatcher {
  /// Every scenario, by name. Add a new one here and in `Scenarios/`.
  static let scenarios: [any BenchScenario.Type] = [
    LoadScenario.self, ParseScenario.self, CheckScenario.self, RunScenario.self, AssignScenario.self,
    WizardScenario.self, SimulateEngineScenario.self, FlowTestsScenario.self, PathsScenario.self,
    ReportScenario.self,
  ]

  /// Runs the command line (without the program name) and returns the exit code.
  static func run(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first, name != "--help", name != "-h" else {
      BenchOutput.error(usage)
      return arguments.isEmpty ? 2 : 0
    }
    guard let scenario = scenarios.first(where: { $0.name == name }) else {
      BenchOutput.error("onboard-bench: unknown scenario '\(name)'\n\n\(usage)")
      return 2
    }
    do {
      let options = try BenchOptions(Array(arguments.dropFirst()), allowed: scenario.options)
      let report = try scenario.init(options: options).run()
      BenchOutput.line(report.json)
      return 0
    } catch let error as BenchUsageError {
      BenchOutput.error("onboard-bench \(name): \(error.message)\nusage: \(scenario.usage)\n")
      return 2
    } catch let error as BenchFailure {
      BenchOutput.error("onboard-bench \(name): \(error.message)\n")
      return 1
    } catch {
      BenchOutput.error("onboard-bench \(name): \(error)\n")
      return 1
    }
  }

  /// What the program says to `--help` or an unknown scenario.
  static var usage: String {
    "usage: onboard-bench SCENARIO [OPTIONS]\n\nscenarios:\n"
      + scenarios.map { "  \($0.usage)\n      \($0.summary)\n" }.joined()
  }
}
