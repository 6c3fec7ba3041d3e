internal import CSQLite
import OnboardKit

/// The SQLite bulk path: one prepared insert reused for every row, a
/// `BEGIN IMMEDIATE … COMMIT` per `batchSize` rows, `synchronous=NORMAL`
/// while it is open (in WAL mode a committed batch still survives a crash of
/// the process; only a power cut may lose the last batches).
final class SQLiteBulkWriter: BulkEventWriter {
  private let store: SQLiteStore
  private let statement: SQLiteEventInsert
  private let batchSize: Int
  private var pending = 0
  private var numbering = SessionNumbering()
  private var isOpen = true

  init(store: SQLiteStore, batchSize: Int) throws {
    self.store = store
    self.batchSize = max(1, batchSize)
    statement = try store.insertStatementPrepared()
    try store.connection.execute("PRAGMA synchronous=NORMAL")
  }

  func append(_ event: StoredEvent) throws {
    if pending == 0 { try begin() }
    try statement.insert(event)
    pending += 1
    if pending >= batchSize { try flush() }
  }

  func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    for event in events {
      try append(StoredEvent(event, of: run, sequence: numbering.next(for: run.session)))
    }
  }

  func flush() throws {
    guard pending > 0 else { return }
    pending = 0
    let code = sqlite3_exec(store.connection.handle, "COMMIT", nil, nil, nil)
    guard code == SQLITE_OK else {
      let error = store.connection.error(code)
      sqlite3_exec(store.connection.handle, "ROLLBACK", nil, nil, nil)
      throw error
    }
  }

  func close() throws {
    guard isOpen else { return }
    isOpen = false
    try flush()
    try store.connection.execute("PRAGMA synchronous=FULL")
  }

  private func begin() throws {
    var attempt = 0
    while true {
      let code = sqlite3_exec(store.connection.handle, "BEGIN IMMEDIATE", nil, nil, nil)
      if code == SQLITE_OK { return }
      attempt += 1
      guard SQLiteConnection.isBusy(code), attempt < 5 else { throw store.connection.error(code) }
    }
  }
}
