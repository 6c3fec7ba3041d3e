import OnboardKit
import OnboardReport

/// `onboard report --flow NAME [--experiment KEY] [--db …] [--format …]
/// [--out FILE] [--alpha A] [--flow-file PATH]`: the variants of a flow's
/// experiments compared, from the events in the store.
///
/// This file handles the command line only; the work is in
/// `ReportCommand+Perform.swift`.
struct ReportCommand: ParsableCommand {
  /// The name, help and examples of `report`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "report",
      abstract: "Compare the variants of a flow's experiments from the stored events.",
      discussion: """
        Counts users exposed, conversions, time to complete, the funnel and validation \
        failures per variant with SQL inside the store (--db, else $ONBOARD_DB, else \
        .onboard/onboard.sqlite; the store must exist, nothing is created), then computes \
        lift, p-values and chance to win as GrowthBook's gbstats 0.8 does (docs/report.md). \
        Weights, the control and each variant's steps come from the flow file (given as \
        <flow-file>, --flow FILE or --flow-file; its name is then the flow's), else \
        Flows/<flow>.yaml when it exists; without one, weights are taken as equal and \
        the variant named 'control' is the control.
        """,
      examples: [
        CommandExample("The report of every experiment of a flow:", "onboard report --flow signup"),
        CommandExample("The same, with the flow file's weights:", "onboard report Flows/signup.yaml"),
        CommandExample(
          "One experiment as an HTML page:",
          "onboard report --flow signup --format html --out report.html"),
        CommandExample(
          "Fail a pipeline when an experiment is unhealthy:", "onboard report --flow signup --check"),
        CommandExample("Every metric per country:", "onboard report Flows/signup.yaml --by country"),
      ]
    )
  }

  /// `[<flow-file>]`: the flow's file, for its name and plan at once.
  @Argument("flow-file", help: "The flow file: its name is the flow's (or give --flow).")
  var fileArgument: String?
  /// `--flow <name>`: the flow's name, or its file.
  @Option("flow", valueName: "name", help: "The flow's name, as the events record it, or its file.")
  var flowOption: String?
  /// `--experiment <key>`: the one experiment to report, or every one.
  @Option("experiment", valueName: "key", help: "Only this experiment (default: every one with exposures).")
  var experiment: String?
  /// `--db <path|url>`: as `onboard run` takes it.
  @OptionGroup var store: StoreOption
  /// `--format <format>`.
  @Option("format", help: "table (the default), json, csv, md or html.")
  var format: ReportFormat = .table
  /// `--out <file>`.
  @Option("out", valueName: "file", help: "Write the report to this file instead of stdout.")
  var out: String?
  /// `--alpha <a>`: the significance level.
  @Option(
    "alpha", valueName: "a", help: "The significance level, between 0 and 1 (default 0.05: 95% intervals).")
  var alpha: Double = 0.05
  /// `--flow-file <path>`.
  @Option("flow-file", valueName: "path", help: "The flow file (default: Flows/<name>.yaml when it exists).")
  var flowFileOption: String?
  /// `--since <time>`.
  @Option("since", valueName: "time", help: "Only people exposed from this date or ISO 8601 time on.")
  var since: MomentArgument?
  /// `--until <time>`.
  @Option("until", valueName: "time", help: "Only people exposed before this time (a date: up to its end).")
  var until: MomentArgument?
  /// `--flow-version <n>`.
  @Option("flow-version", valueName: "n", help: "Only exposures recorded with this version of the flow.")
  var flowVersion: Int?
  /// `--sequential`.
  @Flag("sequential", help: "Sequential tests of the metrics (gbstats, tuning 5000): safe to look every day.")
  var sequential: Bool
  /// `--prior-sd <sd>`.
  @Option("prior-sd", valueName: "sd", help: "A proper prior on the relative lift, mean 0 (default: flat).")
  var priorSD: Double?
  /// `--correction <method>`.
  @Option("correction", valueName: "method", help: "Over goal metrics × variants: holm (the default) or bh.")
  var correction: MultipleTesting.Method = .holm
  /// `--by <attribute>`: every metric per value of one of the flow's `dimensions:`.
  @Option(
    "by", valueName: "attribute",
    help: "Every metric per value of this attribute of the flow's dimensions: (small values as 'other').")
  var by: String?
  /// `--check`: fail when the data cannot be acted on.
  @Flag(
    "check", help: "Exit 1 when an experiment is unhealthy or a guardrail is worse, saying why (a CI gate).")
  var check: Bool
  /// `--verify`: compare the rollups with a recount.
  @Flag("verify", help: "Recount from the events and name every number the rollups have wrong (exit 1).")
  var verify: Bool

  /// gbstats' sequential tuning parameter.
  static let sequentialTuning = 5_000.0

  /// The flow's name; empty until read from ``flowFile`` when only a file was given.
  var flow = ""
  /// The flow file, from `<flow-file>`, `--flow-file` or a `--flow` that names a file.
  var flowFile: String?
  /// `--db`, as given.
  var db: String? { store.db }
  /// `--since`, `--until` and `--flow-version`.
  var window: ReportWindow {
    ReportWindow(since: since?.milliseconds, until: until?.untilMilliseconds, flowVersion: flowVersion)
  }

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// Finds the flow and its file; checks the numbers and the window.
  mutating func validate() throws {
    (flow, flowFile) = try Self.flowAndFile(name: flowOption, file: fileArgument, flowFile: flowFileOption)
    guard alpha > 0, alpha < 1 else {
      throw ValidationError("give --alpha a number between 0 and 1, such as 0.05 for 95% intervals")
    }
    if let since, let until, since.milliseconds >= until.untilMilliseconds {
      throw ValidationError("--since must come before --until")
    }
    if let flowVersion, flowVersion < 0 {
      throw ValidationError("give --flow-version a version of 0 or more, not \(flowVersion)")
    }
    if let priorSD, !(priorSD > 0 && priorSD.isFinite) {
      throw ValidationError("give --prior-sd a standard deviation above 0, such as 0.3")
    }
  }

  /// The flow's name and file from `--flow`, `<flow-file>` and `--flow-file`:
  /// a `--flow` that names a file (`.yaml`, `.yml` or a `/`) is the file, and
  /// the name then comes from the file (an empty name here).
  static func flowAndFile(name: String?, file: String?, flowFile: String?) throws -> (String, String?) {
    var name = name
    var files = [file, flowFile].compactMap { $0 }
    if let given = name, given.hasSuffix(".yaml") || given.hasSuffix(".yml") || given.contains("/") {
      files.insert(given, at: 0)
      name = nil
    }
    guard Set(files).count <= 1 else {
      throw ValidationError("give the flow file once (\(files.joined(separator: ", ")))")
    }
    guard name != nil || !files.isEmpty else {
      throw ValidationError("give the flow: --flow NAME, or its file (onboard report Flows/signup.yaml)")
    }
    return (name ?? "", files.first)
  }

  /// Aggregates, analyses and prints the report.
  func run() throws {
    try perform()
  }
}

extension ReportFormat: ArgumentChoice {}
extension MultipleTesting.Method: ArgumentChoice {}
