/// One step as one combination of variants shows it, with the persona's
/// behaviour on it worked out: what the simulator looks up at every step.
struct StepPlan: Sendable {
  /// The step's number among every step any variant shows (for "seen before").
  var index: Int
  /// The chance of giving up on first sight, variant factors applied.
  var abandon: Double
  /// The chance of going back once on first sight.
  var back: Double
  /// Seconds per attempt.
  var seconds: NumberDistribution
  /// The fields, in the step's order.
  var fields: [FieldPlan]
  /// Whether some field has a `when:`, so which are asked is found at the step.
  var hasConditionalFields = false
}

/// How one field of one step is answered.
struct FieldPlan: Sendable {
  /// The field's key.
  var key: String
  /// The valid answer.
  var answer: AnswerGenerator
  /// The chance of an invalid answer first.
  var invalid: Double
  /// The invalid answer.
  var invalidValue: JSONValue
  /// The chance of leaving it unanswered.
  var blank: Double
}

/// Every step of one combination of variants, by qualified name.
final class CombinationPlan: Sendable {
  /// The steps by qualified name.
  let steps: [String: StepPlan]

  init(steps: [String: StepPlan]) {
    self.steps = steps
  }
}
