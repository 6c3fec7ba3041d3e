import OnboardKit

/// The sentence that explains a decision, with the numbers that decided it.
struct DecisionText {
  let verdict: ExperimentVerdict
  let input: DecisionInput
  let alpha: Double

  func reason(for status: ExperimentVerdict.Status, runtimeLeft: Double, powerDaysLeft: Double) -> String {
    let criteria = verdict.settings.criteria.sentence
    switch status {
    case .noData, .unhealthy:
      return verdict.reason
    case .ship(let variant):
      return "'\(variant)' meets \(criteria): \(calls(of: variant))"
    case .rollBack:
      let worse = verdict.variants.map { "'\($0.id)': \(calls(of: $0.id))" }.joined(separator: "; ")
      return "every variant is to be rolled back under \(verdict.settings.criteria.rawValue): \(worse)"
    case .readyForReview:
      return "enough data for a ±\(mde) change (\(people)), but no variant meets \(criteria); "
        + verdict.variants.map { "'\($0.id)': \(calls(of: $0.id))" }.joined(separator: "; ")
    case .daysLeft:
      var parts: [String] = []
      if powerDaysLeft > 0, let needed = verdict.peopleNeededPerVariant, let metric = verdict.neededBy {
        parts.append(
          "'\(metric)' needs \(NumberText.count(needed)) people per variant to show a ±\(mde) change with "
            + "\(NumberText.percent(ExperimentDecider.power, digits: 0)) power; "
            + "\(NumberText.count(verdict.peoplePerVariant)) so far, "
            + "\(NumberText.count(Int(verdict.peoplePerDay.rounded()))) people a day")
      }
      if runtimeLeft > 0, let minimum = verdict.settings.minRuntime {
        parts.append(
          "the minimum runtime is \(minimum.text) and it has run \(NumberText.duration(days: verdict.runDays))"
        )
      }
      return parts.joined(separator: "; ")
    }
  }

  private var mde: String { NumberText.percent(verdict.settings.targetMDE, digits: 0) }

  private var people: String {
    guard let needed = verdict.peopleNeededPerVariant else { return "no goal has a baseline yet" }
    return
      "\(NumberText.count(verdict.peoplePerVariant)) people per variant, \(NumberText.count(needed)) needed"
  }

  /// `chose-pro +62.6% [+42.5%, +82.7%] p <0.0001 better; completed +20.3% … better`
  func calls(of variant: String) -> String {
    input.metrics.filter { $0.role != .secondary }.compactMap { metric -> String? in
      guard let treatment = metric.treatments.first(where: { $0.id == variant }) else { return nil }
      let word: String
      if !treatment.enoughData {
        word = "not enough data"
      } else if treatment.failed {
        word = "no test"
      } else {
        word = treatment.pValue < alpha ? (treatment.relative > 0 ? "better" : "worse") : "not significant"
      }
      return "\(metric.role == .goal ? "goal" : "guardrail") \(metric.id) "
        + "\(NumberText.signedPercent(treatment.relative)) \(NumberText.interval(treatment.interval, signed: true))"
        + " p \(NumberText.pValue(treatment.pValue)) \(word)"
    }.joined(separator: ", ")
  }
}
