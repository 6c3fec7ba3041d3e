/// The counts of one variant of an experiment.
package struct VariantCounts: Sendable, Hashable, Codable {
  /// The variant's id.
  package var id: String
  /// Its configured weight (any scale; the SRM check normalises the weights).
  package var weight: Double
  /// Distinct users with an `exposure` event for this variant.
  package var users: Int
  /// Distinct exposed users with a `completed` event (the conversion).
  package var conversions: Int
  /// Seconds from exposure to `completed`, over the users who completed.
  package var completionTimes: CompletionTimes
  /// Every step on the variant's path, in path order.
  package var funnel: [FunnelStepCounts]
  /// Validation failures per field.
  package var fieldFailures: [FieldFailureCounts]

  /// Counts from their parts; the aggregates default to empty.
  package init(
    id: String, weight: Double, users: Int, conversions: Int, completionTimes: CompletionTimes = .empty,
    funnel: [FunnelStepCounts] = [], fieldFailures: [FieldFailureCounts] = []
  ) {
    self.id = id
    self.weight = weight
    self.users = users
    self.conversions = conversions
    self.completionTimes = completionTimes
    self.funnel = funnel
    self.fieldFailures = fieldFailures
  }
}

/// Sums over the completion times of one variant, in seconds, so a t-test
/// needs no raw rows: `count`, `Σx`, `Σx²`, and the median the database
/// computed (or `nil`).
package struct CompletionTimes: Sendable, Hashable, Codable {
  /// Completions timed (usually equal to the variant's conversions).
  package var count: Int
  /// Σ seconds.
  package var sum: Double
  /// Σ seconds².
  package var sumOfSquares: Double
  /// The median in seconds; `nil` when there is none (no completion).
  package var medianSeconds: Double?

  /// Times from their parts.
  package init(count: Int, sum: Double, sumOfSquares: Double, medianSeconds: Double?) {
    self.count = count
    self.sum = sum
    self.sumOfSquares = sumOfSquares
    self.medianSeconds = medianSeconds
  }

  /// No completion.
  package static let empty = CompletionTimes(count: 0, sum: 0, sumOfSquares: 0, medianSeconds: nil)
}

/// One step of a variant's funnel.
package struct FunnelStepCounts: Sendable, Hashable, Codable {
  /// The step id.
  package var step: String
  /// Distinct users of the variant with a `step_viewed` event for the step.
  package var reached: Int
  /// Distinct users of the variant with a `step_completed` event for it.
  package var completed: Int

  /// A step from its parts.
  package init(step: String, reached: Int, completed: Int) {
    self.step = step
    self.reached = reached
    self.completed = completed
  }
}

/// Validation failures of one field within a variant, or of one of a final
/// step's cross-field rules.
package struct FieldFailureCounts: Sendable, Hashable, Codable {
  /// The step that holds the field (for a rule, the final step).
  package var step: String
  /// The field's key; empty for a rule.
  package var field: String
  /// For a final step's cross-field rule, its message; `nil` for a field.
  package var rule: String?
  /// `validation_failed` events for the field (or the rule).
  package var failures: Int
  /// Submissions of the step (each one an attempt at the field): the
  /// denominator of the failure rate.
  package var attempts: Int

  /// Counts from their parts.
  package init(step: String, field: String, rule: String? = nil, failures: Int, attempts: Int) {
    self.step = step
    self.field = field
    self.rule = rule
    self.failures = failures
    self.attempts = attempts
  }
}
