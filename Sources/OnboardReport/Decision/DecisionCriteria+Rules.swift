import OnboardKit

/// GrowthBook's two preset decision criteria as rules over one treatment's
/// calls (`PRESET_DECISION_CRITERIA` and `DO_NO_HARM_DECISION_CRITERIA` in
/// growthbook/growthbook): the first rule that holds gives the action,
/// else the default action once the experiment has its power.
extension ExperimentDecision.Criteria {
  /// The action of a treatment whose goal and guardrail metrics got these
  /// calls; `nil` when no rule holds and the default does not apply yet.
  func action(goals: [ExperimentVerdict.Call], guardrails: [ExperimentVerdict.Call], powerReached: Bool)
    -> String?
  {
    switch self {
    case .clearSignals:
      // Ship: every goal won and no guardrail lost.
      if !goals.isEmpty, goals.allSatisfy({ $0 == .won }), !guardrails.contains(.lost) { return "ship" }
      // Roll back: a guardrail lost, or a goal lost and none won.
      if guardrails.contains(.lost) { return "roll-back" }
      if goals.contains(.lost), !goals.contains(.won) { return "roll-back" }
      return powerReached ? "review" : nil
    case .doNoHarm:
      // Ship: no goal and no guardrail lost; roll back otherwise.
      if !goals.contains(.lost), !guardrails.contains(.lost) { return "ship" }
      return powerReached ? "roll-back" : nil
    }
  }

  /// How the criteria read, for the reason.
  var sentence: String {
    switch self {
    case .clearSignals: return "clear signals: every goal significantly better and no guardrail worse"
    case .doNoHarm: return "do no harm: no goal and no guardrail significantly worse"
    }
  }
}
