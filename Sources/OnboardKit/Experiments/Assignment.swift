/// The variant one person gets in one experiment, and why.
///
/// People outside the experiment get the base variant (index 0) with
/// `inExperiment == false`. Only ``Reason/assigned`` is logged as an exposure.
public struct Assignment: Sendable, Hashable, Codable {
  /// Why the person got their variant, in the order they are decided.
  public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
    /// Forced (`--variant`, `ONBOARD_VARIANTS`): in the experiment, not
    /// logged. A forced id the experiment lacks gives the base variant, out
    /// of the experiment, as GrowthBook does.
    case forced
    /// A draft, a stopped experiment without a winner, or fewer than two
    /// variants: the base variant.
    case notRunning
    /// Stopped with a winner: everyone gets it, and nothing is logged.
    case stoppedWinner
    /// The hash attribute is missing, empty, zero or not a string or number.
    case noHashAttribute
    /// Outside the experiment's share of its namespace.
    case notInNamespace
    /// The attributes do not meet the audience condition.
    case notInAudience
    /// The experiment's hash version is neither 1 nor 2.
    case unknownHashVersion
    /// The bucket falls outside every variant's range (coverage below 1).
    case notCovered
    /// Chosen by the hash, and logged as an exposure.
    case assigned
    /// The person's stored (sticky) assignment, made by the hash on an
    /// earlier run under the same bucket version: logged as an exposure.
    case sticky
    /// The stored assignment names a variant the experiment no longer has:
    /// the base variant, out of the experiment.
    case stickyVariantRemoved
    /// A stored assignment from a bucket version below `minBucketVersion`:
    /// the base variant, out of the experiment.
    case bucketVersionBlocked
    /// In the flow's holdout: the base variant of every experiment, out of
    /// them all (the holdout's own assignment is logged instead).
    case holdout
  }

  /// The experiment's key.
  public var experimentKey: String
  /// The variant's index in the experiment's variants; 0 (base) when out.
  public var variantIndex: Int
  /// The variant's id; `nil` only when the experiment has no variants.
  public var variantID: String?
  /// Whether the person takes part (assigned or forced into an existing variant).
  public var inExperiment: Bool
  /// Whether the hash chose the variant (now or, when sticky, on the run that stored it).
  public var hashUsed: Bool
  /// The attribute the person was bucketed by.
  public var hashAttribute: String
  /// Its value as hashed (numbers as JavaScript writes them); empty when none.
  public var hashValue: String
  /// The person's bucket in `0..<1`, when it was computed (assigned or not covered).
  public var bucket: Double?
  /// Why.
  public var reason: Reason

  /// An assignment as ``ExperimentAssigner`` makes them.
  public init(
    experimentKey: String, variantIndex: Int, variantID: String?, inExperiment: Bool, hashUsed: Bool,
    hashAttribute: String, hashValue: String, bucket: Double?, reason: Reason
  ) {
    self.experimentKey = experimentKey
    self.variantIndex = variantIndex
    self.variantID = variantID
    self.inExperiment = inExperiment
    self.hashUsed = hashUsed
    self.hashAttribute = hashAttribute
    self.hashValue = hashValue
    self.bucket = bucket
    self.reason = reason
  }

  /// Whether the runner logs an exposure for this assignment: only when the
  /// hash put the person in a variant of a running experiment, now or on the
  /// run that stored it.
  public var logsExposure: Bool { reason == .assigned || reason == .sticky }
}
