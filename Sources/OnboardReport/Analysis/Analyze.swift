/// Turns aggregated counts into a report: conversion with its Wilson
/// interval, lift against the control as gbstats 0.8 computes it
/// (frequentist and Bayesian), Holm-adjusted p-values, the SRM check, time to
/// complete, the funnel and field failure rates. See docs/report.md.
///
/// - Parameters:
///   - counts: what the store's aggregation produced.
///   - alpha: the significance level; intervals are at `1 − alpha`.
/// - Throws: ``ReportError`` for an `alpha` outside (0, 1) or counts that
///   contradict themselves; nothing is guessed.
public func analyze(_ counts: FlowCounts, alpha: Double = 0.05) throws(ReportError) -> FlowReport {
  guard alpha > 0, alpha < 1 else { throw .invalidAlpha(alpha) }
  try counts.validate()
  let experiments = counts.experiments.map { ExperimentAnalysis(alpha: alpha).run($0) }
  // The SRM verdict has its own place in every format; the other checks are warnings.
  let problems = experiments.flatMap { experiment in
    experiment.quality.problems(includingSRM: false).map { "experiment '\(experiment.key)': \($0)" }
  }
  return FlowReport(
    flow: counts.flow, alpha: alpha, experiments: experiments, warnings: counts.warnings + problems)
}

/// The analysis of one experiment, at one level.
struct ExperimentAnalysis {
  let alpha: Double

  func run(_ experiment: ExperimentCounts) -> ExperimentReport {
    let srm = SampleRatioCheck(
      users: experiment.variants.map(\.users), weights: experiment.variants.map(\.weight))
    let quality = DataQuality(experiment, srm: srm)
    let run = RunSpan(
      firstMs: experiment.firstExposureMs, lastMs: experiment.lastExposureMs,
      flowVersions: experiment.flowVersions)
    guard let control = experiment.variants.first else {
      return ExperimentReport(key: experiment.key, srm: srm, variants: [], quality: quality, run: run)
    }
    let treatments = experiment.variants.dropFirst()
    let controlRate = SampleSummary.proportion(successes: control.conversions, of: control.users)
    let controlTime = timeSummary(control.completionTimes)
    let lifts = treatments.map { treatment in
      FrequentistLift(
        control: controlRate,
        treatment: SampleSummary.proportion(successes: treatment.conversions, of: treatment.users),
        alpha: alpha)
    }
    let adjusted = HolmAdjustment.adjust(lifts.map(\.pValue))
    var variants = [variant(control, comparison: nil, timeLift: nil)]
    for (treatment, (lift, pValueAdjusted)) in zip(treatments, zip(lifts, adjusted)) {
      let rate = SampleSummary.proportion(successes: treatment.conversions, of: treatment.users)
      let comparison = Comparison(
        lift: lift, pValueAdjusted: pValueAdjusted,
        bayesian: BayesianLift(control: controlRate, treatment: rate, alpha: alpha),
        hasEnoughData: min(control.conversions, treatment.conversions) >= DataQuality.minimumConversions,
        isSuspicious: lift.problem == nil && abs(lift.relative) > DataQuality.suspiciousLift)
      let timeLift = FrequentistLift(
        control: controlTime, treatment: timeSummary(treatment.completionTimes), alpha: alpha)
      variants.append(variant(treatment, comparison: comparison, timeLift: timeLift))
    }
    return ExperimentReport(key: experiment.key, srm: srm, variants: variants, quality: quality, run: run)
  }

  private func timeSummary(_ times: CompletionTimes) -> SampleSummary {
    SampleSummary.sample(n: times.count, sum: times.sum, sumOfSquares: times.sumOfSquares)
  }

  private func variant(_ counts: VariantCounts, comparison: Comparison?, timeLift: FrequentistLift?)
    -> VariantReport
  {
    let times = counts.completionTimes
    return VariantReport(
      id: counts.id, weight: counts.weight, users: counts.users, conversions: counts.conversions,
      rate: counts.users > 0 ? Double(counts.conversions) / Double(counts.users) : nil,
      rateInterval: WilsonInterval.interval(successes: counts.conversions, of: counts.users, alpha: alpha),
      comparison: comparison,
      time: TimeReport(
        count: times.count, medianSeconds: times.medianSeconds,
        meanSeconds: times.count > 0 ? times.sum / Double(times.count) : nil, lift: timeLift),
      funnel: counts.funnel.map {
        FunnelStepReport(step: $0.step, reached: $0.reached, completed: $0.completed)
      },
      fieldFailures: counts.fieldFailures.map {
        FieldFailureReport(
          step: $0.step, field: $0.field, rule: $0.rule, failures: $0.failures, attempts: $0.attempts)
      })
  }
}
