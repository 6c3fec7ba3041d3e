/// An A/B test on a flow: who takes part, how they are split between
/// variants, and what each variant changes.
///
/// Assignment (see ``ExperimentAssigner``) is GrowthBook's: the same key,
/// seed, hash version, weights, coverage and namespace put a person in the
/// same variant as GrowthBook's SDKs would.
///
/// ```swift
/// let copy = ExperimentDefinition(
///   key: "signup-copy",
///   variants: [VariantDefinition(id: "control"), VariantDefinition(id: "short", skip: ["survey"])])
/// ExperimentAssigner.assign(copy, userID: "user-42").variantID  // "control" or "short"
/// ```
public struct ExperimentDefinition: Sendable, Hashable, Codable {
  /// Where an experiment stands.
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    /// Being prepared: everyone gets the base variant and nothing is logged.
    case draft
    /// People are assigned and exposures logged.
    case running
    /// Over: everyone gets the ``ExperimentDefinition/winner`` (or the base
    /// variant without one) and nothing is logged.
    case stopped
  }

  /// When a person's exposure is logged.
  public enum Exposure: String, Sendable, Hashable, Codable, CaseIterable {
    /// At the first step where their variant differs from the base flow, so
    /// people who leave before the variants diverge do not dilute the test.
    case divergence
    /// When the run starts.
    case start
  }

  /// The experiment's key, unique among experiments; GrowthBook's `key`.
  public var key: String
  /// What the hash mixes with the user id; the key unless set. Changing it
  /// reshuffles everyone.
  public var seed: String
  /// GrowthBook's hash version: 2 (the default) or 1.
  public var hashVersion: Int
  /// The attribute people are bucketed by; `id` (the user id) by default.
  public var hashAttribute: String
  /// The share of people who take part (`0...1`); the rest get the base
  /// variant and are not logged.
  public var coverage: Double
  /// The experiment's share of a namespace, to keep it apart from others.
  public var namespace: ExperimentNamespace?
  /// Who may take part; everyone when `nil`.
  public var audience: Condition?
  /// Draft, running or stopped.
  public var status: Status
  /// The id of the variant everyone gets once the experiment is stopped.
  public var winner: String?
  /// When exposure is logged.
  public var exposure: Exposure
  /// The variants, base first.
  public var variants: [VariantDefinition]
  /// The ids of the metrics the report shows for it (`metrics:`); every metric when `nil`.
  public var metrics: [String]?
  /// GrowthBook's `bucketVersion` (0 unless set): a person's stored (sticky)
  /// assignment counts only under the version it was made in, so raising it
  /// buckets everyone again under the current weights and coverage.
  public var bucketVersion = 0
  /// GrowthBook's `minBucketVersion` (0 unless set): people with a stored
  /// assignment from a lower bucket version are left out of the experiment.
  public var minBucketVersion = 0
  /// How the report decides it (`decision:`); GrowthBook's defaults when `nil`.
  public var decision: ExperimentDecision?
  /// Where each part was written (`experiment`, `key`, `coverage`, …), for diagnostics.
  public var marks: [String: SourceMark] = [:]

  /// An experiment with GrowthBook's defaults: seeded by its key, hash
  /// version 2, bucketed by `id`, full coverage, running.
  public init(
    key: String, seed: String? = nil, hashVersion: Int = 2, hashAttribute: String = "id",
    coverage: Double = 1, namespace: ExperimentNamespace? = nil, audience: Condition? = nil,
    status: Status = .running, winner: String? = nil, exposure: Exposure = .divergence,
    variants: [VariantDefinition]
  ) {
    self.key = key
    self.seed = seed ?? key
    self.hashVersion = hashVersion
    self.hashAttribute = hashAttribute
    self.coverage = coverage
    self.namespace = namespace
    self.audience = audience
    self.status = status
    self.winner = winner
    self.exposure = exposure
    self.variants = variants
  }

  /// Decodes an experiment; `key` and `variants` are required, the rest
  /// take the defaults of ``init(key:seed:hashVersion:hashAttribute:coverage:namespace:audience:status:winner:exposure:variants:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      key: try container.decode(String.self, forKey: .key),
      seed: try container.decodeIfPresent(String.self, forKey: .seed),
      hashVersion: try container.decodeIfPresent(Int.self, forKey: .hashVersion) ?? 2,
      hashAttribute: try container.decodeIfPresent(String.self, forKey: .hashAttribute) ?? "id",
      coverage: try container.decodeIfPresent(Double.self, forKey: .coverage) ?? 1,
      namespace: try container.decodeIfPresent(ExperimentNamespace.self, forKey: .namespace),
      audience: try container.decodeIfPresent(Condition.self, forKey: .audience),
      status: try container.decodeIfPresent(Status.self, forKey: .status) ?? .running,
      winner: try container.decodeIfPresent(String.self, forKey: .winner),
      exposure: try container.decodeIfPresent(Exposure.self, forKey: .exposure) ?? .divergence,
      variants: try container.decode([VariantDefinition].self, forKey: .variants))
    bucketVersion = try container.decodeIfPresent(Int.self, forKey: .bucketVersion) ?? 0
    minBucketVersion = try container.decodeIfPresent(Int.self, forKey: .minBucketVersion) ?? 0
  }

  /// The variants' weights when every variant has one; `nil` (equal shares) otherwise.
  public var weights: [Double]? {
    let weights = variants.compactMap(\.weight)
    return weights.count == variants.count ? weights : nil
  }

  /// The bucket range of each variant, from the weights and coverage.
  public var bucketRanges: [BucketRange] {
    GrowthBookHash.bucketRanges(count: variants.count, coverage: coverage, weights: weights)
  }

  /// The index of the variant with this id.
  public func variantIndex(of id: String) -> Int? {
    variants.firstIndex { $0.id == id }
  }
}
