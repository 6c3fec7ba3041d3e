internal import CSQLite

extension SQLiteStore {
  /// The rollups' statements on this connection, prepared on first use and
  /// then reused for every batch.
  func rollupStatementsPrepared() throws -> SQLiteRollupStatements {
    if let rollupStatements { return rollupStatements }
    let statements = try SQLiteRollupStatements(connection: connection)
    rollupStatements = statements
    return statements
  }

  /// Rebuilds every rollup from the events in one transaction (`onboard store rebuild`).
  public func rebuildRollups() throws {
    try connection.transaction {
      for sql in Rollups.statements(for: .everyone) { try connection.execute(sql) }
    }
  }
}

/// ``RollupUpsert``s, the session probe and the one-person recount, each
/// prepared once on a SQLite connection (SQLite has one writer at a time,
/// so a probe sees every committed event).
final class SQLiteRollupStatements: RollupExecutor {
  /// Each upsert, by ``RollupUpsert/rawValue``; its `$1`, `$2`, … are the
  /// parameter indexes 1, 2, … (``RollupUpsert/sql`` numbers them in order
  /// of first use).
  private let upserts: [SQLiteStatement]
  private let probe: SQLiteStatement
  private let recounts: [SQLiteStatement]

  init(connection: SQLiteConnection) throws {
    upserts = try RollupUpsert.allCases.map { upsert in
      let statement = try connection.prepare(upsert.sql)
      for index in stride(from: 1, through: sqlite3_bind_parameter_count(statement.handle), by: 1)
      where sqlite3_bind_parameter_index(statement.handle, "$\(index)") != index {
        throw StoreError(.failed, "the rollup upsert \(upsert) does not number its parameters in order")
      }
      return statement
    }
    probe = try connection.prepare(Rollups.sessionProbe)
    recounts = try Rollups.statements(for: .person).map { try connection.prepare($0) }
  }

  func run(_ upsert: RollupUpsert, _ values: [SQLValue]) throws -> [SQLValue] {
    let statement = upserts[upsert.rawValue]
    for (offset, value) in values.enumerated() { statement.bind(Int32(offset + 1), value) }
    defer { sqlite3_reset(statement.handle) }
    guard try statement.step() else { return [] }
    return (0..<statement.columnCount).map { statement.value(at: $0) }
  }

  func holdsSession(_ session: String) throws -> Bool {
    probe.bind(1, session)
    defer { sqlite3_reset(probe.handle) }
    return try probe.step()
  }

  func recount(flow: String, user: String) throws {
    for statement in recounts {
      try statement.bind(parameters: [.text(flow), .text(user)])
      try statement.run()
    }
  }
}
