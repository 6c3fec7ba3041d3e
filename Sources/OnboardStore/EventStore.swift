import OnboardKit

/// An open onboard store: the events of every run and the saved sessions,
/// in SQLite (``SQLiteStore``) or PostgreSQL (``PostgresStore``), with one
/// schema (``StoreSchema``, docs/events.md).
///
/// ```swift
/// let store = try StoreLocation.resolve(db: nil, environment: env, workingDirectory: cwd).open()
/// let sink = StoreEventSink(store: store)          // for a run: commits every batch
/// try sink.write(events, of: run)
/// try store.query("SELECT type, COUNT(*) FROM events WHERE flow = $1 GROUP BY type", [.text("signup")]) { row in
///   print(row[0].text ?? "", row[1].integer ?? 0)
/// }
/// ```
public protocol EventStore: AnyObject {
  /// Where the store is (a path or a URL without its password), for messages.
  var location: String { get }
  /// The SQL dialect, for the few statements that differ.
  var dialect: SQLDialect { get }
  /// The schema version (older than ``StoreSchema/currentVersion`` only for a store opened to read).
  var schemaVersion: Int { get }

  /// Writes rows in one transaction; when it returns they are committed.
  /// A row whose `(session, sequence)` is already stored is skipped, so a
  /// batch written twice is stored once.
  func append(_ events: [StoredEvent]) throws

  /// The number the session's next event gets: one past the highest stored (0 for a new session).
  func nextSequence(of session: String) throws -> Int

  /// A writer for many rows at a time (the simulator): large transactions,
  /// fewer syncs. Its rows are committed on ``BulkEventWriter/flush()`` and on close.
  func bulkWriter(batchSize: Int) throws -> any BulkEventWriter

  /// Records outcomes (`onboard track`) in one transaction; returns how many
  /// were new: an outcome already stored is skipped.
  func record(_ outcomes: [Outcome]) throws -> Int

  /// Stores people's first assignments (sticky bucketing, ``StickyBucket``)
  /// in one transaction; a person already stored for an experiment's bucket
  /// version keeps the assignment stored first.
  func keepAssignments(_ buckets: [StickyBucket], flow: String, milliseconds: Int64) throws

  /// Recounts every per-person rollup from the events, in one transaction
  /// (`onboard store rebuild`: after events were edited by hand).
  func rebuildRollups() throws

  /// Saves a session for `--resume` (replacing one of the same id).
  func saveSession(_ session: SavedSession) throws
  /// The saved session `id`, or `nil`.
  func loadSession(_ id: String) throws -> SavedSession?

  /// Runs a read-only SQL query with `$1`, `$2`… parameters and hands each
  /// row to `row` as it comes (memory does not grow with the result).
  /// Write the SQL once for both dialects (standard SQL, `$n` parameters).
  func query(_ sql: String, _ parameters: [SQLValue], row: (QueryRow) throws -> Void) throws

  /// Lets go of what the store holds between writes (prepared statements).
  /// The connection itself closes when the store is released.
  func close() throws
}

/// Writes many events with few commits: what the simulator uses. As an
/// ``EventSink`` it numbers each session's events from 0 (it is meant for
/// new sessions, each written in one piece).
public protocol BulkEventWriter: EventSink {
  /// Buffers or writes one row; commits when a batch is full.
  func append(_ event: StoredEvent) throws
  /// Commits every row appended so far.
  func flush() throws
}

/// A bulk writer that takes rows a chunk at a time, prepared on another
/// thread (``PreparedRuns``: the rows by session and their share of the
/// rollups), as ``EventIngest`` hands them from its decoding thread. A
/// chunk leaves the store as ``BulkEventWriter/append(_:)`` of each of its
/// rows would, but commits only at a chunk's end.
protocol PreparingBulkWriter: BulkEventWriter {
  /// Writes a chunk; commits when the batch is full.
  /// - Throws: ``StoreError`` when the store cannot be written.
  func write(prepared runs: PreparedRuns) throws
}
