/// Assigns many ids to one experiment, as `onboard assign --ids` streams
/// them: the same answers as ``ExperimentAssigner/assign(_:userID:attributes:forced:)``
/// with the id as the only attribute, with everything that does not depend on
/// the id (status, bucket ranges) worked out once.
public struct BulkAssigner: Sendable {
  /// The experiment.
  public let experiment: ExperimentDefinition
  private let ranges: [BucketRange]
  /// The variant everyone gets without hashing (draft, stopped, too few
  /// variants), or `nil` when each id is hashed; -1 means "not in the experiment".
  private let fixed: Int?
  private let hashesID: Bool

  /// Prepares an experiment for many ids.
  public init(_ experiment: ExperimentDefinition) {
    self.experiment = experiment
    ranges = experiment.bucketRanges
    hashesID = experiment.hashAttribute == "id"
    switch experiment.status {
    case _ where experiment.variants.count < 2: fixed = -1
    case .draft: fixed = -1
    case .stopped: fixed = experiment.winner.flatMap(experiment.variantIndex(of:)) ?? -1
    case .running: fixed = nil
    }
  }

  /// The variant index for `id`, or -1 when the id is not in the experiment
  /// (or a stopped experiment has no winner).
  public func variantIndex(for id: String) -> Int {
    if let fixed { return fixed }
    guard hashesID else {
      return ExperimentAssigner.assign(experiment, userID: id).variantID.flatMap(experiment.variantIndex(of:))
        ?? -1
    }
    guard !id.isEmpty else { return -1 }
    if let namespace = experiment.namespace, !GrowthBookHash.inNamespace(userID: id, namespace: namespace) {
      return -1
    }
    if let audience = experiment.audience, !audience.evaluate(.object(["id": .string(id)])) { return -1 }
    guard let bucket = GrowthBookHash.hash(seed: experiment.seed, value: id, version: experiment.hashVersion)
    else {
      return -1
    }
    return GrowthBookHash.chooseVariation(n: bucket, ranges: ranges)
  }
}
