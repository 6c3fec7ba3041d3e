/// What a simulation did, counted as it ran.
public struct SimulationSummary: Sendable, Hashable, Codable {
  /// People simulated.
  public var people = 0
  /// People whose run completed.
  public var completed = 0
  /// People who gave up (the persona's abandonment, answers that never
  /// passed, or a final step that rejected them).
  public var abandoned = 0
  /// People who gave up because their answers kept failing.
  public var gaveUpAfterProblems = 0
  /// People the final step rejected (also counted in ``abandoned``): their
  /// `abandoned` event has the detail `rejected`.
  public var rejected = 0
  /// Events written.
  public var events = 0
  /// `validation_failed` events among them.
  public var validationFailures = 0
  /// `back` events among them.
  public var backs = 0
  /// Outcomes drawn (the persona's `outcomes:`).
  public var outcomes = 0

  /// An empty summary.
  public init() {}

  /// Adds another part's counts (for runs split into parts).
  public mutating func add(_ other: SimulationSummary) {
    people += other.people
    completed += other.completed
    abandoned += other.abandoned
    gaveUpAfterProblems += other.gaveUpAfterProblems
    rejected += other.rejected
    events += other.events
    validationFailures += other.validationFailures
    backs += other.backs
    outcomes += other.outcomes
  }
}
