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

  /// Rebuilds every rollup from the events, and the tallies from the rollups,
  /// in one transaction (`onboard store rebuild`).
  public func rebuildRollups() throws {
    try connection.transaction {
      for sql in Tallies.rebuild(.sqlite, rollups: Rollups.statements(for: .everyone)) {
        try connection.execute(sql)
      }
    }
  }
}

/// ``RollupUpsert``s, the session probe and the one-person recount, each
/// prepared once on a SQLite connection (SQLite has one writer at a time,
/// so a probe sees every committed event).
final class SQLiteRollupStatements: RollupExecutor {
  private let connection: SQLiteConnection
  /// Each upsert for each row count prepared so far, by
  /// ``RollupUpsert/rawValue`` and the exponent of the count.
  private var upserts: [[SQLiteStatement?]]
  private let probe: SQLiteStatement
  private let recounts: [SQLiteStatement]

  init(connection: SQLiteConnection) throws {
    self.connection = connection
    upserts = RollupUpsert.allCases.map { _ in
      Array(repeating: nil, count: RollupUpsert.exponent(RollupUpsert.rowsPerStatement) + 1)
    }
    probe = try connection.prepare(Rollups.sessionProbe)
    recounts = try Rollups.statements(for: .person).map { try connection.prepare($0) }
  }

  /// `upsert` for `rows` rows, prepared on first use; its `$1`, `$2`, … are
  /// the parameter indexes 1, 2, … (``RollupUpsert/sql(rows:)`` numbers them
  /// in order of first use).
  private func statement(_ upsert: RollupUpsert, rows: Int) throws -> SQLiteStatement {
    let size = RollupUpsert.exponent(rows)
    if let statement = upserts[upsert.rawValue][size] { return statement }
    let statement = try connection.prepare(upsert.sql(rows: rows))
    for index in stride(from: 1, through: sqlite3_bind_parameter_count(statement.handle), by: 1)
    where sqlite3_bind_parameter_index(statement.handle, "$\(index)") != index {
      throw StoreError(.failed, "the rollup upsert \(upsert) does not number its parameters in order")
    }
    upserts[upsert.rawValue][size] = statement
    return statement
  }

  func run(_ upsert: RollupUpsert, rows: Int, _ values: [SQLValue]) throws -> [[SQLValue]] {
    let statement = try statement(upsert, rows: rows)
    for (offset, value) in values.enumerated() { statement.bind(Int32(offset + 1), value) }
    defer { sqlite3_reset(statement.handle) }
    var returned: [[SQLValue]] = []
    while try statement.step() {
      returned.append((0..<statement.columnCount).map { statement.value(at: $0) })
    }
    return returned
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
