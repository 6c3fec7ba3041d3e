extension SQLiteStatement {
  /// The insert every SQLite writer prepares once and reuses.
  static let insertSQL =
    "INSERT INTO events (\(StoreSchema.insertColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) "
    + "ON CONFLICT (session, seq) DO NOTHING"

  /// Binds `event` to the insert statement and runs it.
  func insert(_ event: StoredEvent) throws {
    bind(1, event.timeMilliseconds)
    bind(2, event.session)
    bind(3, Int64(event.sequence))
    bind(4, event.user)
    bind(5, event.flow)
    bind(6, event.flowVersion.map(Int64.init))
    bind(7, event.kind.rawValue)
    bind(8, event.experiment)
    bind(9, event.variant)
    bind(10, event.step)
    bind(11, event.field)
    bind(12, event.detail)
    try run()
  }
}
