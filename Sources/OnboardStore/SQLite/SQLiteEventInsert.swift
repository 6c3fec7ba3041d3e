internal import CSQLite
import OnboardKit

/// The prepared insert of one `events` row that every SQLite writer reuses.
///
/// Texts are copied into byte buffers owned here and bound with
/// `SQLITE_STATIC`, so SQLite neither allocates nor copies them. The run's
/// columns (session, user, flow, version) are bound when a row's differ
/// from the row before's and stay bound across rows (SQLite keeps bindings
/// across resets), so a session's rows rebind only the event's own columns. A buffer is rewritten
/// only by the call that binds it again, after the previous step is done.
/// The rows of a session new to the store go sixteen a statement
/// (``insertNew(_:)``).
final class SQLiteEventInsert {
  /// The insert, with `ON CONFLICT (session, seq) DO NOTHING`.
  static let sql = StoreSchema.insertSQL(rows: 1)

  /// `SQLITE_STATIC`: SQLite uses the bytes where they are, until the next bind.
  private static let unmanaged = unsafeBitCast(0, to: sqlite3_destructor_type.self)

  /// The rows ``insertNew(_:)`` gives one statement.
  static let rowsPerStatement = 16

  private let statement: SQLiteStatement
  /// The insert of ``rowsPerStatement`` rows.
  private let rows: SQLiteStatement
  /// The run's texts (`$2`, `$4`, `$5`), bound until the next run's (``bindRun(of:)``).
  private let run = TextRow()
  /// The event's texts (`$7` to `$13`), bound for one row.
  private let event = TextRow()
  /// Every text of the rows of one multi-row insert.
  private let texts = TextRow()

  /// Prepares the inserts on `connection`.
  init(connection: SQLiteConnection) throws {
    statement = try connection.prepare(Self.sql)
    rows = try connection.prepare(StoreSchema.insertSQL(rows: Self.rowsPerStatement))
  }

  /// Inserts rows none of which is stored or given twice (a session the
  /// store held no row of, numbered upwards), ``rowsPerStatement`` a
  /// statement and the rest one by one: a statement's opening and closing
  /// of the table and its three indexes is paid once for sixteen rows.
  /// When it throws, some of the rows may be inserted: the caller rolls
  /// its transaction back.
  /// - Throws: ``StoreError`` from SQLite, or when a row was stored after all.
  func insertNew(_ new: ArraySlice<StoredEvent>) throws {
    var start = new.startIndex
    while new.endIndex - start >= Self.rowsPerStatement {
      let end = start + Self.rowsPerStatement
      texts.removeAll()
      for (place, row) in zip(0..., new[start..<end]) {
        let offset = Int32(place * StoreSchema.insertColumnCount)
        texts.add(offset + 2, row.session)
        texts.add(offset + 4, row.user)
        texts.add(offset + 5, row.flow)
        add(row, at: offset, to: texts, of: rows)
      }
      texts.bind(to: rows.handle)
      try rows.run()
      guard sqlite3_changes(rows.connection.handle) == Self.rowsPerStatement else { throw stored(new[start]) }
      start = end
    }
    for row in new[start...] {
      guard try insert(row) else { throw stored(row) }
    }
  }

  /// The error of a row given as new that was stored.
  private func stored(_ row: StoredEvent) -> StoreError {
    StoreError(
      .failed, "session \(row.session) was new to the store when its batch began, yet holds its rows")
  }

  /// The run's columns last bound: ``insert(_:)`` binds them again only
  /// when a row's differ (a session's rows come together).
  private var bound: (session: String, user: String, flow: String, flowVersion: Int?)?

  /// Binds every column of `row` and runs the insert; `false` when the row was already stored.
  @discardableResult
  func insert(_ row: StoredEvent) throws -> Bool {
    let isBound = bound.map {
      $0.session == row.session && $0.user == row.user && $0.flow == row.flow
        && $0.flowVersion == row.flowVersion
    }
    if isBound != true { bindRun(of: row) }
    event.removeAll()
    add(row, at: 0, to: event, of: statement)
    event.bind(to: statement.handle)
    try statement.run()
    return sqlite3_changes(statement.connection.handle) > 0
  }

  /// Adds `row`'s event texts (`$7` to `$13` after `offset`) to `texts`,
  /// one text at a time (no array of them a row), and binds its time and
  /// number to `statement`.
  private func add(_ row: StoredEvent, at offset: Int32, to texts: TextRow, of statement: SQLiteStatement) {
    texts.add(offset + 7, row.kind.rawValue)
    texts.add(offset + 8, row.experiment)
    texts.add(offset + 9, row.variant)
    texts.add(offset + 10, row.step)
    texts.add(offset + 11, row.field)
    texts.add(offset + 12, row.detail)
    texts.add(offset + 13, row.data)
    statement.bind(offset + 1, row.timeMilliseconds)
    statement.bind(offset + 3, Int64(row.sequence))
    statement.bind(offset + 6, row.flowVersion.map(Int64.init))
  }

  /// Binds the texts of `row`'s run (session, user, flow), which stay
  /// bound for the rows that follow.
  private func bindRun(of row: StoredEvent) {
    bound = (row.session, row.user, row.flow, row.flowVersion)
    run.removeAll()
    run.add(2, row.session)
    run.add(4, row.user)
    run.add(5, row.flow)
    run.bind(to: statement.handle)
  }

  /// Some text parameters' bytes, one after another, and where each starts,
  /// in memory this object allocates and frees itself: SQLite reads the
  /// bytes when the statement runs, long after a bind returned, so they must
  /// not live in an array whose pointer is valid only inside a closure.
  private final class TextRow {
    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    private var count = 0
    /// Per parameter: its index and its bytes' range (a negative start is NULL).
    private var spans: [(parameter: Int32, start: Int, end: Int)] = []

    init() {
      capacity = 256
      buffer = .allocate(byteCount: capacity, alignment: 1)
    }

    deinit { buffer.deallocate() }

    /// Forgets the texts (before the next row's ``add(_:_:)``s).
    func removeAll() {
      count = 0
      spans.removeAll(keepingCapacity: true)
    }

    /// Copies a parameter's text in (which may move the buffer: bind after the last).
    func add(_ parameter: Int32, _ text: String?) {
      guard let text else {
        spans.append((parameter, -1, -1))
        return
      }
      let start = count
      append(text.utf8)
      spans.append((parameter, start, count))
    }

    /// Binds the texts to `handle` without copies; valid until the next ``removeAll()``.
    func bind(to handle: OpaquePointer) {
      let base = UnsafePointer(buffer.assumingMemoryBound(to: CChar.self))
      for span in spans {
        if span.start < 0 {
          sqlite3_bind_null(handle, span.parameter)
        } else {
          sqlite3_bind_text(
            handle, span.parameter, base + span.start, Int32(span.end - span.start),
            SQLiteEventInsert.unmanaged)
        }
      }
    }

    private func append(_ text: String.UTF8View) {
      let length = text.count
      if count + length > capacity {
        let grown = max(count + length, capacity * 2)
        let moved = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
        moved.copyMemory(from: buffer, byteCount: count)
        buffer.deallocate()
        buffer = moved
        capacity = grown
      }
      let target = UnsafeMutableRawBufferPointer(start: buffer + count, count: length)
      if text.withContiguousStorageIfAvailable({ target.copyMemory(from: UnsafeRawBufferPointer($0)) }) == nil
      {
        target.copyBytes(from: text)
      }
      count += length
    }
  }
}
