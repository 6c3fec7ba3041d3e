/// The analysed report of one flow: what every format renders.
public struct FlowReport: Sendable, Hashable {
  /// The flow's name.
  public var flow: String
  /// The significance level: intervals are at `1 − alpha`.
  public var alpha: Double
  /// One entry per experiment, in input order.
  public var experiments: [ExperimentReport]
  /// What the counts left out because it cannot be (``FlowCounts/warnings``).
  public var warnings: [String] = []
}

/// One experiment: its sample-ratio check and its variants.
public struct ExperimentReport: Sendable, Hashable {
  /// The experiment's key.
  public var key: String
  /// The chi-square check of users per variant against the weights.
  public var srm: SampleRatioCheck
  /// The variants; the first is the control.
  public var variants: [VariantReport]
  /// The checks of the data behind every number.
  public var quality: DataQuality
  /// When the counted exposures happened, and under which flow versions.
  public var run: RunSpan
  /// The flow's metrics for this experiment (goals, guardrails, secondary),
  /// when the flow file has some; see ``MetricsAnalysis``.
  public var metrics: [MetricReport] = []
  /// Each goal metric's cumulative lift over the run, for the HTML chart
  /// (``LiftHistory``); empty unless the report asked for it.
  package var history: [LiftHistory] = []
  /// Every metric per value of one attribute (`--by`); `nil` unless asked for.
  package var breakdown: Breakdown?
  /// What to do with it (``FlowReport/decide(settings:sequential:)``); `nil` until decided.
  public var verdict: ExperimentVerdict?
}

/// The time an experiment has run, from its counted exposures.
public struct RunSpan: Sendable, Hashable {
  /// The first and last exposure counted, in milliseconds since 1970; `nil` without one.
  public var firstMs: Int64?
  /// See ``firstMs``.
  public var lastMs: Int64?
  /// The flow versions its exposures were recorded with.
  public var flowVersions: [Int]

  /// Days from the first exposure to the last; `nil` without one.
  public var days: Double? {
    guard let firstMs, let lastMs else { return nil }
    return Double(lastMs - firstMs) / 86_400_000
  }
}

/// One variant's numbers.
public struct VariantReport: Sendable, Hashable {
  /// The variant's id.
  public var id: String
  /// The configured weight.
  public var weight: Double
  /// Users exposed.
  public var users: Int
  /// Users who completed the flow.
  public var conversions: Int
  /// `conversions / users`; `nil` with no users.
  public var rate: Double?
  /// The Wilson interval of ``rate`` at `1 − alpha`; `nil` with no users.
  public var rateInterval: Interval?
  /// The comparison with the control; `nil` for the control itself.
  public var comparison: Comparison?
  /// Time to complete.
  public var time: TimeReport
  /// The funnel, in path order.
  public var funnel: [FunnelStepReport]
  /// Validation failures per field.
  public var fieldFailures: [FieldFailureReport]
}

/// A treatment against the control.
public struct Comparison: Sendable, Hashable {
  /// The frequentist relative lift of the conversion rate.
  public var lift: FrequentistLift
  /// ``FrequentistLift/pValue`` after Holm's adjustment over the experiment's treatments.
  public var pValueAdjusted: Double
  /// The Bayesian chance to beat control and credible interval.
  public var bayesian: BayesianLift
  /// Whether the control and this variant each have
  /// ``DataQuality/minimumConversions`` conversions (GrowthBook's minimum
  /// sample size); with fewer the formats say "not enough data" where the
  /// p-values and the chance to win would be.
  public var hasEnoughData: Bool
  /// A relative lift beyond ±``DataQuality/suspiciousLift``: more often a
  /// data problem than a real effect (GrowthBook's suspicious uplift).
  public var isSuspicious: Bool
}

/// Time to complete one variant's flow.
public struct TimeReport: Sendable, Hashable {
  /// Completions timed.
  public var count: Int
  /// The median in seconds, as the database computed it.
  public var medianSeconds: Double?
  /// The mean in seconds; `nil` with no completion.
  public var meanSeconds: Double?
  /// The relative lift of the mean time over the control's (negative is
  /// faster); `nil` for the control.
  public var lift: FrequentistLift?
}

/// One funnel step with its drop-off.
public struct FunnelStepReport: Sendable, Hashable {
  /// The step id.
  public var step: String
  /// Users who saw the step.
  public var reached: Int
  /// Users who completed it.
  public var completed: Int
  /// `reached − completed`: users who left at this step.
  public var dropped: Int { reached - completed }
  /// `dropped / reached`; `nil` when nobody reached the step.
  public var dropRate: Double? { reached > 0 ? Double(dropped) / Double(reached) : nil }
}

/// One field's validation failures.
public struct FieldFailureReport: Sendable, Hashable {
  /// The step that holds the field (for a rule, the final step).
  public var step: String
  /// The field's key; empty for a rule.
  public var field: String
  /// For a final step's cross-field rule, its message; `nil` for a field.
  public var rule: String?
  /// Failures.
  public var failures: Int
  /// Attempts (submissions of the step).
  public var attempts: Int
  /// `failures / attempts`; `nil` with no attempt.
  public var rate: Double? { attempts > 0 ? Double(failures) / Double(attempts) : nil }
}
