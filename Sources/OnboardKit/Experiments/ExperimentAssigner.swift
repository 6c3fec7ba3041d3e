/// Puts a person in a variant of an experiment, deciding in the order of
/// GrowthBook's `run`, so the SDKs and Onboard agree on every person.
///
/// 1. Fewer than two variants: base variant, ``Assignment/Reason/notRunning``.
/// 2. Forced (`--variant key=id`, `ONBOARD_VARIANTS`): that variant, not logged.
/// 3. Draft, or stopped without a winner: base variant, not logged. Stopped
///    with a winner: the winner for everyone, not logged.
/// 4. The hash attribute's value: a non-empty string, or a finite non-zero
///    number written as JavaScript writes it. `id` falls back to the user id.
///    None: base variant.
/// 4½. A stored (sticky) assignment under the experiment's bucket version
///    is used without the namespace, audience, coverage or weights; one from a
///    version below `minBucketVersion` leaves the person out.
/// 5. Namespace, then 6. audience: outside either, base variant.
/// 7. The bucket, ``GrowthBookHash/hash(seed:value:version:)`` of the seed
///    and the hash value; 8. the variant whose range holds it, or the base
///    variant when coverage leaves the person out.
///
/// ```swift
/// let assignment = ExperimentAssigner.assign(
///   experiment, userID: "user-42", attributes: ["country": "FR"], forced: [:])
/// if assignment.logsExposure { /* log it when the variant first diverges */ }
/// ```
public enum ExperimentAssigner {
  /// The variant `userID` gets in `experiment`, and why.
  ///
  /// - Parameters:
  ///   - experiment: The experiment.
  ///   - userID: The person's id, which is the `id` attribute unless
  ///     `attributes` has one.
  ///   - attributes: What the audience condition reads and what a
  ///     `hashAttribute` other than `id` comes from.
  ///   - forced: Variant ids by experiment key (see ``ForcedVariants``).
  ///   - sticky: The person's stored assignments (see ``StickyBucket``); none
  ///     without a store, when the hash alone decides.
  public static func assign(
    _ experiment: ExperimentDefinition, userID: String, attributes: [String: JSONValue] = [:],
    forced: [String: String] = [:], sticky: [StickyBucket] = []
  ) -> Assignment {
    let hashValue = hashValue(of: experiment.hashAttribute, userID: userID, attributes: attributes)
    func result(
      _ index: Int, _ reason: Assignment.Reason, inExperiment: Bool = false, bucket: Double? = nil
    ) -> Assignment {
      Assignment(
        experimentKey: experiment.key, variantIndex: index,
        variantID: experiment.variants.indices.contains(index) ? experiment.variants[index].id : nil,
        inExperiment: inExperiment, hashUsed: reason == .assigned || reason == .sticky,
        hashAttribute: experiment.hashAttribute,
        hashValue: hashValue, bucket: bucket, reason: reason)
    }

    guard experiment.variants.count >= 2 else { return result(0, .notRunning) }
    if let forcedID = forcedVariant(of: experiment.key, in: forced) {
      guard let index = experiment.variantIndex(of: forcedID) else { return result(0, .forced) }
      return result(index, .forced, inExperiment: true)
    }
    switch experiment.status {
    case .draft:
      return result(0, .notRunning)
    case .stopped:
      guard let winner = experiment.winner, let index = experiment.variantIndex(of: winner) else {
        return result(0, .notRunning)
      }
      return result(index, .stoppedWinner)
    case .running:
      break
    }
    guard !hashValue.isEmpty else { return result(0, .noHashAttribute) }
    let stored = sticky.isEmpty ? .notStored : StickyBucket.lookup(sticky, experiment, hashValue: hashValue)
    if stored == .notStored {
      if let namespace = experiment.namespace,
        !GrowthBookHash.inNamespace(userID: hashValue, namespace: namespace)
      {
        return result(0, .notInNamespace)
      }
      if let audience = experiment.audience,
        !audience.evaluate(.object(audienceAttributes(userID: userID, attributes: attributes)))
      {
        return result(0, .notInAudience)
      }
    }
    guard
      let bucket = GrowthBookHash.hash(
        seed: experiment.seed, value: hashValue, version: experiment.hashVersion)
    else { return result(0, .unknownHashVersion) }
    switch stored {
    case .notStored: break
    case .blocked: return result(0, .bucketVersionBlocked, bucket: bucket)
    case .variant(let id):
      guard let index = experiment.variantIndex(of: id) else {
        return result(0, .stickyVariantRemoved, bucket: bucket)
      }
      return result(index, .sticky, inExperiment: true, bucket: bucket)
    }
    let index = GrowthBookHash.chooseVariation(n: bucket, ranges: experiment.bucketRanges)
    guard index >= 0 else { return result(0, .notCovered, bucket: bucket) }
    return result(index, .assigned, inExperiment: true, bucket: bucket)
  }

  /// The assignment of `userID` in each experiment, in order, then in the
  /// holdout when the flow has one, as the runner's `start` makes them: a
  /// person held out gets ``Assignment/Reason/holdout`` in every experiment.
  ///
  /// - Parameters:
  ///   - flow: The flow, for its experiments and holdout.
  ///   - userID: The person's id.
  ///   - attributes: The caller's attributes.
  ///   - forced: Variant ids by experiment key.
  ///   - sticky: The person's stored assignments.
  public static func assignAll(
    _ flow: FlowDefinition, userID: String, attributes: [String: JSONValue] = [:],
    forced: [String: String] = [:], sticky: [StickyBucket] = []
  ) -> [Assignment] {
    let holdout = flow.holdout.map {
      assign($0.experiment, userID: userID, attributes: attributes, forced: forced, sticky: sticky)
    }
    let heldOut = holdout?.isHeldOut ?? false
    let assignments = flow.experiments.map { experiment in
      heldOut
        ? Assignment.heldOut(experiment, userID: userID, attributes: attributes)
        : assign(experiment, userID: userID, attributes: attributes, forced: forced, sticky: sticky)
    }
    return assignments + (holdout.map { [$0] } ?? [])
  }

  /// The string a person is bucketed by: the attribute's value when it is a
  /// non-empty string or a finite, non-zero number (as JavaScript's `String`
  /// writes it), like GrowthBook's `isHashable`; for `id`, the user id
  /// otherwise; else empty.
  static func hashValue(of attribute: String, userID: String, attributes: [String: JSONValue]) -> String {
    switch attributes.isEmpty ? nil : attributes[attribute] {
    case .string(let text) where !text.isEmpty:
      return text
    case .number(let number) where number.isFinite && number != 0:
      return JSNumber.string(number)
    default:
      return attribute == "id" ? userID : ""
    }
  }

  /// The variant forced for `key`: a walk over a few entries (keys that are
  /// usually the experiment's own strings, equal at the first check) instead
  /// of hashing the key, which cost more than the rest of an assignment.
  static func forcedVariant(of key: String, in forced: [String: String]) -> String? {
    guard forced.count <= 8 else { return forced[key] }
    for (forcedKey, variant) in forced where forcedKey == key { return variant }
    return nil
  }

  /// The attributes with `id` set to the user id when they have none.
  static func audienceAttributes(userID: String, attributes: [String: JSONValue]) -> [String: JSONValue] {
    guard attributes["id"] == nil, !userID.isEmpty else { return attributes }
    var attributes = attributes
    attributes["id"] = .string(userID)
    return attributes
  }
}
