import Foundation
import OnboardKit

/// Decides one analysed experiment as GrowthBook's decision framework does
/// (`getExperimentResultStatus` in growthbook/growthbook): unhealthy data
/// first, then no data; a call needs the goal metrics' power for the target
/// MDE at 80% (or sequential testing) and the minimum runtime; then the
/// criteria's rules per treatment — every treatment rolled back is `roll
/// back`, a treatment to ship is `ship`, and with the power reached the rest
/// is `ready for review`; otherwise the days left at the traffic seen so far.
struct ExperimentDecider {
  /// The significance level of every call.
  let alpha: Double
  /// Whether the p-values are sequential (a call may come before the power).
  let sequential: Bool
  /// The power the target MDE is planned with (GrowthBook's 80%).
  static let power = 0.8
  /// The shortest span traffic is measured over: shorter runs count as this long.
  static let shortestSpanDays = 1.0 / 24

  /// The verdict of `experiment` under `settings`, with its reason and its sentence.
  func decide(_ experiment: ExperimentReport, settings: ExperimentDecision) -> ExperimentVerdict {
    let input = DecisionInput(experiment)
    var verdict = verdict(experiment, input, settings: settings)
    verdict.sentence =
      DecisionSentence(
        experiment: experiment.key, verdict: verdict, input: input, problem: experiment.quality.problems.first
      ).text
    return verdict
  }

  private func verdict(_ experiment: ExperimentReport, _ input: DecisionInput, settings: ExperimentDecision)
    -> ExperimentVerdict
  {
    let people = experiment.variants.map(\.users)
    let smallest = people.min() ?? 0
    let runDays = experiment.run.days ?? 0
    let perDay = Double(people.reduce(0, +)) / max(runDays, Self.shortestSpanDays)
    var verdict = ExperimentVerdict(
      status: .noData, reason: "", settings: settings, runDays: runDays, peoplePerDay: perDay,
      peoplePerVariant: smallest, peopleNeededPerVariant: nil, neededBy: nil, powerReached: false,
      variants: [], sentence: "")
    guard experiment.quality.isHealthy else {
      verdict.status = .unhealthy
      verdict.reason = experiment.quality.problems.first ?? "a data-quality check failed"
      return verdict
    }
    guard people.reduce(0, +) > 0, experiment.variants.count >= 2 else {
      verdict.reason = "nobody has been exposed to the experiment yet"
      return verdict
    }
    let needed = neededPeople(input, settings: settings)
    verdict.peopleNeededPerVariant = needed?.people
    verdict.neededBy = needed?.metric
    let runtimeLeft = settings.minRuntime.map { Double($0.milliseconds) / 86_400_000 - runDays } ?? 0
    let perVariantPerDay = Double(smallest) / max(runDays, Self.shortestSpanDays)
    let powerDaysLeft = needed.map { max(0, Double($0.people - smallest)) / max(perVariantPerDay, 1e-9) } ?? 0
    verdict.powerReached = runtimeLeft <= 0 && powerDaysLeft <= 0
    let goals = input.metrics.filter { $0.role == .goal }
    let guardrails = input.metrics.filter { $0.role == .guardrail }
    verdict.variants = experiment.variants.dropFirst().map { variant in
      let goalCalls = goals.map { ($0.id, call($0, variant.id)) }
      let guardrailCalls = guardrails.map { ($0.id, call($0, variant.id)) }
      let action =
        verdict.powerReached || sequential
        ? settings.criteria.action(
          goals: goalCalls.map(\.1), guardrails: guardrailCalls.map(\.1), powerReached: verdict.powerReached)
        : nil
      return ExperimentVerdict.VariantCalls(
        id: variant.id, action: action, goals: goalCalls, guardrails: guardrailCalls)
    }
    let actions = verdict.variants.map(\.action)
    let text = DecisionText(verdict: verdict, input: input, alpha: alpha)
    if !actions.isEmpty, actions.allSatisfy({ $0 == "roll-back" }) {
      verdict.status = .rollBack
    } else if let best = bestToShip(verdict.variants, goals: goals) {
      verdict.status = .ship(best)
    } else if verdict.powerReached {
      verdict.status = .readyForReview
    } else {
      verdict.status = .daysLeft(max(1, Int(max(runtimeLeft, powerDaysLeft).rounded(.up))))
    }
    verdict.reason = text.reason(for: verdict.status, runtimeLeft: runtimeLeft, powerDaysLeft: powerDaysLeft)
    return verdict
  }

  /// Significantly better, worse or neither: the call's p-value below alpha
  /// with enough data in both arms.
  func call(_ metric: DecisionInput.Metric, _ variant: String) -> ExperimentVerdict.Call {
    guard let treatment = metric.treatments.first(where: { $0.id == variant }), treatment.enoughData,
      !treatment.failed, treatment.pValue < alpha
    else { return .neutral }
    return treatment.relative > 0 ? .won : treatment.relative < 0 ? .lost : .neutral
  }

  /// Of the treatments to ship, the one with the largest lift on the first goal.
  private func bestToShip(_ variants: [ExperimentVerdict.VariantCalls], goals: [DecisionInput.Metric])
    -> String?
  {
    let shipping = variants.filter { $0.action == "ship" }.map(\.id)
    let lift = { (id: String) in goals.first?.treatments.first { $0.id == id }?.relative ?? 0 }
    return shipping.max { lift($0) < lift($1) }
  }

  /// The most people per variant any goal metric needs to show a relative
  /// change of the target MDE with 80% power, from the control's mean and
  /// spread (GrowthBook's power analysis, equal variances); `nil` when no
  /// goal metric has a baseline.
  func neededPeople(_ input: DecisionInput, settings: ExperimentDecision) -> (metric: String, people: Int)? {
    var most: (metric: String, people: Int)?
    for metric in input.metrics
    where metric.role == .goal && metric.controlMean > 0 && metric.controlDeviation > 0 {
      let plan = PowerPlan(
        mean: metric.controlMean, variance: metric.controlDeviation * metric.controlDeviation, alpha: alpha,
        power: Self.power, sequentialTuning: sequential ? SequentialTwoSidedTTest.defaultTuning : nil)
      let people = plan.peoplePerVariant(mde: settings.targetMDE) ?? PowerPlan.mostPeople
      if people > most?.people ?? -1 { most = (metric.id, people) }
    }
    return most
  }
}
