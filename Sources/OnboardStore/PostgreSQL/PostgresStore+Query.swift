internal import CLibPQ

extension PostgresStore {
  /// Runs `sql` in a read-only transaction in libpq's single-row mode, so
  /// rows arrive one at a time and memory stays flat however many there are.
  public func query(_ sql: String, _ parameters: [SQLValue], row: (QueryRow) throws -> Void) throws {
    try connection.execute("START TRANSACTION READ ONLY")
    do {
      try stream(sql, parameters, row: row)
      try connection.execute("COMMIT")
    } catch {
      _ = try? connection.execute("ROLLBACK")
      throw error
    }
  }

  private func stream(_ sql: String, _ parameters: [SQLValue], row: (QueryRow) throws -> Void) throws {
    let handle = connection.handle
    let sent = withCStrings(parameters.map(\.text)) { pointers in
      PQsendQueryParams(handle, sql, Int32(parameters.count), nil, pointers, nil, nil, 0)
    }
    guard sent == 1 else { throw connection.failure(nil) }
    PQsetSingleRowMode(handle)
    var columns: [String]?
    var failure: (any Error)?
    while let next = PQgetResult(handle) {
      guard failure == nil else {
        PQclear(next)
        continue
      }
      do {
        let result = try connection.check(next)
        guard PQresultStatus(next) == PGRES_SINGLE_TUPLE else { continue }
        let names = columns ?? (0..<result.columnCount).map(result.columnName)
        columns = names
        try row(result.row(0, columns: names))
      } catch {
        // NB: libpq needs every result read before the next statement; keep draining.
        failure = error
      }
    }
    if let failure { throw failure }
  }
}
