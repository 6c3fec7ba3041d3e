internal import CSQLite

extension SQLiteStore {
  /// Recounts the rollups of `people` from the events, inside the caller's
  /// transaction (SQLite has one writer at a time, so the recount sees every
  /// committed event of theirs).
  func refreshRollups(_ people: RollupPeople) throws {
    for chunk in people.chunks() {
      for sql in Rollups.statements(for: .people(count: chunk.count / 2)) {
        let statement = try connection.prepare(sql)
        for (offset, value) in chunk.enumerated() { statement.bind(Int32(offset + 1), value) }
        try statement.run()
      }
    }
  }

  /// Rebuilds every rollup from the events in one transaction (`onboard store rebuild`).
  public func rebuildRollups() throws {
    try connection.transaction {
      for sql in Rollups.statements(for: .everyone) { try connection.execute(sql) }
    }
  }
}
