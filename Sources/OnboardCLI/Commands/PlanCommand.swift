import OnboardKit

/// `onboard plan --baseline P --mde M --daily N [--variants K] [--alpha A]
/// [--power B] [--sequential] [--json]`, or with `--flow NAME --experiment KEY
/// [--db …]` the baseline and the traffic from the store: how many people and
/// days an experiment needs before it launches.
///
/// This file handles the command line only; the work is in `PlanCommand+Perform.swift`.
struct PlanCommand: ParsableCommand {
  /// The name, help and examples of `plan`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "plan",
      abstract: "Work out the people and days an experiment needs to find a change.",
      discussion: """
        The power analysis GrowthBook uses (docs/report.md, "Planning an experiment"): \
        a two-sided test of the relative change of a rate, with the given false-positive \
        rate (--alpha) and power (--power); --sequential plans for gbstats' sequential \
        test, which may be read every day. Prints the people each variant \
        needs to find a change of --mde (0.05: a 5% relative change), the days that \
        takes at --daily people a day shared by --variants variants, and the smallest \
        change a run of one, two, four and eight weeks finds. With --flow and \
        --experiment, the baseline is the control's completion rate in the store and \
        the daily traffic the exposures a day so far (--baseline and --daily still win).
        """,
      examples: [
        CommandExample(
          "Before launch:", "onboard plan --baseline 0.62 --mde 0.05 --daily 2000 --variants 2"),
        CommandExample(
          "From a running experiment's store:",
          "onboard plan --flow signup --experiment signup-plan-first --mde 0.05"),
      ]
    )
  }

  /// `--baseline <rate>`.
  @Option("baseline", valueName: "rate", help: "The control's rate, between 0 and 1 (0.62 for 62%).")
  var baseline: Double?
  /// `--mde <change>`; required, with its own message.
  @Option("mde", valueName: "change", help: "The relative change to find, above 0 (0.05 for 5%).")
  var givenMDE: Double?
  /// `--daily <people>`.
  @Option("daily", valueName: "people", help: "People entering the experiment a day, over every variant.")
  var daily: Double?
  /// `--variants <k>`.
  @Option("variants", valueName: "k", help: "Variants sharing the traffic, the control included (default 2).")
  var variants: Int = 2
  /// `--alpha <a>`.
  @Option("alpha", valueName: "a", help: "The false-positive rate, between 0 and 1 (default 0.05).")
  var alpha: Double = 0.05
  /// `--power <b>`.
  @Option("power", valueName: "b", help: "The power to reach, above alpha and below 1 (default 0.8).")
  var power: Double = 0.8
  /// `--sequential`.
  @Flag("sequential", help: "Plan for the sequential test (gbstats' tuning parameter 5000).")
  var sequential: Bool
  /// `--flow <name>`.
  @Option("flow", valueName: "name", help: "Take the baseline and traffic from this flow's store.")
  var flow: String?
  /// `--experiment <key>`.
  @Option(
    "experiment", valueName: "key", help: "With --flow: the experiment whose control and traffic to use.")
  var experiment: String?
  /// `--db <path|url>`: as `onboard report` takes it.
  @OptionGroup var store: StoreOption
  /// `--json`.
  @Flag("json", help: "Print the plan as JSON.")
  var json: Bool

  /// gbstats' sequential tuning parameter, as `onboard report --sequential` uses it.
  static let sequentialTuning = 5_000.0

  /// The relative change to find (``validate()`` makes sure it was given).
  var mde: Double { givenMDE ?? 0 }
  /// `--db`, as given.
  var db: String? { store.db }
  /// The tool's models, to read `Flows/<flow>.yaml` for the control and weights.
  @ToolModels var models: ModelRegistry

  /// Checks the numbers (every bad one is a usage error with its reason), then
  /// that what the store is needed for is named and the rest given.
  func validate() throws {
    if let baseline, !(baseline > 0 && baseline < 1) {
      throw ValidationError("give --baseline a rate between 0 and 1 (0.62 for 62%), not \(baseline)")
    }
    guard let mde = givenMDE else {
      throw ValidationError("give --mde, the relative change to find (0.05 for 5%)")
    }
    guard mde > 0, mde.isFinite else {
      throw ValidationError("give --mde a relative change above 0 (0.05 for 5%), not \(mde)")
    }
    if let daily, !(daily > 0 && daily.isFinite) {
      throw ValidationError("give --daily the people a day, a number above 0, not \(daily)")
    }
    guard (2...1000).contains(variants) else {
      throw ValidationError("give --variants a number from 2 to 1000 (the control counts), not \(variants)")
    }
    guard alpha > 0, alpha < 1 else {
      throw ValidationError("give --alpha a number between 0 and 1, such as 0.05")
    }
    guard power > alpha, power < 1 else {
      throw ValidationError("give --power a number above --alpha (\(alpha)) and below 1, such as 0.8")
    }
    try validateStore()
  }

  /// What the store is needed for must be named, and the rest given.
  private func validateStore() throws {
    if flow == nil {
      guard experiment == nil, db == nil else {
        throw ValidationError("--experiment and --db need --flow, the flow whose store to read")
      }
      guard baseline != nil, daily != nil else {
        throw ValidationError(
          "give --baseline and --daily, or --flow and --experiment to read them from the store")
      }
    } else if experiment == nil {
      throw ValidationError("give --experiment with --flow: the experiment whose control and traffic to use")
    }
  }

  /// Works out and prints the plan.
  func run() throws {
    try perform()
  }
}
