import OnboardKit

extension FlowReport {
  /// Decides every experiment (see ``ExperimentVerdict``) with its flow
  /// file's `decision:` settings, GrowthBook's defaults for the others.
  ///
  /// - Parameters:
  ///   - settings: per experiment key, its `decision:`.
  ///   - sequential: whether the p-values are sequential, so a call may come before the power.
  public mutating func decide(settings: [String: ExperimentDecision], sequential: Bool) {
    let decider = ExperimentDecider(alpha: alpha, sequential: sequential)
    for index in experiments.indices {
      let experiment = experiments[index]
      experiments[index].verdict = decider.decide(
        experiment, settings: settings[experiment.key] ?? ExperimentDecision())
    }
  }
}
