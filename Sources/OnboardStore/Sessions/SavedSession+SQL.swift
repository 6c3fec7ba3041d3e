extension SavedSession {
  /// Inserts or replaces a session; the same text for both dialects.
  static let upsertSQL = """
    INSERT INTO sessions (id, flow, user_id, saved_ms, state) VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (id) DO UPDATE SET flow = excluded.flow, user_id = excluded.user_id,
      saved_ms = excluded.saved_ms, state = excluded.state
    """

  /// Reads one session by id.
  static let selectSQL = "SELECT id, flow, user_id, saved_ms, state FROM sessions WHERE id = $1"

  /// The session in a row of ``selectSQL``.
  init(row: QueryRow) {
    self.init(
      id: row[0].text ?? "", flow: row[1].text ?? "", user: row[2].text ?? "",
      savedMilliseconds: row[3].integer ?? 0, state: row[4].text ?? "")
  }
}
