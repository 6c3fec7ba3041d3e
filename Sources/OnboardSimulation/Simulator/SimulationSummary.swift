/// What a simulation did, counted as it ran.
public struct SimulationSummary: Sendable, Hashable, Codable {
  /// People simulated.
  public var people = 0
  /// People whose run completed.
  public var completed = 0
  /// People who gave up (the persona's abandonment, or answers that never passed).
  public var abandoned = 0
  /// People who gave up because their answers kept failing or the final step rejected them.
  public var gaveUpAfterProblems = 0
  /// Events written.
  public var events = 0
  /// `validation_failed` events among them.
  public var validationFailures = 0
  /// `back` events among them.
  public var backs = 0

  /// An empty summary.
  public init() {}

  /// Adds another part's counts (for runs split into parts).
  public mutating func add(_ other: SimulationSummary) {
    people += other.people
    completed += other.completed
    abandoned += other.abandoned
    gaveUpAfterProblems += other.gaveUpAfterProblems
    events += other.events
    validationFailures += other.validationFailures
    backs += other.backs
  }
}
