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
    /// A `skippable` step was skipped and left, its fields empty.
    case stepSkipped = "step_skipped"
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
  /// When, from the runner's injected clock.
  public var time: Date
  // The fields most events lack live in one shared box, so an event is
  // copied and freed with two references instead of six (RunnerLayoutTests).
  private var extra: Extra?

  /// The field, for validation failures.
  public var field: String? {
    get { self[extra: \.field] }
    set { self[extra: \.field] = newValue }
  }
  /// More: the message of a failure, `skipped`, the step gone back to…
  public var detail: String? {
    get { self[extra: \.detail] }
    set { self[extra: \.detail] = newValue }
  }
  /// The experiment, for exposures.
  public var experiment: String? {
    get { self[extra: \.experiment] }
    set { self[extra: \.experiment] = newValue }
  }
  /// The variant, for exposures.
  public var variant: String? {
    get { self[extra: \.variant] }
    set { self[extra: \.variant] = newValue }
  }
  /// What the store keeps beside the event, a JSON object: on `completed`
  /// the answers some metric names (only those), on `exposure` the flow's
  /// `dimensions:` attributes.
  public var data: JSONValue? {
    get { extra?.values.data }
    set {
      var values = extra?.values ?? Extra.Values()
      values.data = newValue
      extra = Extra.make(values)
    }
  }

  /// Creates an event.
  public init(
    _ kind: Kind, step: String?, field: String? = nil, detail: String? = nil, time: Date,
    experiment: String? = nil, variant: String? = nil
  ) {
    self.kind = kind
    self.step = step
    self.time = time
    self.extra = Extra.make(field: field, detail: detail, experiment: experiment, variant: variant)
  }

  /// One of the rarer fields; setting it replaces the box (boxes are never
  /// changed in place, so copies of the event keep theirs).
  private subscript(extra member: WritableKeyPath<Extra.Values, String?>) -> String? {
    get { extra?.values[keyPath: member] }
    set {
      var values = extra?.values ?? Extra.Values()
      values[keyPath: member] = newValue
      extra = Extra.make(values)
    }
  }

  /// The rarer fields of an event, immutable once made.
  private final class Extra: Sendable {
    struct Values: Sendable {
      var field: String?
      var detail: String?
      var experiment: String?
      var variant: String?
      var data: JSONValue?
    }

    let values: Values

    private init(values: Values) {
      self.values = values
    }

    /// A box for the values, or `nil` when there are none (most events: no
    /// box is made for them).
    static func make(field: String?, detail: String?, experiment: String?, variant: String?) -> Extra? {
      guard field != nil || detail != nil || experiment != nil || variant != nil else { return nil }
      return Extra(values: Values(field: field, detail: detail, experiment: experiment, variant: variant))
    }

    /// A box for `values`, or `nil` when they are all empty.
    static func make(_ values: Values) -> Extra? {
      guard values.data != nil else {
        return make(
          field: values.field, detail: values.detail, experiment: values.experiment, variant: values.variant)
      }
      return Extra(values: values)
    }
  }

  enum CodingKeys: String, CodingKey {
    case kind, step, field, detail, time, experiment, variant, data
  }

  /// Decodes an event; absent optional fields are `nil`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Kind.self, forKey: .kind),
      step: try container.decodeIfPresent(String.self, forKey: .step),
      field: try container.decodeIfPresent(String.self, forKey: .field),
      detail: try container.decodeIfPresent(String.self, forKey: .detail),
      time: try container.decode(Date.self, forKey: .time),
      experiment: try container.decodeIfPresent(String.self, forKey: .experiment),
      variant: try container.decodeIfPresent(String.self, forKey: .variant))
    data = try container.decodeIfPresent(JSONValue.self, forKey: .data)
  }

  /// Encodes the event, leaving out optional fields without a value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(step, forKey: .step)
    try container.encodeIfPresent(field, forKey: .field)
    try container.encodeIfPresent(detail, forKey: .detail)
    try container.encode(time, forKey: .time)
    try container.encodeIfPresent(experiment, forKey: .experiment)
    try container.encodeIfPresent(variant, forKey: .variant)
    try container.encodeIfPresent(data, forKey: .data)
  }

  /// Events are equal when every field is.
  public static func == (lhs: FlowEvent, rhs: FlowEvent) -> Bool {
    lhs.kind == rhs.kind && lhs.step == rhs.step && lhs.time == rhs.time && lhs.field == rhs.field
      && lhs.detail == rhs.detail && lhs.experiment == rhs.experiment && lhs.variant == rhs.variant
      && lhs.data == rhs.data
  }

  /// Hashes every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(step)
    hasher.combine(time)
    hasher.combine(field)
    hasher.combine(detail)
    hasher.combine(experiment)
    hasher.combine(variant)
    hasher.combine(data)
  }
}

extension FlowEvent.Kind {
  /// Whether the event says the person left the step forward: completed or skipped.
  public var leavesStep: Bool { self == .stepCompleted || self == .stepSkipped }
}
