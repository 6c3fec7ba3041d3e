/// Assigns many ids to one experiment, as `onboard assign --ids` streams
/// them: the same answers as ``ExperimentAssigner/assign(_:userID:attributes:forced:)``
/// with the id as the only attribute, with everything that does not depend on
/// the id (status, bucket ranges) worked out once.
package struct BulkAssigner: Sendable {
  /// The experiment.
  package let experiment: ExperimentDefinition
  private let ranges: [BucketRange]
  /// The variant everyone gets without hashing (draft, stopped, too few
  /// variants), or `nil` when each id is hashed; -1 means "not in the experiment".
  private let fixed: Int?
  private let hashesID: Bool
  /// Version 2's hasher after the seed, hashed once for every id.
  private let seeded: FNV1a

  /// Prepares an experiment for many ids.
  package init(_ experiment: ExperimentDefinition) {
    self.experiment = experiment
    ranges = experiment.bucketRanges
    hashesID = experiment.hashAttribute == "id"
    var seeded = FNV1a()
    seeded.combine(experiment.seed)
    self.seeded = seeded
    switch experiment.status {
    case _ where experiment.variants.count < 2: fixed = -1
    case .draft: fixed = -1
    case .stopped: fixed = experiment.winner.flatMap(experiment.variantIndex(of:)) ?? -1
    case .running: fixed = nil
    }
  }

  /// The variant index for an id given as UTF-8 bytes (a line of an ids
  /// file), with the same answer as ``variantIndex(for:)`` on the decoded
  /// string. An ASCII id of a version-2 experiment hashed by `id`, without a
  /// namespace or an audience — the usual case — is hashed straight from
  /// the bytes, without making a `String`.
  package func variantIndex(forUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if let fixed { return fixed }
    guard hashesID, experiment.hashVersion == 2, experiment.namespace == nil, experiment.audience == nil,
      FNV1a.isASCII(bytes)
    else {
      return variantIndex(for: String(decoding: bytes, as: UTF8.self))
    }
    guard !bytes.isEmpty else { return -1 }
    var inner = seeded
    inner.combine(ascii: bytes)
    return GrowthBookHash.chooseVariation(n: GrowthBookHash.version2Bucket(inner: inner), ranges: ranges)
  }

  /// The variant index for `id`, or -1 when the id is not in the experiment
  /// (or a stopped experiment has no winner).
  package func variantIndex(for id: String) -> Int {
    if let fixed { return fixed }
    guard hashesID else {
      // Another hash attribute: an id alone has none, so nobody is in.
      let assignment = ExperimentAssigner.assign(experiment, userID: id)
      return assignment.inExperiment ? assignment.variantIndex : -1
    }
    guard !id.isEmpty else { return -1 }
    if let namespace = experiment.namespace, !GrowthBookHash.inNamespace(userID: id, namespace: namespace) {
      return -1
    }
    if let audience = experiment.audience, !audience.evaluate(.object(["id": .string(id)])) { return -1 }
    let bucket: Double
    if experiment.hashVersion == 2 {
      bucket = GrowthBookHash.version2Bucket(afterSeed: seeded, value: id)
    } else {
      guard
        let hashed = GrowthBookHash.hash(seed: experiment.seed, value: id, version: experiment.hashVersion)
      else { return -1 }
      bucket = hashed
    }
    return GrowthBookHash.chooseVariation(n: bucket, ranges: ranges)
  }
}
