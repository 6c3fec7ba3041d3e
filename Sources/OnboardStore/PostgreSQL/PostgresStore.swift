import Foundation

/// The shared store: a PostgreSQL database (`--db postgres://…`) that many
/// app instances write at once. Same schema as SQLite; rows go in multi-row
/// `INSERT … ON CONFLICT (session, seq) DO NOTHING`, or for a batch of more
/// than ``rowsPerStatement`` (simulate, ingest) through `COPY`: straight
/// into `events` when the store holds none of the batch's sessions, else
/// into a temporary table and from there with the same `ON CONFLICT`, so a
/// retried batch is stored once.
///
/// A broken connection is re-established with ``Backoff``; when the server
/// stays away, the batch is kept in the ``Spool`` and `append` throws
/// ``StoreError/Reason/unreachable``. Opening the store replays the spool.
public final class PostgresStore: EventStore {
  /// The URL without its password.
  public let location: String
  /// Always ``SQLDialect/postgres``.
  public var dialect: SQLDialect { .postgres }
  /// The store's schema version: ``StoreSchema/currentVersion``, or older
  /// for a store opened to read (``init(existingAt:)``).
  public private(set) var schemaVersion = StoreSchema.currentVersion
  /// How many spooled events opening the store wrote.
  package private(set) var replayed = 0

  let connection: PGConnection
  let backoff: Backoff
  let spool: Spool?

  /// The advisory lock that serialises migrations (any fixed number).
  static let migrationLock = 7_105_462_351

  /// Rows per `INSERT` statement (13 parameters each, under PostgreSQL's 65,535).
  static let rowsPerStatement = 1000

  /// Connects (retrying with `backoff`), checks or creates the schema
  /// (telling `progress` how a migration of an older store goes), and
  /// replays what `spool` holds for this database.
  public init(
    url: String, spool: Spool? = nil, backoff: Backoff = .standard,
    progress: MigrationProgress.Observer? = nil
  ) throws {
    location = StoreLocation.redacted(url)
    self.backoff = backoff
    self.spool = spool
    connection = try PGConnection(url: url, location: location, backoff: backoff)
    try migrate(progress)
    if let spool { replayed = try spool.replay(into: insert) }
  }

  /// Connects to a database that must already hold a store of this build's
  /// schema, to read it (a report): nothing is created, migrated or replayed,
  /// and a database without one is refused.
  public init(existingAt url: String, backoff: Backoff = .standard) throws {
    location = StoreLocation.redacted(url)
    self.backoff = backoff
    self.spool = nil
    connection = try PGConnection(url: url, location: location, backoff: backoff)
    guard case .store(let version) = try inspect(), version >= StoreSchema.oldestReadable else {
      throw StoreError(
        .notAStore,
        "\(location) holds no onboard store of schema version \(StoreSchema.currentVersion) (it is empty or "
          + "older); nothing was written. Run 'onboard run --db …' or 'onboard simulate --db …' on it first.")
    }
    schemaVersion = version
  }

  /// What the database holds: tables of onboard's, or none.
  private func inspect() throws -> StoreShape {
    let result = try connection.execute(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() "
        + "AND table_name IN ('onboard_meta', 'events', 'sessions', 'outcomes')")
    let tables = Set((0..<result.rowCount).compactMap { result.value($0, 0).text })
    if tables.isEmpty { return .empty }
    guard tables.contains("onboard_meta") else {
      throw StoreError(
        .notAStore,
        "\(location) has tables named \(tables.sorted().joined(separator: ", ")) that are not an onboard "
          + "store's; nothing was written. Use another database or schema.")
    }
    let meta = try connection.execute("SELECT key, value FROM onboard_meta")
    var pairs: [String: String] = [:]
    for row in 0..<meta.rowCount { pairs[meta.value(row, 0).text ?? ""] = meta.value(row, 1).text }
    guard pairs["store"] == StoreSchema.marker else {
      throw StoreError(.notAStore, "\(location) has an onboard_meta table but is not an onboard store")
    }
    return try StoreShape.checked(version: pairs["schema_version"], at: location)
  }

  /// Brings the schema up to date under an advisory lock (other instances wait).
  private func migrate(_ progress: MigrationProgress.Observer?) throws {
    guard try inspect() != .store(version: StoreSchema.currentVersion) else { return }
    try transaction {
      try connection.execute("SELECT pg_advisory_xact_lock(\(Self.migrationLock))")
      var from = 0
      if case .store(let version) = try inspect() { from = version }
      try StoreSchema.migrate(from: from, dialect: .postgres, progress: progress) {
        _ = try connection.execute($0)
      }
    }
  }

  /// Writes the rows in one transaction; after a lost connection, reconnects
  /// and tries once more; when that fails, spools them and throws.
  public func append(_ events: [StoredEvent]) throws {
    guard !events.isEmpty else { return }
    try retrying({ events }) { try insert(events) }
  }

  /// Runs `write`; after a lost connection, reconnects and inserts the rows
  /// `events` gives (``insert(_:)``) once more; when that fails, spools them and throws.
  func retrying(_ events: () -> [StoredEvent], _ write: () throws -> Void) throws {
    do {
      try write()
    } catch let error as StoreError where connection.isBroken || error.reason == .unreachable {
      let events = events()
      do {
        try connection.reconnect(backoff: backoff)
        try insert(events)
      } catch let failure as StoreError where failure.reason == .unreachable || connection.isBroken {
        guard let spool else { throw failure }
        let file = try spool.keep(events)
        throw StoreError(
          .unreachable,
          "\(failure.message); \(events.count) unwritten events were kept in \(file.path) and are written "
            + "on the next run that reaches \(location)")
      }
    }
  }

  /// Runs `body` inside `BEGIN … COMMIT`, rolled back when it throws.
  func transaction(_ body: () throws -> Void) throws {
    try connection.execute("BEGIN")
    do {
      try body()
      try connection.execute("COMMIT")
    } catch {
      _ = try? connection.execute("ROLLBACK")
      throw error
    }
  }

  /// Runs `body` in a writer's transaction (``transaction(_:)``) that
  /// plans by key (``keyedPlans``).
  func batchTransaction(_ body: () throws -> Void) throws {
    try transaction {
      _ = try connection.execute(Self.keyedPlans)
      try body()
    }
  }

  /// A writer's batch reads only by key (the sessions and people it
  /// names), but while a bulk load grows `events` and `units` the planner's
  /// statistics lag them (autovacuum analyzes a table once a minute at
  /// most), and it chose parallel sequential scans of the whole table for
  /// the sessions' and people's probes, whose time then grew with the
  /// store: 2 ms to 250 ms a batch over 100,000 simulated people. For the
  /// transaction only, a plan with an index is preferred, no workers are
  /// started (they would take the core the simulation runs on), and no
  /// plan is compiled: a sequential scan's penalty makes even the scan of
  /// a table of three rows cost enough to pass `jit_above_cost`, and the
  /// compiling took 120 ms a statement.
  static let keyedPlans =
    "SELECT set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), "
    + "set_config('jit', 'off', true)"

  /// Multi-row inserts in one transaction, skipping rows already stored,
  /// and the rollups merged (``RollupBatch``).
  func insert(_ events: [StoredEvent]) throws {
    try batchTransaction {
      var batch = try rollupBatch(for: events)
      try write(events, batch: &batch)
    }
  }

  /// Inserts the rows of a transaction's batch (`COPY` for more than
  /// ``rowsPerStatement``), skipping rows already stored, and merges them
  /// into the rollups.
  func write(_ events: [StoredEvent], batch: inout RollupBatch) throws {
    let firsts = Self.firstOccurrences(events)
    if events.count > Self.rowsPerStatement {
      try copy(events, firsts: firsts, batch: batch)
    } else {
      try insertStatement(events[...])
    }
    try applyRollups(&batch, events: events, firsts: firsts)
  }

  private func insertStatement(_ rows: ArraySlice<StoredEvent>) throws {
    var parameters: [String?] = []
    parameters.reserveCapacity(rows.count * StoreSchema.insertColumnCount)
    for event in rows { parameters += Self.columns(event) }
    try connection.execute(StoreSchema.insertSQL(rows: rows.count), parameters)
  }

  /// A batch of more than ``rowsPerStatement`` rows through `COPY`: the
  /// rows of sessions the store holds none of (their people locked, so no
  /// other writer adds to them), each the first of its number, straight into
  /// `events`, the others through the staging table; should a row be there
  /// after all, all of them through the staging table.
  private func copy(_ events: [StoredEvent], firsts: [Bool], batch: RollupBatch) throws {
    let isStraight = events.indices.map { firsts[$0] && batch.isNewSession(events[$0].session) }
    let straight = zip(events, isStraight).filter(\.1).map(\.0)
    guard !straight.isEmpty, try copyStraight([Self.copyRows(straight)]) else { return try copy(events[...]) }
    let others = zip(events, isStraight).filter { !$0.1 }.map(\.0)
    if others.count > Self.rowsPerStatement {
      try copy(others[...])
    } else if !others.isEmpty {
      try insertStatement(others[...])
    }
  }

  /// The batch's rows through `COPY` into ``stagingTable`` (emptied at every
  /// commit), then into `events`, skipping rows already stored or given twice.
  private func copy(_ events: ArraySlice<StoredEvent>) throws {
    try connection.execute(Self.createStaging)
    try connection.copy(
      "COPY \(Self.stagingTable) (\(StoreSchema.insertColumns)) FROM STDIN", [Self.copyRows(events)])
    try connection.execute(
      "INSERT INTO events (\(StoreSchema.insertColumns)) SELECT \(StoreSchema.insertColumns) FROM "
        + "\(Self.stagingTable) ON CONFLICT (session, seq) DO NOTHING")
  }

  /// Rows through `COPY` into `events` itself, one piece after another,
  /// inside a savepoint: `false` (the savepoint rolled back) when the copy
  /// failed on a connection still open, for the staging path to take them.
  func copyStraight(_ pieces: [PGCopyRows]) throws -> Bool {
    try connection.execute("SAVEPOINT onboard_copy")
    do {
      try connection.copy("COPY events (\(StoreSchema.insertColumns)) FROM STDIN", pieces)
    } catch {
      guard !connection.isBroken else { throw error }
      try connection.execute("ROLLBACK TO SAVEPOINT onboard_copy")
      return false
    }
    try connection.execute("RELEASE SAVEPOINT onboard_copy")
    return true
  }

  /// Per row, whether it is the first of its session and number in the batch.
  static func firstOccurrences(_ events: [StoredEvent]) -> [Bool] {
    struct Place: Hashable {
      var session: String
      var sequence: Int
    }
    var seen: Set<Place> = []
    seen.reserveCapacity(events.count)
    return events.map { seen.insert(Place(session: $0.session, sequence: $0.sequence)).inserted }
  }

  /// The temporary table a batch is copied into.
  static let stagingTable = "onboard_batch"

  /// Makes ``stagingTable`` when the connection has none (once a connection).
  private static let createStaging = """
    CREATE TEMPORARY TABLE IF NOT EXISTS \(stagingTable) (
      time_ms BIGINT NOT NULL, session TEXT NOT NULL, seq INTEGER NOT NULL, user_id TEXT NOT NULL,
      flow TEXT NOT NULL, flow_version INTEGER, type TEXT NOT NULL, experiment TEXT, variant TEXT, step TEXT,
      field TEXT, detail TEXT, data TEXT
    ) ON COMMIT DELETE ROWS
    """

  /// Rows in `COPY`'s text format, columns in the order of ``StoreSchema/insertColumns``.
  static func copyRows(_ events: some Sequence<StoredEvent>) -> PGCopyRows {
    var rows = PGCopyRows()
    for event in events { rows.add(columns(event)) }
    return rows
  }

  /// A row's columns as text, in the order of ``StoreSchema/insertColumns``.
  private static func columns(_ event: StoredEvent) -> [String?] {
    [
      String(event.timeMilliseconds), event.session, String(event.sequence), event.user, event.flow,
      event.flowVersion.map { String($0) }, event.kind.rawValue, event.experiment, event.variant, event.step,
      event.field, event.detail, event.data,
    ]
  }

  /// One past the session's highest stored number, or 0.
  public func nextSequence(of session: String) throws -> Int {
    let result = try connection.execute(
      "SELECT COALESCE(MAX(seq) + 1, 0) FROM events WHERE session = $1", [session])
    return Int(result.rowCount > 0 ? result.value(0, 0).integer ?? 0 : 0)
  }

  /// A writer that gathers `batchSize` rows and writes them with ``append(_:)``.
  public func bulkWriter(batchSize: Int) throws -> any BulkEventWriter {
    PostgresBulkWriter(store: self, batchSize: batchSize)
  }

  /// Saves (or replaces) a session.
  public func saveSession(_ session: SavedSession) throws {
    try connection.execute(
      SavedSession.upsertSQL,
      [session.id, session.flow, session.user, String(session.savedMilliseconds), session.state])
  }

  /// The session `id`, or `nil`.
  public func loadSession(_ id: String) throws -> SavedSession? {
    let result = try connection.execute(SavedSession.selectSQL, [id])
    guard result.rowCount > 0 else { return nil }
    return SavedSession(row: result.row(0, columns: []))
  }

  /// Nothing to do: the connection is finished when the store is released.
  public func close() throws {}
}
