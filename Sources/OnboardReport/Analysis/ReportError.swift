/// Why counts cannot be analysed. Every case names the experiment and variant.
public enum ReportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `alpha` is not strictly between 0 and 1.
  case invalidAlpha(Double)
  /// An experiment without variants.
  case noVariants(experiment: String)
  /// Two variants of one experiment share an id.
  case duplicateVariant(experiment: String, variant: String)
  /// A count below zero, or a sum or weight that is negative or not finite.
  case invalidNumber(experiment: String, variant: String, name: String)
  /// A part larger than its whole (conversions > users, completed > reached,
  /// failures counted without attempts).
  case inconsistent(experiment: String, variant: String, detail: String)
  /// The store has no event of the flow; `known` lists the flows it has.
  case unknownFlow(String, known: [String])
  /// The flow has no exposure of the experiment; `known` lists those it has.
  case unknownExperiment(String, flow: String, known: [String])
  /// A sequential tuning parameter that is not a finite number above 0.
  case invalidSequentialTuning(Double)
  /// A proper prior whose mean is not finite or whose standard deviation is
  /// not a finite number above 0.
  case invalidPrior(mean: Double, standardDeviation: Double)

  /// The message, with what to fix.
  public var description: String {
    switch self {
    case .invalidAlpha(let alpha):
      return "alpha must be between 0 and 1 (exclusive), got \(alpha); 0.05 gives 95% intervals"
    case .noVariants(let experiment):
      return "experiment '\(experiment)' has no variants; the aggregation must list at least the control"
    case .duplicateVariant(let experiment, let variant):
      return "experiment '\(experiment)' lists variant '\(variant)' twice; merge its counts into one entry"
    case .invalidNumber(let experiment, let variant, let name):
      return "experiment '\(experiment)', variant '\(variant)': \(name) must be a finite number of 0 or more"
    case .inconsistent(let experiment, let variant, let detail):
      return "experiment '\(experiment)', variant '\(variant)': \(detail)"
    case .unknownFlow(let flow, let known):
      let list = known.isEmpty ? "the store has no events yet" : "the store has " + Self.quoted(known)
      return "no events of flow '\(flow)' in the store; \(list)"
    case .unknownExperiment(let key, let flow, let known):
      let list =
        known.isEmpty ? "it has no exposures yet" : "its experiments with exposures: " + Self.quoted(known)
      return "flow '\(flow)' has no exposure of experiment '\(key)'; \(list)"
    case .invalidSequentialTuning(let tuning):
      return "the sequential tuning parameter must be a number above 0, got \(tuning); gbstats uses 5000"
    case .invalidPrior(let mean, let standardDeviation):
      return
        "the prior needs a finite mean and a standard deviation above 0, got mean \(mean), "
        + "standard deviation \(standardDeviation); 0.3 allows lifts of about ±60 %"
    }
  }

  /// `'a', 'b', 'c'`.
  private static func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
