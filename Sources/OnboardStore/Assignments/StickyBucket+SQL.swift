import OnboardKit

extension StickyBucket {
  /// Stores a first assignment; a person already stored for the
  /// experiment's bucket version keeps theirs. The same text for both dialects.
  static let insertSQL = """
    INSERT INTO assignments (flow, hash_attribute, hash_value, experiment, bucket_version, variant, assigned_ms)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (flow, hash_attribute, hash_value, experiment, bucket_version) DO NOTHING
    """

  /// One person's stored assignments in a flow.
  static let selectSQL = """
    SELECT experiment, bucket_version, hash_attribute, hash_value, variant FROM assignments
    WHERE flow = $1 AND hash_attribute = $2 AND hash_value = $3
    """

  /// How many people each experiment's variants hold, per stored variant.
  static let countSQL = """
    SELECT experiment, bucket_version, variant, COUNT(*) FROM assignments WHERE flow = $1
    GROUP BY experiment, bucket_version, variant ORDER BY experiment, bucket_version, variant
    """

  /// The parameters of ``insertSQL``.
  func insertParameters(flow: String, milliseconds: Int64) -> [SQLValue] {
    [
      .text(flow), .text(hashAttribute), .text(hashValue), .text(experiment), .integer(Int64(bucketVersion)),
      .text(variant), .integer(milliseconds),
    ]
  }

  /// The bucket in a row of ``selectSQL``.
  init(row: QueryRow) {
    self.init(
      experiment: row[0].text ?? "", bucketVersion: Int(row[1].integer ?? 0),
      hashAttribute: row[2].text ?? "",
      hashValue: row[3].text ?? "", variant: row[4].text ?? "")
  }
}

/// How many people the store holds in one variant of one experiment's bucket version.
public struct StoredVariantCount: Sendable, Hashable {
  /// The experiment's key.
  public var experiment: String
  /// The bucket version they were assigned under.
  public var bucketVersion: Int
  /// The stored variant's id.
  public var variant: String
  /// How many people.
  public var people: Int
}

extension EventStore {
  /// Whether the store has the `assignments` table (a store opened to read
  /// may be older).
  public var keepsAssignments: Bool {
    StoreSchema.version(adding: "assignments").map { schemaVersion >= $0 } ?? false
  }

  /// The stored (sticky) assignments of the people given (see
  /// ``StickyBucket/people(of:userID:attributes:)``) in `flow`; none in a
  /// store older than the `assignments` table.
  /// - Throws: ``StoreError`` when the store cannot be read.
  public func stickyBuckets(flow: String, people: [StickyBucket.Person]) throws -> [StickyBucket] {
    guard keepsAssignments else { return [] }
    var buckets: [StickyBucket] = []
    for person in people {
      try query(StickyBucket.selectSQL, [.text(flow), .text(person.attribute), .text(person.value)]) {
        buckets.append(StickyBucket(row: $0))
      }
    }
    return buckets
  }

  /// How many people the store holds in each variant, per experiment and bucket version.
  /// - Throws: ``StoreError`` when the store cannot be read.
  public func storedVariantCounts(flow: String) throws -> [StoredVariantCount] {
    guard keepsAssignments else { return [] }
    var counts: [StoredVariantCount] = []
    try query(StickyBucket.countSQL, [.text(flow)]) { row in
      counts.append(
        StoredVariantCount(
          experiment: row[0].text ?? "", bucketVersion: Int(row[1].integer ?? 0), variant: row[2].text ?? "",
          people: Int(row[3].integer ?? 0)))
    }
    return counts
  }
}
