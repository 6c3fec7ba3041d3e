extension PostgresStore {
  /// Recounts the rollups of `people` inside the caller's transaction.
  ///
  /// Writers run at once here: each first takes a transaction-level
  /// advisory lock per person (in one sorted order, so two writers never
  /// wait on each other in a circle), so a second writer of the same person
  /// recounts only after the first committed, and sees its events.
  func refreshRollups(_ people: RollupPeople) throws {
    guard !people.isEmpty else { return }
    let keys = "{" + people.lockKeys().map(String.init).joined(separator: ",") + "}"
    try connection.execute(
      "SELECT pg_advisory_xact_lock(k) FROM (SELECT k FROM unnest($1::bigint[]) AS t(k) ORDER BY k) s", [keys]
    )
    for chunk in people.chunks() {
      for sql in Rollups.statements(for: .people(count: chunk.count / 2)) {
        try connection.execute(sql, chunk)
      }
    }
  }

  /// Rebuilds every rollup from the events in one transaction (`onboard store rebuild`).
  public func rebuildRollups() throws {
    try connection.execute("BEGIN")
    do {
      for sql in Rollups.statements(for: .everyone) { _ = try connection.execute(sql) }
      try connection.execute("COMMIT")
    } catch {
      _ = try? connection.execute("ROLLBACK")
      throw error
    }
  }
}
