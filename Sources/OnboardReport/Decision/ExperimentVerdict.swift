import OnboardKit

/// What to do with an experiment, decided as GrowthBook's experiment
/// decision framework decides it (docs/report.md, "The decision"): one
/// status, the sentence that explains it, and the numbers behind it.
public struct ExperimentVerdict: Sendable, Hashable {
  /// The experiment's status.
  package enum Status: Sendable, Hashable {
    /// Nobody was exposed yet.
    case noData
    /// A data-quality check failed: no number is to be acted on.
    case unhealthy
    /// Not enough people yet for the target MDE (or the minimum runtime):
    /// about this many days more at the traffic seen so far.
    case daysLeft(Int)
    /// This variant meets the criteria's ship rule.
    case ship(String)
    /// Every treatment meets a roll-back rule (or, under do no harm, none may ship).
    case rollBack
    /// Enough data, and neither a ship nor a roll-back rule holds.
    case readyForReview

    /// `no data`, `unhealthy`, `~3 days left`, `ship plan-first`, `roll back`, `ready for review`.
    package var label: String {
      switch self {
      case .noData: return "no data"
      case .unhealthy: return "unhealthy"
      case .daysLeft(let days): return "~\(days) day\(days == 1 ? "" : "s") left"
      case .ship(let variant): return "ship \(variant)"
      case .rollBack: return "roll back"
      case .readyForReview: return "ready for review"
      }
    }

    /// A stable name for machines: `no-data`, `unhealthy`, `days-left`, `ship`, `roll-back`, `ready-for-review`.
    package var name: String {
      switch self {
      case .noData: return "no-data"
      case .unhealthy: return "unhealthy"
      case .daysLeft: return "days-left"
      case .ship: return "ship"
      case .rollBack: return "roll-back"
      case .readyForReview: return "ready-for-review"
      }
    }
  }

  /// A metric's call in one treatment: significantly better, worse, or neither.
  package enum Call: String, Sendable, Hashable {
    /// Significantly better than the control.
    case won
    /// Significantly worse than the control.
    case lost
    /// Neither (or not enough data to say).
    case neutral
  }

  /// One treatment against the criteria.
  package struct VariantCalls: Sendable, Hashable {
    /// The variant's id.
    package var id: String
    /// The action its rules give: `ship`, `roll-back`, `review`, or `nil` before the experiment is ready.
    package var action: String?
    /// Per goal metric (in the report's order), its call.
    package var goals: [(metric: String, call: Call)]
    /// Per guardrail metric, its call.
    package var guardrails: [(metric: String, call: Call)]

    /// Equal when the id, the action and every call are.
    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id && lhs.action == rhs.action && lhs.goals.elementsEqual(rhs.goals, by: ==)
        && lhs.guardrails.elementsEqual(rhs.guardrails, by: ==)
    }

    /// Hashes what ``==`` compares.
    package func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(action)
      for goal in goals { hasher.combine(goal.metric + "=" + goal.call.rawValue) }
      for guardrail in guardrails { hasher.combine(guardrail.metric + "=" + guardrail.call.rawValue) }
    }
  }

  /// The status.
  package var status: Status
  /// Why, in one sentence with the numbers that decided it.
  package var reason: String
  /// The settings it was decided with.
  package var settings: ExperimentDecision
  /// Days from the first exposure to the last.
  package var runDays: Double
  /// People exposed a day so far, over every variant.
  package var peoplePerDay: Double
  /// People in the smallest variant so far.
  package var peoplePerVariant: Int
  /// People each variant needs for the target MDE with 80% power (the most
  /// any goal metric needs); `nil` when no goal metric gives a baseline.
  package var peopleNeededPerVariant: Int?
  /// The goal metric that needs them.
  package var neededBy: String?
  /// Whether the goal metrics have the power for the target MDE and the minimum runtime has passed.
  package var powerReached: Bool
  /// Each treatment's calls and action.
  package var variants: [VariantCalls]
  /// The decision in one plain sentence with the numbers a product manager
  /// reads first (``DecisionSentence``).
  package var sentence: String
}
