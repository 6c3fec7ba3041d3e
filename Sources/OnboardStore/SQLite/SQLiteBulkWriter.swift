internal import CSQLite
import OnboardKit

/// The SQLite bulk path: one prepared insert reused for every row, a
/// `BEGIN IMMEDIATE … COMMIT` per `batchSize` rows, `synchronous=NORMAL`
/// while it is open (in WAL mode a committed batch still survives a crash of
/// the process; only a power cut may lose the last batches), a page cache
/// of ``cacheKiB`` instead of SQLite's 2 MiB, and no automatic checkpoint
/// while it writes: in WAL mode with `synchronous=NORMAL` a commit does not
/// sync, but every automatic checkpoint (after each batch of more than 1,000
/// pages) copies the batch into the database and syncs both files, which
/// made a million people three times slower than one `sqlite3 .import`
/// transaction. After a commit that leaves the log at ``checkpointPages``
/// or more, the writer starts a checkpoint on a thread of its own
/// (``BackgroundCheckpoint``) and goes on writing; it checkpoints when it
/// closes (and other connections' commits still checkpoint as usual). Held
/// (``HoldingBulkWriter``), it keeps its batches in one transaction until
/// the hold is decided.
final class SQLiteBulkWriter: HoldingBulkWriter, PreparingEventSink {
  private let store: SQLiteStore
  private let statement: SQLiteEventInsert
  private let batchSize: Int
  private var pending = 0
  private var numbering = SessionNumbering()
  /// The open batch's rows, for the rollups merged before it commits.
  private var batch = RollupBatch()
  private let rollups: SQLiteRollupStatements
  private var isOpen = true
  /// Whether a transaction is open: rows pending, or batches held in it.
  private var isInTransaction = false
  /// The hold on the commits, until it is decided (``holdCommits(until:)``).
  private var hold: CommitHold?
  /// The pages in the write-ahead log after the last commit (SQLite's WAL hook writes it).
  private let logPages = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// The log's size, in pages, at which a commit is followed by a checkpoint.
  private let checkpointPages: Int32
  /// The checkpoints on a thread of their own (`nil` where a second
  /// connection cannot be opened: they are made in line then).
  private var background: BackgroundCheckpoint?
  /// Whether the checkpoint under way copies the frames written during
  /// the one before (``checkpointIfDue()``).
  private var isChasing = false
  /// The checkpoints made on ``background``'s thread so far.
  private(set) var checkpointsInBackground = 0

  init(store: SQLiteStore, batchSize: Int, checkpointPages: Int32 = SQLiteBulkWriter.checkpointPages) throws {
    self.store = store
    self.batchSize = max(1, batchSize)
    self.checkpointPages = checkpointPages
    statement = try store.insertStatementPrepared()
    background = try? BackgroundCheckpoint(path: store.connection.path)
    try store.keepTemporaryStorageInMemory()
    rollups = try store.rollupStatementsPrepared()
    try store.connection.execute(
      "PRAGMA synchronous=NORMAL; PRAGMA cache_size=-\(Self.cacheKiB); PRAGMA wal_autocheckpoint=0")
    logPages.initialize(to: 0)
    sqlite3_wal_hook(
      store.connection.handle,
      { context, _, _, pages in
        context?.assumingMemoryBound(to: Int32.self).pointee = pages
        return SQLITE_OK
      }, logPages)
  }

  deinit {
    if isOpen { sqlite3_wal_hook(store.connection.handle, nil, nil) }
    logPages.deallocate()
  }

  /// The page cache while the writer is open, in KiB: 256 MiB (taken as
  /// pages are read, so a small write takes little). A million people's
  /// indexes that rows land in at random (events by session, the rollups
  /// by person) are about 1 GB; ingesting them took 92–95 s with this
  /// cache against 93–106 s with 64 MiB (docs/scaling.md).
  static let cacheKiB = 262_144

  /// The session rows were inserted of last in the open batch, and those
  /// rows, not yet handed to the batch: a session's rows come together, so
  /// it is probed and its rows handed over once.
  private var runSession: String?
  private var runRows: [StoredEvent] = []

  func holdCommits(until hold: CommitHold) {
    self.hold = hold
  }

  func append(_ event: StoredEvent) throws {
    try begin()
    if runSession != event.session {
      handOver()
      try probe(event.session)
      runSession = event.session
    }
    // The run's columns are bound again only when they differ from the row before's.
    if try statement.insert(event) { runRows.append(event) } else { batch.skip(event) }
    pending += 1
    if pending >= batchSize { try flush() }
  }

  /// Hands the rows ``append(_:)`` gathered to the batch.
  private func handOver() {
    if let runSession, !runRows.isEmpty { batch.add(session: runSession, rows: runRows) }
    runSession = nil
    runRows.removeAll(keepingCapacity: true)
  }

  /// Each event as a row of the run, numbered after the session's last.
  func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    for event in events {
      try append(StoredEvent(event, of: run, sequence: numbering.next(for: run.session)))
    }
  }

  /// Works out each chunk's rows and its share of the rollups on the thread that made it.
  var preparation: @Sendable ([RunEvents]) -> any Sendable { { PreparedRuns($0) } }

  /// Inserts a prepared chunk's rows, session after session, numbered on
  /// from the session ``write(_:of:)`` last numbered if the chunk goes on
  /// with it, and hands the chunk to the batch whole when every session of
  /// it is new to the batch and to the store and every row was inserted.
  /// A batch that is full commits at the chunk's end.
  func write(prepared: any Sendable) throws {
    guard let runs = prepared as? PreparedRuns else {
      throw StoreError(.failed, "the SQLite writer was handed a chunk it did not prepare")
    }
    try write(prepared: runs)
  }

  /// Inserts a prepared chunk's rows (see ``write(prepared:)-(any Sendable)``).
  func write(prepared runs: PreparedRuns) throws {
    var runs = runs
    guard !runs.sessions.isEmpty else { return }
    handOver()
    try begin()
    var whole = !runs.continueNumbering(&numbering)
    // What was inserted, session by session: the batch gets it even when an insert throws.
    var inserted: [PreparedRuns.Session] = []
    inserted.reserveCapacity(runs.sessions.count)
    do {
      try insert(runs.sessions, into: &inserted, whole: &whole)
    } catch {
      for session in inserted { batch.add(session: session.session, rows: session.rows) }
      throw error
    }
    if whole {
      batch.add(prepared: runs)
    } else {
      for session in inserted { batch.add(session: session.session, rows: session.rows) }
    }
    if pending >= batchSize { try flush() }
  }

  /// Probes and inserts each session's rows, appending to `inserted` the
  /// rows each inserted as it goes; `whole` turns false when a session is
  /// not new to the batch or the store, or a row was stored already.
  private func insert(
    _ sessions: [PreparedRuns.Session], into inserted: inout [PreparedRuns.Session], whole: inout Bool
  ) throws {
    for session in sessions {
      let first = batch.needsProbe(session.session)
      if first { try probe(session.session) } else { whole = false }
      if !batch.isNewSession(session.session) { whole = false }
      inserted.append(PreparedRuns.Session(session: session.session, rows: []))
      // A session the store holds nothing of, first in the batch, its numbers going up: nothing to skip.
      if first, batch.isNewSession(session.session), Self.isIncreasing(session.rows) {
        do { try statement.insertNew(session.rows[...]) } catch {
          // Which of its rows went in is not known: nothing of the batch is kept.
          inserted.removeAll()
          abandon()
          throw error
        }
        inserted[inserted.count - 1].rows = session.rows
        pending += session.rows.count
        continue
      }
      var skipped = false
      defer { if !skipped { inserted[inserted.count - 1].rows = session.rows } }
      for (index, row) in session.rows.enumerated() {
        let isNew: Bool
        do { isNew = try statement.insert(row) } catch {
          if !skipped { inserted[inserted.count - 1].rows = Array(session.rows[..<index]) }
          skipped = true
          throw error
        }
        pending += 1
        if isNew {
          if skipped { inserted[inserted.count - 1].rows.append(row) }
          continue
        }
        if !skipped { inserted[inserted.count - 1].rows = Array(session.rows[..<index]) }
        skipped = true
        whole = false
        batch.skip(row)
      }
    }
  }

  /// Whether each row's number is above the one before's (so no two are the same).
  private static func isIncreasing(_ rows: [StoredEvent]) -> Bool {
    zip(rows, rows.dropFirst()).allSatisfy { $0.sequence < $1.sequence }
  }

  /// Asks the store, once per session and batch, whether it holds the session already.
  private func probe(_ session: String) throws {
    if batch.needsProbe(session) { batch.mark(session, new: try !rollups.holdsSession(session)) }
  }

  /// Applies the open batch's rollups and commits, unless a hold keeps
  /// the transaction open (``holdCommits(until:)``).
  /// - Throws: ``StoreError`` from SQLite, or when the hold was decided
  ///   against the commit (everything held is rolled back).
  func flush() throws {
    handOver()
    if pending > 0 {
      pending = 0
      do {
        try batch.apply(using: rollups)
      } catch {
        abandon()
        throw error
      }
    }
    guard isInTransaction else { return }
    if let hold {
      guard let commit = hold.decision else { return }
      self.hold = nil
      guard commit else {
        abandon()
        throw StoreError(.failed, "the batches held until the check of their rows were rolled back")
      }
    }
    isInTransaction = false
    let code = sqlite3_exec(store.connection.handle, "COMMIT", nil, nil, nil)
    guard code == SQLITE_OK else {
      let error = store.connection.error(code)
      sqlite3_exec(store.connection.handle, "ROLLBACK", nil, nil, nil)
      throw error
    }
    checkpointIfDue()
  }

  /// After a commit: starts a checkpoint when the log has reached
  /// ``checkpointPages``; when one ended, starts another for the frames
  /// written since it began, or copies them here when they are fewer than
  /// an eighth of ``checkpointPages`` or it started one for them already
  /// (so the log restarts, however fast it grows). Copied into the
  /// database, the log starts again from its beginning at the next batch,
  /// instead of growing to the database's size (every read of a page not in
  /// the cache looks it up in the log first).
  private func checkpointIfDue() {
    switch background?.state {
    case .running: return
    case .copied(let frames) where !isChasing && logPages.pointee - frames >= checkpointPages / 8:
      isChasing = true
      background?.start()
    case .copied:
      isChasing = false
      checkpointHere()
      background?.reset()
    case .idle, nil:
      guard logPages.pointee >= checkpointPages else { return }
      guard let background else { return checkpointHere() }
      background.start()
      checkpointsInBackground += 1
    }
  }

  /// Copies the log into the database on the writer's connection (a
  /// passive checkpoint: what a reader still needs stays in the log).
  private func checkpointHere() {
    sqlite3_wal_checkpoint_v2(store.connection.handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
    logPages.pointee = 0
  }

  /// Rolls the open batch back and forgets it.
  private func abandon() {
    runSession = nil
    runRows.removeAll(keepingCapacity: true)
    batch.removeAll()
    pending = 0
    isInTransaction = false
    sqlite3_exec(store.connection.handle, "ROLLBACK", nil, nil, nil)
  }

  /// The log's size at which a commit is followed by a checkpoint: 65,536
  /// pages, 256 MiB of 4 KiB pages. A million people's simulation checkpoints
  /// 13 times (two syncs each) instead of once at the end with a log of the
  /// database's size: 162 s → 142 s.
  static let checkpointPages: Int32 = 65_536

  func close() throws {
    guard isOpen else { return }
    isOpen = false
    if let hold, isInTransaction { _ = hold.wait() }
    try flush()
    background?.wait()
    background = nil
    // SQLite's own hook again (the automatic checkpoint's).
    sqlite3_wal_hook(store.connection.handle, nil, nil)
    try store.connection.execute(
      "PRAGMA synchronous=FULL; PRAGMA cache_size=-2000; PRAGMA wal_autocheckpoint=1000; "
        + "PRAGMA wal_checkpoint(PASSIVE)")
  }

  /// Opens a transaction, unless one is open.
  private func begin() throws {
    guard !isInTransaction else { return }
    var attempt = 0
    while true {
      let code = sqlite3_exec(store.connection.handle, "BEGIN IMMEDIATE", nil, nil, nil)
      if code == SQLITE_OK {
        isInTransaction = true
        return
      }
      attempt += 1
      guard SQLiteConnection.isBusy(code), attempt < 5 else { throw store.connection.error(code) }
    }
  }
}
