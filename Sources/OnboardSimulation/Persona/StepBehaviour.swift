/// How people behave on a step, as a persona writes it: anything left `nil`
/// comes from the persona's `defaults:` (and then from the built-in defaults).
package struct StepBehaviour: Sendable, Hashable {
  /// The chance of giving up when first seeing the step.
  package var abandon: Double?
  /// The chance of going back once when first seeing the step (never on the first step).
  package var back: Double?
  /// Seconds spent on the step per attempt.
  package var seconds: NumberDistribution?

  /// Seconds per step when nothing says otherwise: uniform from 3 to 15.
  package static let defaultSeconds = NumberDistribution.uniform(lower: 3, upper: 15)

  /// A behaviour; `nil` parts are inherited.
  package init(abandon: Double? = nil, back: Double? = nil, seconds: NumberDistribution? = nil) {
    self.abandon = abandon
    self.back = back
    self.seconds = seconds
  }
}

/// A step's behaviour with every default applied.
package struct ResolvedStepBehaviour: Sendable, Hashable {
  /// The chance of giving up when first seeing the step.
  package var abandon: Double
  /// The chance of going back once when first seeing the step.
  package var back: Double
  /// Seconds spent on the step per attempt.
  package var seconds: NumberDistribution
}
