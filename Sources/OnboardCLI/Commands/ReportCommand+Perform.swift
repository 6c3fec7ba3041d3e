import Foundation
import OnboardKit
import OnboardReport
import OnboardStore
import OnboardYAML

extension ReportCommand {
  /// Opens the existing store, aggregates the flow's events in SQL, analyses
  /// the counts and writes the report to stdout or `--out`.
  ///
  /// - Throws: ``StoreError`` (no store, not a store, unreachable),
  ///   ``ReportError`` (unknown flow or experiment, listing what exists),
  ///   ``CommandFailure`` (a flow file with errors, a file that cannot be written).
  func perform() throws {
    // Read inside `reading`: a SQLite file's corruption check runs alongside, and passes before anything is printed.
    let (report, unplanned) = try store.location().reading { try read($0) }
    if unplanned {
      Console.writeLine(
        "note: no flow file for '\(report.flow)' (give --flow-file): the weights are taken as equal, "
          + "the variant named 'control' (else the first by id) is the control, and funnels follow the events",
        to: .error)
    }
    // NB: the report carries its warnings; CSV has no place for them, and a
    // report written to a file would hide them from whoever ran it.
    if format == .csv || (out != nil && out != "-") {
      for warning in report.warnings { Console.writeLine("warning: \(warning)", to: .error) }
    }
    try CommandOutput.write(format.render(report), to: out)
    if check { try gate(report) }
  }

  /// The report of the open store, and whether it has experiments but no
  /// flow file to plan them by.
  private func read(_ store: any EventStore) throws -> (report: FlowReport, unplanned: Bool) {
    let (flow, definition) = try loadFlow()
    if let by {
      guard let definition else {
        throw ValidationError("--by needs the flow file, whose dimensions: name the attributes; give it")
      }
      guard definition.dimensions.contains(by) else {
        throw ValidationError(
          definition.dimensions.isEmpty
            ? "--by '\(by)': flow '\(definition.name)' has no dimensions: (add 'dimensions: [\(by)]' to it)"
            : "--by '\(by)' is not one of flow '\(definition.name)''s dimensions: "
              + definition.dimensions.joined(separator: ", "))
      }
    }
    let plan = definition.map { ReportPlan(flow: $0) }
    let counts = try StoreAggregator(store: store).counts(
      flow: flow, experiment: experiment, plan: plan, window: window)
    if verify, window == .all {
      try self.verify(counts, store: store, flow: flow, plan: plan, definition: definition)
    }
    var report = try analyze(counts, alpha: alpha)
    if let definition { try addMetrics(to: &report, of: definition, store: store, window: window) }
    if let definition {
      report.warnings += StickyBucketText.removedVariants(
        try store.storedVariantCounts(flow: flow), in: definition)
    }
    report.decide(
      settings: Dictionary(
        (definition?.experiments ?? []).compactMap { experiment in
          experiment.decision.map { (experiment.key, $0) }
        },
        uniquingKeysWith: { first, _ in first }),
      sequential: sequential)
    return (report, plan == nil && !counts.experiments.isEmpty)
  }

  /// `--check`: every unhealthy experiment and every guardrail a variant
  /// makes significantly worse, with the reasons on stderr, then exit 1.
  ///
  /// - Throws: ``CommandFailure`` when an experiment fails the gate.
  private func gate(_ report: FlowReport) throws {
    var failing: [String] = []
    for experiment in report.experiments {
      var reasons = experiment.quality.isHealthy ? [] : experiment.quality.problems
      reasons += Self.harmedGuardrails(experiment)
      for reason in reasons {
        Console.writeLine("check: experiment '\(experiment.key)': \(reason)", to: .error)
      }
      if !reasons.isEmpty { failing.append("'\(experiment.key)'") }
    }
    guard !failing.isEmpty else { return }
    throw CommandFailure(
      "--check: \(failing.count) of \(report.experiments.count) experiments fail: "
        + failing.joined(separator: ", "))
  }

  /// `guardrail 'completed' is worse in 'fast': -12.0% [-20.1%, -3.9%], p 0.0040`
  /// for each guardrail whose whole interval lies below 0.
  static func harmedGuardrails(_ experiment: ExperimentReport) -> [String] {
    experiment.metrics.filter { $0.role == .guardrail }.flatMap { metric in
      metric.variants.compactMap { variant -> String? in
        guard let lift = variant.comparison?.lift, lift.problem == nil, lift.interval.upper < 0 else {
          return nil
        }
        return "guardrail '\(metric.id)' is significantly worse in '\(variant.id)': "
          + String(
            format: "%+.1f%% [%+.1f%%, %+.1f%%], p %.4f", lift.relative * 100, lift.interval.lower * 100,
            lift.interval.upper * 100, lift.pValue)
      }
    }
  }

  /// Each experiment's metrics from the flow file, summed in the store over
  /// the people the window counts and analysed as gbstats does (``MetricsAnalysis``).
  private func addMetrics(
    to report: inout FlowReport, of definition: FlowDefinition, store: any EventStore, window: ReportWindow
  ) throws {
    let analysis = MetricsAnalysis(
      options: try AnalysisOptions(
        alpha: alpha, sequentialTuning: sequential ? Self.sequentialTuning : nil,
        prior: priorSD.map { .proper(standardDeviation: $0) } ?? .flat),
      correction: correction)
    let query = MetricQuery(store: store, exposures: window.exposures)
    for index in report.experiments.indices {
      let key = report.experiments[index].key
      guard let experiment = definition.experiments.first(where: { $0.key == key }) else { continue }
      let metrics = definition.metrics(of: experiment)
      let result = try query.statistics(flow: definition.name, experiment: key, metrics: metrics)
      let variants = report.experiments[index].variants.map(\.id)
      report.experiments[index].metrics = analysis.reports(result, metrics: metrics, variants: variants)
      if let by {
        report.experiments[index].breakdown = try Breakdown.compute(
          store: store, analysis: analysis, flow: definition.name, experiment: key, metrics: metrics,
          variants: variants, attribute: by, exposures: window.exposures)
      }
      // The chart of each goal's lift over the run is only drawn in HTML (one pass over the people).
      if format == .html {
        report.experiments[index].history = try LiftHistory.histories(
          store: store, analysis: analysis, flow: definition.name, experiment: key, metrics: metrics,
          variants: variants, run: report.experiments[index].run, exposures: window.exposures)
      }
    }
  }

  /// The flow's name and definition: from the flow file (which must be the
  /// flow's when `--flow` names it too), else from `Flows/<flow>.yaml` when
  /// that file exists and is the flow's; no definition otherwise.
  func loadFlow() throws -> (flow: String, definition: FlowDefinition?) {
    if let flowFile {
      let definition = try LoadedFlow.load(path: flowFile, models: models)
      guard flow.isEmpty || definition.name == flow else {
        throw CommandFailure(
          "\(flowFile) is flow '\(definition.name)', not '\(flow)'; give --flow-file the file of flow '\(flow)'"
        )
      }
      return (definition.name, definition)
    }
    guard !flow.isEmpty, !flow.contains("/"), !flow.hasPrefix(".") else { return (flow, nil) }
    let path = "Flows/\(flow).yaml"
    guard FileManager.default.fileExists(atPath: path) else { return (flow, nil) }
    let result = FlowLoader(models: models).load(path: path)
    guard !result.hasErrors, let definition = result.flow, definition.name == flow else { return (flow, nil) }
    return (flow, definition)
  }
}
