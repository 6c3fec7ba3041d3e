extension PostgresStore {
  /// The rollups of a batch about to be inserted: takes a transaction-level
  /// advisory lock per person (in one sorted order, so two writers never
  /// wait on each other in a circle), so a second writer of the same person
  /// asks whether a session is new only after the first committed; then
  /// asks it of each session of the batch.
  func rollupBatch(for events: [StoredEvent]) throws -> RollupBatch {
    var batch = RollupBatch()
    guard !events.isEmpty else { return batch }
    let keys = "{" + RollupPeople(events).lockKeys().map(String.init).joined(separator: ",") + "}"
    try connection.execute(
      "SELECT pg_advisory_xact_lock(k) FROM (SELECT k FROM unnest($1::bigint[]) AS t(k) ORDER BY k) s", [keys]
    )
    let executor = PostgresRollupStatements(connection: connection)
    for event in events where batch.needsProbe(event.session) {
      batch.mark(event.session, new: try !executor.holdsSession(event.session))
    }
    return batch
  }

  /// Merges the inserted batch into the rollups, inside the caller's
  /// transaction (a row given twice in the batch was inserted once).
  func applyRollups(_ batch: inout RollupBatch, events: [StoredEvent]) throws {
    var seen: Set<String> = []
    for event in events {
      if seen.insert(event.session + "\u{0}" + String(event.sequence)).inserted {
        batch.add(event)
      } else {
        batch.skip(event)
      }
    }
    try batch.apply(using: PostgresRollupStatements(connection: connection))
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

/// ``RollupUpsert``s on a PostgreSQL connection (values sent as text, typed by the server).
struct PostgresRollupStatements: RollupExecutor {
  let connection: PGConnection

  func run(_ upsert: RollupUpsert, _ values: [SQLValue]) throws -> [SQLValue] {
    let result = try connection.execute(upsert.sql, values.map(\.text))
    guard result.rowCount > 0 else { return [] }
    return (0..<result.columnCount).map { result.value(0, $0) }
  }

  func holdsSession(_ session: String) throws -> Bool {
    try connection.execute(Rollups.sessionProbe, [session]).rowCount > 0
  }

  func recount(flow: String, user: String) throws {
    for sql in Rollups.statements(for: .person) { _ = try connection.execute(sql, [flow, user]) }
  }
}
