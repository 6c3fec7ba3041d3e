import OnboardKit

/// The numbers a decision reads from an analysed experiment, whether it has
/// the flow's metrics or only completion: per metric, the control's mean and
/// spread, and per treatment its lift, p-value and whether there is enough data.
struct DecisionInput {
  /// One metric.
  struct Metric {
    var id: String
    /// The metric in words, for the sentence (``MetricDefinition/name``).
    var label: String
    var role: MetricDefinition.Role
    var type: MetricDefinition.Kind
    /// The control's value and standard deviation per person.
    var controlMean: Double
    var controlDeviation: Double
    /// Per treatment, in order.
    var treatments: [Treatment]
  }

  /// One treatment on one metric.
  struct Treatment {
    var id: String
    /// The relative lift and its interval.
    var relative: Double
    var interval: Interval
    /// The Bayesian chance to beat the control.
    var chanceToWin: Double
    /// The test could not be run (a zero baseline, no variance).
    var failed: Bool
    /// The p-value the call reads: a goal's corrected one, else the plain one.
    var pValue: Double
    var enoughData: Bool
  }

  var metrics: [Metric]

  /// The experiment's metrics, or completion as its goal when the flow has none.
  init(_ experiment: ExperimentReport) {
    if !experiment.metrics.isEmpty {
      metrics = experiment.metrics.map { metric in
        let control = metric.variants.first
        return Metric(
          id: metric.id, label: metric.label, role: metric.role, type: metric.type,
          controlMean: control?.value ?? 0,
          controlDeviation: control?.standardDeviation ?? 0,
          treatments: metric.variants.dropFirst().compactMap { variant in
            guard let comparison = variant.comparison, let control else { return nil }
            return Treatment(
              id: variant.id, relative: comparison.lift.relative, interval: comparison.lift.interval,
              chanceToWin: comparison.chanceToWin, failed: comparison.lift.problem != nil,
              pValue: comparison.pValueAdjusted ?? comparison.lift.pValue,
              enoughData: MetricVariantReport.hasEnoughData(variant, control, metric.type))
          })
      }
      return
    }
    let control = experiment.variants.first
    let rate = control?.rate ?? 0
    metrics = [
      Metric(
        id: MetricDefinition.completedID, label: MetricDefinition.completedLabel, role: .goal,
        type: .proportion, controlMean: rate,
        controlDeviation: (rate * (1 - rate)).squareRoot(),
        treatments: experiment.variants.dropFirst().compactMap { variant in
          guard let comparison = variant.comparison else { return nil }
          return Treatment(
            id: variant.id, relative: comparison.lift.relative, interval: comparison.lift.interval,
            chanceToWin: comparison.bayesian.chanceToWin, failed: comparison.lift.problem != nil,
            pValue: comparison.pValueAdjusted,
            enoughData: comparison.hasEnoughData)
        })
    ]
  }
}
