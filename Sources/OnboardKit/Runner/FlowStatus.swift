/// Where a run stands.
public enum FlowStatus<Model: Onboardable & Codable & Hashable>: Sendable, Hashable, Codable {
  /// Created; `start` has not been sent.
  case notStarted
  /// On a step.
  case inProgress
  /// The final step built the model.
  // Indirect, so the status (and every state) stays a few bytes wide
  // instead of carrying a whole model inline: reading the phase on each
  // action copied it (RunnerLayoutTests).
  indirect case completed(Model)
  /// The final step found problems; `back` returns to the steps to fix them.
  case rejected([RunProblem])
  /// The person gave up.
  case abandoned

  /// The status without its payload, for matching without copying it.
  enum Phase {
    case notStarted, active, finished
  }

  /// The status without its payload.
  var phase: Phase {
    switch self {
    case .notStarted: return .notStarted
    case .inProgress, .rejected: return .active
    case .completed, .abandoned: return .finished
    }
  }

  /// Whether no action but `back` (after a rejection) can change the run.
  public var isFinished: Bool {
    switch self {
    case .completed, .abandoned: return true
    case .notStarted, .inProgress, .rejected: return false
    }
  }
}

/// One problem with a run's answers: a field's, or a cross-field rule's.
public struct RunProblem: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The step that owns it (qualified, e.g. `contact/email`).
  public var step: String
  /// The field, when the problem is about one.
  public var field: String?
  /// What is wrong, e.g. `must be at least 13`.
  public var message: String

  /// Creates a problem.
  public init(step: String, field: String?, message: String) {
    self.step = step
    self.field = field
    self.message = message
  }

  /// `step 'contact/email', field 'email': not a valid email address: no '@'`.
  public var description: String {
    let place = field.map { "step '\(step)', field '\($0)'" } ?? "step '\(step)'"
    return "\(place): \(message)"
  }
}
