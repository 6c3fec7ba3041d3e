import Foundation

/// Something simulated people do after onboarding, as a persona's
/// `outcomes:` describes it: with a chance, people whose run completed (and
/// whose answers match ``when``) get an outcome of ``event`` some days later,
/// with a value — what `onboard track` would record for them.
///
/// ```yaml
/// outcomes:
///   - { event: purchased, when: { plan: pro }, chance: 0.5, after: [0, 10], value: 9 }
/// ```
public struct OutcomeBehaviour: Sendable, Hashable {
  /// The outcome's event name, as the flow's metrics name it (`event:`).
  public var event: String
  /// A condition on the completed run's answers (and the person's attributes);
  /// `nil`: every completed run.
  public var when: Condition?
  /// The chance of the outcome, before the variants' factors.
  public var chance: Double
  /// Days after the run completed when it happens.
  public var after: NumberDistribution
  /// Its value (an amount), rounded to cents.
  public var value: NumberDistribution

  /// An outcome rule; by default it happens at completion with the value 0.
  public init(
    event: String, when: Condition? = nil, chance: Double, after: NumberDistribution = .fixed(0),
    value: NumberDistribution = .fixed(0)
  ) {
    self.event = event
    self.when = when
    self.chance = chance
    self.after = after
    self.value = value
  }
}

/// One outcome a simulated person had, ready to be recorded like `onboard track`'s.
public struct SimulatedOutcome: Sendable, Hashable {
  /// The person's id (`sim-<seed>-<n>`).
  public var user: String
  /// The event's name.
  public var event: String
  /// Its value.
  public var value: Double
  /// When it happened (simulated time, whole milliseconds).
  public var time: Date
}

extension Persona {
  /// The chance of `rule` for a person in `variants` (experiment key →
  /// variant id): its chance times every matching variant's factor for its
  /// event, at most 1.
  public func chance(of rule: OutcomeBehaviour, variants chosen: [String: String]) -> Double {
    var probability = rule.chance
    for (key, id) in chosen {
      probability *= variants[key]?[id]?.outcomeFactors[rule.event] ?? 1
    }
    return min(1, max(0, probability))
  }
}
