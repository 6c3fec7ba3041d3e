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
      ]
    )
  }

  /// `[<flow-file>]`: the flow's file, for its name and plan at once.
  static let fileArgument = ArgumentDefinition.positional(
    "flow-file", required: false, help: "The flow file: its name is the flow's (or give --flow).")
  /// `--flow <name>`.
  static let flowOption = ArgumentDefinition.option(
    "flow", valueName: "name", help: "The flow's name, as the events record it, or its file.")
  /// `--experiment <key>`.
  static let experimentOption = ArgumentDefinition.option(
    "experiment", valueName: "key", help: "Only this experiment (default: every one with exposures).")
  /// `--db <path|url>`: as `onboard run` takes it.
  static let dbOption = RunCommand.dbOption
  /// `--format <format>`.
  static let formatOption = ArgumentDefinition.option(
    "format", help: "table (the default), json, csv, md or html.")
  /// `--out <file>`.
  static let outOption = ArgumentDefinition.option(
    "out", valueName: "file", help: "Write the report to this file instead of stdout.")
  /// `--alpha <a>`.
  static let alphaOption = ArgumentDefinition.option(
    "alpha", valueName: "a", help: "The significance level, between 0 and 1 (default 0.05: 95% intervals).")
  /// `--flow-file <path>`.
  static let flowFileOption = ArgumentDefinition.option(
    "flow-file", valueName: "path", help: "The flow file (default: Flows/<name>.yaml when it exists).")

  /// `--since <time>`.
  static let sinceOption = ArgumentDefinition.option(
    "since", valueName: "time", help: "Only people exposed from this date or ISO 8601 time on.")
  /// `--until <time>`.
  static let untilOption = ArgumentDefinition.option(
    "until", valueName: "time", help: "Only people exposed before this time (a date: up to its end).")
  /// `--flow-version <n>`.
  static let flowVersionOption = ArgumentDefinition.option(
    "flow-version", valueName: "n", help: "Only exposures recorded with this version of the flow.")
  /// `--sequential`.
  static let sequentialFlag = ArgumentDefinition.flag(
    "sequential", help: "Sequential tests of the metrics (gbstats, tuning 5000): safe to look every day.")
  /// `--prior-sd <sd>`.
  static let priorOption = ArgumentDefinition.option(
    "prior-sd", valueName: "sd", help: "A proper prior on the relative lift, mean 0 (default: flat).")
  /// `--correction <method>`.
  static let correctionOption = ArgumentDefinition.option(
    "correction", valueName: "method", help: "Over goal metrics × variants: holm (the default) or bh.")
  /// gbstats' sequential tuning parameter.
  static let sequentialTuning = 5_000.0
  /// `--check`.
  static let checkFlag = ArgumentDefinition.flag(
    "check", help: "Exit 1 when an experiment is unhealthy or a guardrail is worse, saying why (a CI gate).")

  /// `--verify`.
  static let verifyFlag = ArgumentDefinition.flag(
    "verify", help: "Recount from the events and name every number the rollups have wrong (exit 1).")

  /// In usage order.
  static var arguments: [ArgumentDefinition] {
    [
      fileArgument, flowOption, experimentOption, dbOption, formatOption, outOption, alphaOption,
      flowFileOption, sinceOption, untilOption, flowVersionOption, sequentialFlag, priorOption,
      correctionOption,
      checkFlag, verifyFlag,
    ]
  }

  /// The flow's name; empty until read from ``flowFile`` when only a file was given.
  var flow: String
  /// The one experiment to report, or every one.
  var experiment: String?
  /// `--db`, as given.
  var db: String?
  /// The output format.
  var format: ReportFormat
  /// The output file.
  var out: String?
  /// The significance level.
  var alpha: Double
  /// `--flow-file`, as given.
  var flowFile: String?
  /// `--check`: fail when the data cannot be acted on.
  var check: Bool
  /// `--verify`: compare the rollups with a recount.
  var verify: Bool
  /// `--since`, `--until` and `--flow-version`.
  var window: ReportWindow
  /// `--sequential`.
  var sequential: Bool
  /// `--prior-sd`.
  var priorSD: Double?
  /// `--correction`.
  var correction: MultipleTesting.Method

  /// The models the tool runs: the flow's `model:` picks one.
  var models: ModelRegistry

  /// Reads the arguments.
  init(values: ParsedValues) throws {
    models = values.models
    (flow, flowFile) = try Self.flowAndFile(
      name: values.value(Self.flowOption), file: values.value(Self.fileArgument),
      flowFile: values.value(Self.flowFileOption))
    experiment = try values.value(Self.experimentOption)
    db = try values.value(Self.dbOption)
    format = try values.choice(Self.formatOption, as: ReportFormat.self) ?? .table
    out = try values.value(Self.outOption)
    let alpha = try values.value(Self.alphaOption, as: Double.self) ?? 0.05
    guard alpha > 0, alpha < 1 else {
      throw ValidationError("give --alpha a number between 0 and 1, such as 0.05 for 95% intervals")
    }
    self.alpha = alpha
    check = values.flag(Self.checkFlag)
    verify = values.flag(Self.verifyFlag)
    let since = try values.value(Self.sinceOption, as: MomentArgument.self)
    let until = try values.value(Self.untilOption, as: MomentArgument.self)
    let version = try values.value(Self.flowVersionOption, as: Int.self)
    if let since, let until, since.milliseconds >= until.untilMilliseconds {
      throw ValidationError("--since must come before --until")
    }
    if let version, version < 0 {
      throw ValidationError("give --flow-version a version of 0 or more, not \(version)")
    }
    sequential = values.flag(Self.sequentialFlag)
    priorSD = try values.value(Self.priorOption, as: Double.self)
    if let priorSD, !(priorSD > 0 && priorSD.isFinite) {
      throw ValidationError("give --prior-sd a standard deviation above 0, such as 0.3")
    }
    correction = try values.choice(Self.correctionOption, as: MultipleTesting.Method.self) ?? .holm
    window = ReportWindow(since: since?.milliseconds, until: until?.untilMilliseconds, flowVersion: version)
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
