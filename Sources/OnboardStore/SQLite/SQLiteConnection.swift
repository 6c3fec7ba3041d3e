internal import CSQLite
import Foundation

/// One open SQLite database: the C handle, closed in `deinit`. Every error
/// comes back as a ``StoreError`` that names the file.
final class SQLiteConnection {
  /// The database file, for messages.
  let path: String
  /// The C handle; valid until `deinit`.
  let handle: OpaquePointer

  /// Opens (and, when `create`, creates) the file at `path`; `immutable`
  /// (read-only) opens it as a file nothing changes, without locks or WAL files.
  init(path: String, create: Bool, readOnly: Bool = false, immutable: Bool = false) throws {
    self.path = path
    var flags = readOnly || immutable ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
    if create, !readOnly, !immutable { flags |= SQLITE_OPEN_CREATE }
    flags |= SQLITE_OPEN_NOMUTEX
    var name = path
    if immutable {
      flags |= SQLITE_OPEN_URI
      name = "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?immutable=1"
    }
    var db: OpaquePointer?
    let code = sqlite3_open_v2(name, &db, flags, nil)
    guard code == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
      sqlite3_close_v2(db)
      throw StoreError(.failed, "cannot open the store \(path): \(message)")
    }
    handle = db
    sqlite3_busy_timeout(db, 10_000)
    sqlite3_extended_result_codes(db, 1)
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Opens `path` read-only, to read a store (a report): nothing is written
  /// to it or beside it. Where SQLite cannot make the WAL's shared-memory
  /// file (a read-only folder), the file is opened as immutable instead.
  static func forReading(_ path: String) throws -> SQLiteConnection {
    let connection = try SQLiteConnection(path: path, create: false, readOnly: true)
    let code = sqlite3_exec(connection.handle, "SELECT count(*) FROM sqlite_master", nil, nil, nil) & 0xff
    guard code == SQLITE_CANTOPEN || code == SQLITE_READONLY else { return connection }
    return try SQLiteConnection(path: path, create: false, immutable: true)
  }

  /// Runs statements that return no rows.
  func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    defer { sqlite3_free(message) }
    guard code == SQLITE_OK else {
      throw error(code, detail: message.map { String(cString: $0) })
    }
  }

  /// A prepared statement of `sql`.
  func prepare(_ sql: String) throws -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error(code) }
    return SQLiteStatement(handle: statement, connection: self)
  }

  /// The store error for a result code, naming the file: corrupt files and
  /// files that are not databases get their own reason.
  func error(_ code: Int32, detail: String? = nil) -> StoreError {
    let message = detail ?? String(cString: sqlite3_errmsg(handle))
    switch code & 0xff {
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      return StoreError(
        .corrupt,
        "\(path) is corrupt or not a database (\(message)); nothing was written. "
          + "Move it away or give another --db.")
    case SQLITE_BUSY, SQLITE_LOCKED:
      return StoreError(.busy, "the store \(path) stayed locked by another process (\(message)); try again")
    default:
      return StoreError(.failed, "the store \(path): \(message)")
    }
  }

  /// Whether `error` came from a busy or locked database (worth retrying).
  static func isBusy(_ code: Int32) -> Bool {
    code & 0xff == SQLITE_BUSY || code & 0xff == SQLITE_LOCKED
  }

  /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back when it
  /// throws; when another process holds the lock past the busy timeout, the
  /// whole transaction is tried again (a few times, with a pause).
  func transaction<T>(_ body: () throws -> T) throws -> T {
    var attempt = 0
    while true {
      attempt += 1
      let begin = sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil)
      if Self.isBusy(begin), attempt < 5 {
        usleep(UInt32(20_000 * attempt))
        continue
      }
      guard begin == SQLITE_OK else { throw error(begin) }
      do {
        let result = try body()
        let commit = sqlite3_exec(handle, "COMMIT", nil, nil, nil)
        guard commit == SQLITE_OK else {
          let failure = error(commit)
          sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
          if Self.isBusy(commit), attempt < 5 { continue }
          throw failure
        }
        return result
      } catch {
        sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
        throw error
      }
    }
  }
}
