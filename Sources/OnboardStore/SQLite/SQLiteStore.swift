internal import CSQLite
import Foundation

/// The embedded store: one SQLite file in WAL mode (`.onboard/onboard.sqlite`
/// by default). Many processes may write it at once; each batch is one
/// `BEGIN IMMEDIATE` transaction, retried while another writer holds the lock.
///
/// Opening checks the file before writing anything: a file that is not a
/// SQLite database, a database that is not an onboard store, a store of a
/// newer schema and a corrupt file (an integrity check bounded in time) are
/// refused with a ``StoreError`` and left byte for byte as they were.
public final class SQLiteStore: EventStore {
  /// The file's path.
  public let location: String
  /// Always ``SQLDialect/sqlite``.
  public var dialect: SQLDialect { .sqlite }

  /// The store's schema version: ``StoreSchema/currentVersion``, or older
  /// for a store opened to read (``init(existingAt:)``).
  public private(set) var schemaVersion = StoreSchema.currentVersion

  let connection: SQLiteConnection
  private var insertStatement: SQLiteEventInsert?
  /// The rollups' prepared statements (``rollupStatementsPrepared()``).
  var rollupStatements: SQLiteRollupStatements?

  /// Opens the store at `path`, creating the file (and its folder) when it
  /// does not exist, and migrating an older schema. A file it creates and
  /// cannot give its schema (a full disk) is removed again.
  ///
  /// - Parameters:
  ///   - path: the SQLite file.
  ///   - progress: told how a migration of an older store goes (nothing for a new file).
  /// - Throws: ``StoreError`` when the file cannot be opened or is not a store
  ///   (or is of a newer schema).
  ///
  /// ```swift
  /// let sink = StoreEventSink(store: try SQLiteStore(path: ".onboard/onboard.sqlite"))
  /// try sink.write(events, of: RunIdentity(session: "s-1", user: "m-1", flow: "member"))
  /// try sink.close()
  /// ```
  public convenience init(path: String, progress: MigrationProgress.Observer? = nil) throws {
    let isNew = StoreFile.kind(of: path) == .missing
    do {
      try self.init(path: path, existing: false, checksAlongside: false, progress: progress)
    } catch let error as StoreError {
      guard isNew, StoreFile.removeIfEmpty(path) else { throw error }
      throw StoreError(error.reason, "\(error.message) while creating it; the new empty file was removed")
    }
  }

  /// Opens the store at `path` for reading only (a report): refuses a path
  /// with no file, and anything but an onboard store of this build's schema
  /// version, and never creates, migrates or changes a file (it opens it
  /// read-only, and as immutable in a read-only folder).
  public convenience init(existingAt path: String) throws {
    try self.init(path: path, existing: true, checksAlongside: false, progress: nil)
  }

  /// Opens the store at `path` for reading only, as ``init(existingAt:)``
  /// does; with `checksAlongside`, its corruption check runs alongside the
  /// queries (``ConcurrentCheck``) until ``finishCheck()``.
  ///
  /// - Throws: ``StoreError`` when the file is not a store this build reads.
  convenience init(existingAt path: String, checksAlongside: Bool) throws {
    try self.init(path: path, existing: true, checksAlongside: checksAlongside, progress: nil)
  }

  /// The check ``init(existingAt:checksAlongside:)`` started; `nil` once done or when none was.
  private var alongside: ConcurrentCheck?

  /// Waits for the check started alongside the queries, if any.
  ///
  /// - Throws: ``StoreError`` when the file did not pass it.
  func finishCheck() throws {
    defer { alongside = nil }
    try alongside?.wait()
  }

  private init(path: String, existing: Bool, checksAlongside: Bool, progress: MigrationProgress.Observer?)
    throws
  {
    location = path
    let url = URL(fileURLWithPath: path)
    let kind = StoreFile.kind(of: path)
    switch kind {
    case .folder:
      throw StoreError(.badLocation, "\(path) is a folder; give --db the path of a store file")
    case .other:
      throw StoreError(
        .badLocation,
        "\(path) is not a regular file (a device, a pipe or a socket); nothing was written or created. "
          + "Give --db the path of a store file.")
    case .missing, .regular: break
    }
    if existing {
      guard kind == .regular else {
        throw StoreError(
          .badLocation,
          "there is no store at \(path); nothing was created. Give --db (or ONBOARD_DB) the store that "
            + "'onboard run' or 'onboard simulate' wrote.")
      }
      connection = try SQLiteConnection.forReading(path)
      let shape = try inspect()
      if checksAlongside {
        alongside = ConcurrentCheck(path: path)
      } else {
        try connection.refuseCorruption()
      }
      guard case .store(let version) = shape, version >= StoreSchema.oldestReadable else {
        // A damaged file is called damaged first, as when the check runs before this.
        try alongside?.wait()
        throw StoreError(
          .notAStore,
          "\(path) is not an onboard store of schema version \(StoreSchema.currentVersion) (it is empty or "
            + "older); nothing was written. Run 'onboard run --db \(path)' once to bring it up to date.")
      }
      schemaVersion = version
      return
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw StoreError(
        .failed, "cannot create the folder of the store \(path): \(error.localizedDescription)")
    }
    connection = try SQLiteConnection(path: path, create: true)
    let shape = try inspect()
    try connection.refuseCorruption()
    try retryingBusy { try connection.execute("PRAGMA journal_mode=WAL") }
    try connection.execute("PRAGMA synchronous=FULL")
    if shape != .store(version: StoreSchema.currentVersion) { try migrate(progress) }
  }

  /// What the file holds, read without writing: refuses anything but an
  /// empty database or an onboard store this build can use.
  private func inspect() throws -> StoreShape {
    let tables: [String]
    do {
      tables = try strings("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    } catch let error as StoreError where error.reason == .corrupt {
      if error.message.contains("file is not a database") {
        throw StoreError(
          .notAStore,
          "\(location) is not an onboard store (not a SQLite database); nothing was written. "
            + "Give --db the path of a store, or a new file.")
      }
      throw error
    }
    if tables.isEmpty { return .empty }
    guard tables.contains("onboard_meta") else {
      throw StoreError(
        .notAStore,
        "\(location) is a SQLite database but not an onboard store (its tables: "
          + "\(tables.prefix(5).joined(separator: ", "))); nothing was written. Give --db another file.")
    }
    let meta = try pairs("SELECT key, value FROM onboard_meta")
    guard meta["store"] == StoreSchema.marker else {
      throw StoreError(
        .notAStore, "\(location) has an onboard_meta table but is not an onboard store; nothing was written")
    }
    return try StoreShape.checked(version: meta["schema_version"], at: location)
  }

  /// Brings the schema to ``StoreSchema/currentVersion`` in one transaction
  /// (looking again inside it, as another process may have done it first).
  private func migrate(_ progress: MigrationProgress.Observer?) throws {
    try connection.transaction {
      let from: Int
      switch try inspect() {
      case .empty: from = 0
      case .store(let version): from = version
      }
      try StoreSchema.migrate(from: from, dialect: .sqlite, progress: progress) { try connection.execute($0) }
    }
  }

  /// Runs `body`, trying again a few times while the database is locked.
  func retryingBusy(_ body: () throws -> Void) throws {
    var attempt = 0
    while true {
      do {
        return try body()
      } catch let error as StoreError where error.reason == .busy && attempt < 20 {
        attempt += 1
        usleep(UInt32(10_000 * attempt))
      }
    }
  }

  /// Writes the rows in one transaction; rows already stored are skipped.
  public func append(_ events: [StoredEvent]) throws {
    guard !events.isEmpty else { return }
    let statement = try insertStatementPrepared()
    let rollups = try rollupStatementsPrepared()
    var batch = RollupBatch()
    defer { batch.removeAll() }
    try connection.transaction {
      for event in events {
        if batch.needsProbe(event.session) {
          batch.mark(event.session, new: try !rollups.holdsSession(event.session))
        }
        if try statement.insert(event) { batch.add(event) } else { batch.skip(event) }
      }
      try batch.apply(using: rollups)
    }
  }

  func insertStatementPrepared() throws -> SQLiteEventInsert {
    if let insertStatement { return insertStatement }
    let statement = try SQLiteEventInsert(connection: connection)
    insertStatement = statement
    return statement
  }

  /// One past the session's highest stored number, or 0.
  public func nextSequence(of session: String) throws -> Int {
    var next = 0
    try query("SELECT COALESCE(MAX(seq) + 1, 0) FROM events WHERE session = $1", [.text(session)]) {
      next = Int($0[0].integer ?? 0)
    }
    return next
  }

  /// A bulk writer on this connection (`synchronous=NORMAL` while it is open).
  public func bulkWriter(batchSize: Int) throws -> any BulkEventWriter {
    try SQLiteBulkWriter(store: self, batchSize: batchSize)
  }

  /// Finalises the prepared insert; the file closes when the store is
  /// released (SQLite checkpoints the WAL when the last connection closes).
  public func close() throws {
    insertStatement = nil
    rollupStatements = nil
  }

  private func strings(_ sql: String) throws -> [String] {
    var names: [String] = []
    try query(sql, []) { names.append($0[0].text ?? "") }
    return names
  }

  private func pairs(_ sql: String) throws -> [String: String] {
    var pairs: [String: String] = [:]
    try query(sql, []) { pairs[$0[0].text ?? ""] = $0[1].text ?? "" }
    return pairs
  }
}
