import OnboardKit

extension SQLiteStore {
  /// Stores first assignments in one transaction with one prepared insert.
  public func keepAssignments(_ buckets: [StickyBucket], flow: String, milliseconds: Int64) throws {
    guard !buckets.isEmpty else { return }
    let statement = try connection.prepare(StickyBucket.insertSQL)
    try connection.transaction {
      for bucket in buckets {
        try statement.bind(parameters: bucket.insertParameters(flow: flow, milliseconds: milliseconds))
        try statement.run()
      }
    }
  }
}
