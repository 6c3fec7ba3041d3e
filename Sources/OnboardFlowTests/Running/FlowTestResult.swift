import OnboardKit

/// What running one case gave.
public struct FlowTestResult: Sendable {
  /// Whether the case passed, failed or was skipped.
  public enum Verdict: Sendable, Hashable {
    /// Every expectation held.
    case passed
    /// Some did not.
    case failed([FlowTestMismatch])
    /// The case says `skip:`, with this reason.
    case skipped(String)
  }

  /// The case's name.
  public var name: String
  /// Where the case is written.
  package var mark: SourceMark?
  /// The verdict.
  public var verdict: Verdict
  /// How long the run took, in seconds.
  package var seconds: Double
  /// The steps shown.
  public var path: [String]
  /// Every event of the run.
  public var events: [FlowEvent]

  /// Creates a result.
  package init(
    name: String, mark: SourceMark? = nil, verdict: Verdict, seconds: Double, path: [String] = [],
    events: [FlowEvent] = []
  ) {
    self.name = name
    self.mark = mark
    self.verdict = verdict
    self.seconds = seconds
    self.path = path
    self.events = events
  }

  /// The mismatches of a failed case; empty otherwise.
  package var mismatches: [FlowTestMismatch] {
    if case .failed(let mismatches) = verdict { return mismatches }
    return []
  }
}
