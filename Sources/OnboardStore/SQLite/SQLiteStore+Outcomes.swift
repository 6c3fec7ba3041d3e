internal import CSQLite

extension SQLiteStore {
  /// Records outcomes in one `BEGIN IMMEDIATE … COMMIT` with one prepared
  /// insert; returns how many were new (an outcome already stored is skipped).
  ///
  /// The page cache is the bulk writer's while it runs, so a million
  /// outcomes' key (about 50 MB) stays in memory (sorting them into key order
  /// first was measured slower: `make bench`, track).
  public func record(_ outcomes: [Outcome]) throws -> Int {
    guard !outcomes.isEmpty else { return 0 }
    let statement = try connection.prepare(Outcome.insertSQL)
    try connection.execute("PRAGMA cache_size=-\(SQLiteBulkWriter.cacheKiB)")
    defer { try? connection.execute("PRAGMA cache_size=-2000") }
    return try connection.transaction {
      var added = 0
      var flow: String?
      for outcome in outcomes {
        if outcome.flow != flow {
          statement.bind(1, outcome.flow)
          flow = outcome.flow
        }
        statement.bind(2, outcome.user)
        statement.bind(3, outcome.event)
        statement.bind(4, outcome.timeMilliseconds)
        statement.bind(5, outcome.value)
        try statement.run()
        added += Int(sqlite3_changes(connection.handle))
      }
      return added
    }
  }
}
