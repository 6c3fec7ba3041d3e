import Foundation
import OnboardKit

/// The decision in one plain sentence, for whoever reads only the first line:
/// what the variant did to each goal and guardrail (named by its `label:`),
/// then what to do.
///
/// `plan-first wins on Pro plans: +18% [+9%, +27%], 99.6% chance to win;
/// completion unchanged — ship plan-first`
struct DecisionSentence {
  /// The experiment's key.
  let experiment: String
  /// The decision, with each treatment's calls.
  let verdict: ExperimentVerdict
  /// The numbers behind the calls.
  let input: DecisionInput
  /// The first data-quality problem, for an unhealthy experiment.
  let problem: String?

  var text: String {
    switch verdict.status {
    case .noData:
      return "Nobody has been exposed to \(experiment) yet — no decision"
    case .unhealthy:
      let why = (problem ?? verdict.reason).replacingOccurrences(of: "unhealthy: ", with: "")
      return "Do not act on \(experiment): \(why) — fix the data first"
    case .ship(let variant):
      return "\(phrases(of: variant, roles: [.goal, .guardrail], prefix: false)) — ship \(variant)"
    case .rollBack:
      let losses = verdict.variants.map { variant in
        let lost = phrases(of: variant.id, roles: [.goal, .guardrail], prefix: false, only: .lost)
        return lost.isEmpty ? phrases(of: variant.id, roles: [.goal], prefix: false) : lost
      }
      return losses.joined(separator: "; ") + " — roll back"
    case .readyForReview:
      return "No clear winner in \(experiment) with enough data: \(treatments(roles: [.goal, .guardrail])) "
        + "— ready for review"
    case .daysLeft(let days):
      var have = ""
      if let needed = verdict.peopleNeededPerVariant, needed > verdict.peoplePerVariant {
        have =
          " (\(NumberText.count(verdict.peoplePerVariant)) of \(NumberText.count(needed)) people per variant)"
      }
      return "Too early to call \(experiment)\(have): \(treatments(roles: [.goal])) so far "
        + "— about \(days) day\(days == 1 ? "" : "s") left"
    }
  }

  /// Each treatment's phrases, prefixed with its id when there are several.
  private func treatments(roles: [MetricDefinition.Role]) -> String {
    let prefix = verdict.variants.count > 1
    return verdict.variants.map { phrases(of: $0.id, roles: roles, prefix: prefix) }.joined(separator: "; ")
  }

  /// The phrases of one treatment's metrics of these roles (goals first),
  /// or only those with the call `only`.
  private func phrases(
    of variant: String, roles: [MetricDefinition.Role], prefix: Bool, only: ExperimentVerdict.Call? = nil
  ) -> String {
    let calls = verdict.variants.first { $0.id == variant }
    var parts: [String] = []
    for role in roles {
      for metric in input.metrics where metric.role == role {
        guard let treatment = metric.treatments.first(where: { $0.id == variant }) else { continue }
        let list = role == .goal ? calls?.goals : calls?.guardrails
        let call = list?.first { $0.metric == metric.id }?.call ?? .neutral
        if let only, call != only { continue }
        parts.append(phrase(metric, treatment, call, variant: variant, prefix: prefix))
      }
    }
    return parts.joined(separator: "; ")
  }

  /// `plan-first wins on Pro plans: +18% [+9%, +27%], 99.6% chance to win`,
  /// `completion unchanged`, `completion: not enough data (+28% [-16%, +72%])`.
  private func phrase(
    _ metric: DecisionInput.Metric, _ treatment: DecisionInput.Treatment, _ call: ExperimentVerdict.Call,
    variant: String, prefix: Bool
  ) -> String {
    let numbers = Self.lift(treatment.relative, treatment.interval)
    let chance = "\(NumberText.chance(treatment.chanceToWin)) chance to win"
    let name = prefix ? "\(variant): \(metric.label)" : metric.label
    if treatment.failed { return "\(name) cannot be compared (no test)" }
    if !treatment.enoughData { return "\(name): not enough data (\(numbers))" }
    switch call {
    case .won:
      return metric.role == .goal
        ? "\(variant) wins on \(metric.label): \(numbers), \(chance)" : "\(name) better: \(numbers)"
    case .lost:
      return metric.role == .goal
        ? "\(variant) loses on \(metric.label): \(numbers), \(chance)" : "\(name) worse: \(numbers)"
    case .neutral:
      return metric.role == .goal ? "\(name) \(numbers), \(chance)" : "\(name) unchanged"
    }
  }

  /// `+18% [+9%, +27%]`: whole percents from 10% on, one decimal below.
  static func lift(_ relative: Double, _ interval: Interval) -> String {
    let digits = abs(relative) >= 0.095 ? 0 : 1
    let point = NumberText.signedPercent(relative, digits: digits)
    guard interval.lower.isFinite, interval.upper.isFinite else { return point }
    return "\(point) [\(NumberText.signedPercent(interval.lower, digits: digits)), "
      + "\(NumberText.signedPercent(interval.upper, digits: digits))]"
  }
}
