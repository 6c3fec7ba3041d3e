internal import CSQLite

/// The prepared insert of one `events` row that every SQLite writer reuses.
///
/// A row's texts are copied into one byte buffer owned here and bound with
/// `SQLITE_STATIC`, so SQLite neither allocates nor copies them; the buffer
/// is only rewritten when the next row is bound, after the previous step has
/// finished with it, and every text parameter is bound again for every row.
final class SQLiteEventInsert {
  /// The insert, with `ON CONFLICT (session, seq) DO NOTHING`.
  static let sql =
    "INSERT INTO events (\(StoreSchema.insertColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) "
    + "ON CONFLICT (session, seq) DO NOTHING"

  /// `SQLITE_STATIC`: SQLite uses the bytes where they are, until the next bind.
  private static let unmanaged = unsafeBitCast(0, to: sqlite3_destructor_type.self)

  private let statement: SQLiteStatement
  /// The texts of the row being inserted, one after another.
  private var bytes: [UInt8] = []
  /// Where each text parameter's bytes start and end in ``bytes``; a negative start is NULL.
  private var spans: [(parameter: Int32, start: Int, end: Int)] = []

  /// Prepares the insert on `connection`.
  init(connection: SQLiteConnection) throws {
    statement = try connection.prepare(Self.sql)
    bytes.reserveCapacity(1024)
    spans.reserveCapacity(9)
  }

  /// Binds `event` and runs the insert (a row already stored is skipped).
  func insert(_ event: StoredEvent) throws {
    bytes.removeAll(keepingCapacity: true)
    spans.removeAll(keepingCapacity: true)
    add(2, event.session)
    add(4, event.user)
    add(5, event.flow)
    add(7, event.kind.rawValue)
    add(8, event.experiment)
    add(9, event.variant)
    add(10, event.step)
    add(11, event.field)
    add(12, event.detail)
    bytes.append(0)  // NB: so the buffer always has an address, even when every text is empty.
    statement.bind(1, event.timeMilliseconds)
    statement.bind(3, Int64(event.sequence))
    statement.bind(6, event.flowVersion.map(Int64.init))
    try bytes.withUnsafeBufferPointer { buffer in
      guard let address = buffer.baseAddress else {
        throw StoreError(.failed, "no buffer for the row's texts")
      }
      let base = UnsafeRawPointer(address).assumingMemoryBound(to: CChar.self)
      for span in spans {
        if span.start < 0 {
          sqlite3_bind_null(statement.handle, span.parameter)
        } else {
          sqlite3_bind_text(
            statement.handle, span.parameter, base + span.start, Int32(span.end - span.start), Self.unmanaged)
        }
      }
      try statement.run()
    }
  }

  private func add(_ parameter: Int32, _ text: String?) {
    guard let text else {
      spans.append((parameter, -1, -1))
      return
    }
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    spans.append((parameter, start, bytes.count))
  }
}
