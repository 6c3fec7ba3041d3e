extension FlowChecker.Context {
  /// Each experiment's `decision:` against its metrics: clear signals ships
  /// only when every goal is significantly better, so an experiment whose
  /// `metrics:` lists no goal would ship anything — an error at `criteria`
  /// naming the goals it could list; a minimum runtime beyond a year never
  /// lets a call come.
  mutating func checkDecisions(_ flow: FlowDefinition) {
    let goals = flow.allMetrics.filter { $0.role == .goal }.map(\.id)
    for experiment in flow.experiments {
      guard let decision = experiment.decision else { continue }
      let listed = flow.metrics(of: experiment)
      if decision.criteria == .clearSignals, !listed.isEmpty, !listed.contains(where: { $0.role == .goal }) {
        error(
          "experiment '\(experiment.key)' decides by clear-signals (every goal significantly better) but its "
            + "'metrics' list no goal metric; list one of \(goals.map { "'\($0)'" }.joined(separator: ", ")) "
            + "or use criteria: do-no-harm",
          at: decision.marks["criteria"] ?? decision.marks["decision"])
      }
      if let runtime = decision.minRuntime, runtime.milliseconds > Self.longestMinRuntimeMs {
        error(
          "experiment '\(experiment.key)' has minRuntime \(runtime.text), more than a year (52w); "
            + "no decision would ever come", at: decision.marks["minRuntime"])
      }
    }
  }

  /// The longest `minRuntime:`: 52 weeks.
  static var longestMinRuntimeMs: Int64 { 52 * 604_800_000 }
}
