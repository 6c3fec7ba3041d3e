internal import CSQLite

extension SQLiteStore {
  /// Runs a read-only query and hands each row on as SQLite produces it.
  public func query(_ sql: String, _ parameters: [SQLValue], row: (QueryRow) throws -> Void) throws {
    let statement = try connection.prepare(sql)
    guard sqlite3_stmt_readonly(statement.handle) != 0 else {
      throw StoreError(.failed, "query() runs read-only SQL only; this statement writes: \(sql)")
    }
    try statement.bind(parameters: parameters)
    let count = statement.columnCount
    let columns = (0..<count).map(statement.columnName)
    while try statement.step() {
      try row(QueryRow(columns: columns, values: (0..<count).map(statement.value)))
    }
  }
}
