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
  /// Each upsert with the parameter index of `$1`, `$2`, ….
  private var upserts: [(statement: SQLiteStatement, indexes: [Int32])] = []
  private let probe: SQLiteStatement
  private let recounts: [SQLiteStatement]

  init(connection: SQLiteConnection) throws {
    for upsert in RollupUpsert.allCases {
      let statement = try connection.prepare(upsert.sql)
      let count = sqlite3_bind_parameter_count(statement.handle)
      let indexes =
        count == 0 ? [] : (1...count).map { sqlite3_bind_parameter_index(statement.handle, "$\($0)") }
      upserts.append((statement, indexes))
    }
    probe = try connection.prepare("SELECT 1 FROM events WHERE session = $1 LIMIT 1")
    recounts = try Rollups.statements(for: .people(count: 1)).map { try connection.prepare($0) }
  }

  func run(_ upsert: RollupUpsert, _ values: [SQLValue]) throws -> [SQLValue] {
    let (statement, indexes) = upserts[upsert.rawValue]
    for (index, value) in zip(indexes, values) {
      switch value {
      case .null: sqlite3_bind_null(statement.handle, index)
      case .integer(let number): statement.bind(index, number)
      case .real(let number): statement.bind(index, number)
      case .text(let text): statement.bind(index, text)
      }
    }
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
      statement.bind(1, flow)
      statement.bind(2, user)
      try statement.run()
    }
  }
}
