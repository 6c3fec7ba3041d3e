/// A flow's holdout (`holdout: { weight: 0.05, seed: … }`): a share of people
/// who see the base flow in every experiment, so the combined effect of all
/// experiments as shipped can be measured against them.
///
/// The holdout is assigned like a two-arm experiment of its own (``experiment``,
/// key `holdout`): arm `holdout` with the weight, arm `shipped` with the rest,
/// hashed by `id` with the seed, exposed at the start. The report analyses it
/// as it analyses any experiment: `shipped` against `holdout`.
///
/// ```swift
/// flow.holdout = HoldoutDefinition(weight: 0.05)
/// ExperimentAssigner.assignAll(flow, userID: "u-1").last?.variantID  // "holdout" or "shipped"
/// ```
public struct HoldoutDefinition: Sendable, Hashable, Codable {
  /// The key the holdout's assignment and exposures carry.
  public static let key = "holdout"
  /// The arm of the people held out.
  public static let heldOut = "holdout"
  /// The arm of everyone else: the experiments as they run.
  public static let shipped = "shipped"

  /// The share of people held out, in `(0, 0.5]`.
  public var weight: Double
  /// What the hash mixes with the user id; `holdout` unless set.
  public var seed: String
  /// Where each part was written (`holdout`, `weight`, `seed`), for diagnostics.
  public var marks: [String: SourceMark] = [:]

  /// A holdout of `weight`, seeded by `seed` (`holdout` when `nil`).
  public init(weight: Double, seed: String? = nil) {
    self.weight = weight
    self.seed = seed ?? Self.key
  }

  /// The holdout as a two-arm experiment: `holdout` (the weight) and
  /// `shipped` (the rest), with exposure at the start.
  public var experiment: ExperimentDefinition {
    ExperimentDefinition(
      key: Self.key, seed: seed, exposure: .start,
      variants: [
        VariantDefinition(id: Self.heldOut, weight: weight),
        VariantDefinition(id: Self.shipped, weight: 1 - weight),
      ])
  }
}

extension FlowDefinition {
  /// The experiments, then the holdout as an experiment when the flow has
  /// one: what is assigned, exposed, stored and reported.
  public var assignedExperiments: [ExperimentDefinition] {
    guard let holdout else { return experiments }
    return experiments + [holdout.experiment]
  }
}

extension Assignment {
  /// Whether this is a holdout assignment that holds the person out.
  public var isHeldOut: Bool {
    inExperiment && experimentKey == HoldoutDefinition.key && variantID == HoldoutDefinition.heldOut
  }

  /// The assignment of a person in the holdout to `experiment`: its base
  /// variant, out of it, reason ``Reason/holdout``.
  static func heldOut(_ experiment: ExperimentDefinition, userID: String, attributes: [String: JSONValue])
    -> Assignment
  {
    Assignment(
      experimentKey: experiment.key, variantIndex: 0, variantID: experiment.variants.first?.id,
      inExperiment: false, hashUsed: false, hashAttribute: experiment.hashAttribute,
      hashValue: ExperimentAssigner.hashValue(
        of: experiment.hashAttribute, userID: userID, attributes: attributes),
      bucket: nil, reason: .holdout)
  }
}
