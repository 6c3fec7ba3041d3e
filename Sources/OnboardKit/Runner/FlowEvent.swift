import Foundation

/// What a run reports as it goes: the runner's only output besides its state.
/// Stores, reports and tests read these.
public struct FlowEvent: Sendable, Hashable, Codable {
  /// The kinds of event, named as the event store writes them.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A person was put in an experiment's variant.
    case exposure
    /// A step was shown.
    case stepViewed = "step_viewed"
    /// A step was submitted (or skipped) and left.
    case stepCompleted = "step_completed"
    /// An answer broke a rule; one event per problem.
    case validationFailed = "validation_failed"
    /// The person went back from a step.
    case back
    /// The final step built the model.
    case completed
    /// The person gave up.
    case abandoned
  }

  /// What happened.
  public var kind: Kind
  /// The step, qualified (`contact/email`).
  public var step: String?
  /// The field, for validation failures.
  public var field: String?
  /// More: the message of a failure, `skipped`, the step gone back to…
  public var detail: String?
  /// When, from the runner's injected clock.
  public var time: Date
  /// The experiment, for exposures.
  public var experiment: String?
  /// The variant, for exposures.
  public var variant: String?

  /// Creates an event.
  public init(
    _ kind: Kind, step: String?, field: String? = nil, detail: String? = nil, time: Date,
    experiment: String? = nil, variant: String? = nil
  ) {
    self.kind = kind
    self.step = step
    self.field = field
    self.detail = detail
    self.time = time
    self.experiment = experiment
    self.variant = variant
  }
}
