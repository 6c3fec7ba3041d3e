extension SQLiteStore {
  /// Saves (or replaces) a session, committed when it returns.
  public func saveSession(_ session: SavedSession) throws {
    let statement = try connection.prepare(SavedSession.upsertSQL)
    try connection.transaction {
      statement.bind(1, session.id)
      statement.bind(2, session.flow)
      statement.bind(3, session.user)
      statement.bind(4, session.savedMilliseconds)
      statement.bind(5, session.state)
      try statement.run()
    }
  }

  /// The session `id`, or `nil`.
  public func loadSession(_ id: String) throws -> SavedSession? {
    var found: SavedSession?
    try query(SavedSession.selectSQL, [.text(id)]) { found = SavedSession(row: $0) }
    return found
  }
}
