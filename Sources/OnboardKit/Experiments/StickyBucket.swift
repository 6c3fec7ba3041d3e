/// A person's first assignment to an experiment, kept so that later runs
/// and resumes give the same variant whatever the weights or coverage
/// become: GrowthBook's sticky bucketing.
///
/// It is keyed as GrowthBook keys it: the hash attribute and its value (the
/// person), the experiment key and the experiment's
/// ``ExperimentDefinition/bucketVersion`` (GrowthBook's `key__version`).
///
/// ```swift
/// var state = FlowState<User>(userID: "u-1")
/// state.stickyBuckets = try store.stickyBuckets(flow: "signup", people: StickyBucket.people(...))
/// // after `start`:
/// let new = StickyBucket.made(by: state.assignments, in: flow.experiments)
/// ```
public struct StickyBucket: Sendable, Hashable, Codable {
  /// The experiment's key.
  public var experiment: String
  /// The experiment's bucket version when the person was assigned.
  public var bucketVersion: Int
  /// The attribute the person was bucketed by (`id` unless the experiment says otherwise).
  public var hashAttribute: String
  /// Its value.
  public var hashValue: String
  /// The variant's id.
  public var variant: String

  /// A stored assignment.
  public init(
    experiment: String, bucketVersion: Int, hashAttribute: String, hashValue: String, variant: String
  ) {
    self.experiment = experiment
    self.bucketVersion = bucketVersion
    self.hashAttribute = hashAttribute
    self.hashValue = hashValue
    self.variant = variant
  }

  /// The person as one experiment sees them: a hash attribute and its value.
  public struct Person: Sendable, Hashable {
    /// The attribute's name.
    public var attribute: String
    /// Its value as hashed.
    public var value: String

    /// A hash attribute and its value.
    public init(attribute: String, value: String) {
      self.attribute = attribute
      self.value = value
    }
  }

  /// What the stored assignments say about a person in an experiment.
  enum Lookup: Equatable {
    /// Nothing stored under the current bucket version.
    case notStored
    /// Stored under a version below `minBucketVersion`: left out.
    case blocked(version: Int)
    /// Stored under the current version.
    case variant(String)
  }

  /// The stored assignment of the person (`hashValue`) in `experiment`,
  /// as GrowthBook's `getStickyBucketVariation` reads it: any version below
  /// `minBucketVersion` blocks, else the current version's variant.
  static func lookup(_ buckets: [StickyBucket], _ experiment: ExperimentDefinition, hashValue: String)
    -> Lookup
  {
    var found: String?
    for bucket in buckets
    where bucket.experiment == experiment.key && bucket.hashValue == hashValue
      && bucket.hashAttribute == experiment.hashAttribute
    {
      if bucket.bucketVersion < experiment.minBucketVersion { return .blocked(version: bucket.bucketVersion) }
      if bucket.bucketVersion == experiment.bucketVersion { found = bucket.variant }
    }
    return found.map(Lookup.variant) ?? .notStored
  }

  /// Every hash attribute and value the experiments bucket this person by
  /// (once each): what to read from the store before `start`.
  public static func people(
    of experiments: [ExperimentDefinition], userID: String, attributes: [String: JSONValue] = [:]
  ) -> [Person] {
    var people: [Person] = []
    for experiment in experiments {
      let value = ExperimentAssigner.hashValue(
        of: experiment.hashAttribute, userID: userID, attributes: attributes)
      let person = Person(attribute: experiment.hashAttribute, value: value)
      if !value.isEmpty, !people.contains(person) { people.append(person) }
    }
    return people
  }

  /// The assignments the hash made (reason `assigned`), as buckets to
  /// store: the first assignment of each person to each experiment version.
  public static func made(by assignments: [Assignment], in experiments: [ExperimentDefinition])
    -> [StickyBucket]
  {
    assignments.compactMap { assignment in
      guard assignment.reason == .assigned, let variant = assignment.variantID,
        let experiment = experiments.first(where: { $0.key == assignment.experimentKey })
      else { return nil }
      return StickyBucket(
        experiment: experiment.key, bucketVersion: experiment.bucketVersion,
        hashAttribute: assignment.hashAttribute, hashValue: assignment.hashValue, variant: variant)
    }
  }
}
