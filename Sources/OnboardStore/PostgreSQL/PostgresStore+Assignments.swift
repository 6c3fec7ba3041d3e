import OnboardKit

extension PostgresStore {
  /// Stores first assignments in one transaction.
  public func keepAssignments(_ buckets: [StickyBucket], flow: String, milliseconds: Int64) throws {
    guard !buckets.isEmpty else { return }
    try transaction {
      for bucket in buckets {
        _ = try connection.execute(
          StickyBucket.insertSQL, bucket.insertParameters(flow: flow, milliseconds: milliseconds).map(\.text))
      }
    }
  }
}
