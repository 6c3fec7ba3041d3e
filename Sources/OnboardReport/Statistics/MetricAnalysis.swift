/// One metric of one experiment analysed as gbstats 0.8.0 does it: every
/// treatment against the control with the frequentist test (fixed horizon or
/// sequential) and the Bayesian test, in one difference type.
///
/// ```swift
/// let analysis = MetricAnalysis.analyze(
///   control: ProportionStatistic(n: 10_000, sum: 1_000),
///   treatments: [ProportionStatistic(n: 10_000, sum: 1_200)],
///   options: try AnalysisOptions(sequentialTuning: 5_000, prior: .proper(standardDeviation: 0.3)))
/// let lift = analysis.treatments[0].comparison?.lift  // relative 0.2, interval, pValue
/// let pAdjusted = MultipleTesting.adjust(pValuesOfAllGoalMetrics, method: .holm)
/// ```
///
/// Multiple-testing correction spans metrics, so it is not done here: collect
/// the ``Lift/pValue``s and pass them to ``MultipleTesting/adjust(_:method:)``.
package struct MetricAnalysis: Sendable, Hashable {
  /// The options it ran with.
  package var options: AnalysisOptions
  /// The control, without a comparison.
  package var control: VariantAnalysis
  /// The treatments, in the order given, each with its comparison.
  package var treatments: [VariantAnalysis]

  /// Analyses one metric. Never traps: degenerate inputs (no units, no
  /// conversions, every unit converted, zero variance, a control mean of 0)
  /// give gbstats' uninformative defaults with a ``TestProblem``.
  /// - Parameters:
  ///   - control: the control's statistic.
  ///   - treatments: the treatments' statistics, of the same kind (gbstats
  ///     requires it).
  ///   - options: level, difference type, sequential testing and prior.
  /// - Returns: the control and every treatment with its comparison.
  package static func analyze<Statistic: MetricStatistic>(
    control: Statistic, treatments: [Statistic], options: AnalysisOptions = .standard
  ) -> MetricAnalysis {
    MetricAnalysis(
      options: options, control: variant(control, comparison: nil),
      treatments: treatments.map { treatment in
        let frequentist = options.frequentist(control: control, treatment: treatment)
        let comparison = MetricComparison(
          lift: Lift(control: control, treatment: treatment, result: frequentist), frequentist: frequentist,
          bayesian: options.bayesian(control: control, treatment: treatment))
        return variant(treatment, comparison: comparison)
      })
  }

  private static func variant(_ statistic: some MetricStatistic, comparison: MetricComparison?)
    -> VariantAnalysis
  {
    VariantAnalysis(
      n: statistic.n, value: statistic.mean, standardDeviation: statistic.standardDeviation,
      comparison: comparison)
  }
}
