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
final class SQLiteEventInsert {
  /// The insert, with `ON CONFLICT (session, seq) DO NOTHING`.
  static let sql = StoreSchema.insertSQL(rows: 1)

  /// `SQLITE_STATIC`: SQLite uses the bytes where they are, until the next bind.
  private static let unmanaged = unsafeBitCast(0, to: sqlite3_destructor_type.self)

  private let statement: SQLiteStatement
  /// The run's texts (`$2`, `$4`, `$5`), bound until the next run's (``bindRun(of:)``).
  private let run = TextRow()
  /// The event's texts (`$7` to `$13`), bound for one row.
  private let event = TextRow()

  /// Prepares the insert on `connection`.
  init(connection: SQLiteConnection) throws {
    statement = try connection.prepare(Self.sql)
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
    // One text at a time: no array of them a row.
    event.removeAll()
    event.add(7, row.kind.rawValue)
    event.add(8, row.experiment)
    event.add(9, row.variant)
    event.add(10, row.step)
    event.add(11, row.field)
    event.add(12, row.detail)
    event.add(13, row.data)
    event.bind(to: statement.handle)
    statement.bind(1, row.timeMilliseconds)
    statement.bind(3, Int64(row.sequence))
    try statement.run()
    return sqlite3_changes(statement.connection.handle) > 0
  }

  /// Binds the columns of `row`'s run (session, user, flow, version), which
  /// stay bound for the rows that follow.
  private func bindRun(of row: StoredEvent) {
    bound = (row.session, row.user, row.flow, row.flowVersion)
    run.removeAll()
    run.add(2, row.session)
    run.add(4, row.user)
    run.add(5, row.flow)
    run.bind(to: statement.handle)
    statement.bind(6, row.flowVersion.map(Int64.init))
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
