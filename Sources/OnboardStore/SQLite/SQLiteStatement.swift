internal import CSQLite

/// A prepared SQLite statement, finalized in `deinit`. Bindings stay in place
/// across ``reset()``, so a bulk writer rebinds only what changes.
final class SQLiteStatement {
  /// The C handle; valid until `deinit`.
  let handle: OpaquePointer
  /// The connection, kept alive while the statement is.
  let connection: SQLiteConnection

  /// `SQLITE_TRANSIENT`: SQLite copies the bytes during the bind call.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  init(handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds text (or NULL) to parameter `index` (from 1).
  func bind(_ index: Int32, _ value: String?) {
    guard var value else {
      sqlite3_bind_null(handle, index)
      return
    }
    value.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else {
        // NB: an empty buffer may have no address; bind an empty C string instead.
        sqlite3_bind_text(handle, index, "", 0, Self.transient)
        return
      }
      base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        _ = sqlite3_bind_text(handle, index, $0, Int32(bytes.count), Self.transient)
      }
    }
  }

  /// Binds an integer (or NULL) to parameter `index` (from 1).
  func bind(_ index: Int32, _ value: Int64?) {
    guard let value else {
      sqlite3_bind_null(handle, index)
      return
    }
    sqlite3_bind_int64(handle, index, value)
  }

  /// Binds a real number (or NULL) to parameter `index` (from 1).
  func bind(_ index: Int32, _ value: Double?) {
    guard let value else {
      sqlite3_bind_null(handle, index)
      return
    }
    sqlite3_bind_double(handle, index, value)
  }

  /// Binds `$1`, `$2`… by name (so a query may name them in any order).
  func bind(parameters: [SQLValue]) throws {
    for (offset, value) in parameters.enumerated() {
      let index = sqlite3_bind_parameter_index(handle, "$\(offset + 1)")
      guard index > 0 else {
        throw StoreError(.failed, "the query has no parameter $\(offset + 1) (\(parameters.count) given)")
      }
      bind(index, value)
    }
  }

  /// Binds one value of any kind to parameter `index`.
  func bind(_ index: Int32, _ value: SQLValue) {
    switch value {
    case .null: sqlite3_bind_null(handle, index)
    case .integer(let number): bind(index, number)
    case .real(let number): bind(index, number)
    case .text(let text): bind(index, text)
    }
  }

  /// Runs one step: `true` when a row is ready, `false` when done.
  func step() throws -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      sqlite3_reset(handle)
      throw connection.error(code)
    }
  }

  /// Runs a statement that returns no rows, then resets it for the next use.
  func run() throws {
    _ = try step()
    sqlite3_reset(handle)
  }

  /// The value of column `index` (from 0) of the current row.
  func value(at index: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_NULL: return .null
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
    default:
      guard let text = sqlite3_column_text(handle, index) else { return .null }
      let count = Int(sqlite3_column_bytes(handle, index))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    }
  }

  /// How many columns a row has.
  var columnCount: Int32 { sqlite3_column_count(handle) }

  /// The name of column `index` (from 0).
  func columnName(_ index: Int32) -> String {
    sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
  }
}
