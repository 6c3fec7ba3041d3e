import OnboardKit

/// PostgreSQL's bulk path: gathers `batchSize` rows and writes them in one
/// transaction (``PostgresStore/append(_:)``: `COPY`, the rollups, a
/// reconnect and the spool when the server goes away).
///
/// Chunks prepared on the thread that made them (``PreparingEventSink``,
/// ``PreparingBulkWriter``) come with their rows already in `COPY`'s text
/// format and their share of the rollups worked out (``PreparedRuns``), so
/// this thread mostly waits on the server while the others make the next
/// batch: a batch of new sessions is copied straight into `events` as the
/// chunks' bytes (``PostgresStore/insert(prepared:)``).
final class PostgresBulkWriter: PreparingBulkWriter, PreparingEventSink {
  /// A chunk of runs as the preparing thread leaves it.
  struct Chunk: Sendable {
    var runs: PreparedRuns
    /// The rows in `COPY`'s text format (``PostgresStore/copyRows(_:)``),
    /// `nil` when the writer renumbered them after they were made.
    var copy: PGCopyRows?
  }

  private let store: PostgresStore
  private let batchSize: Int
  private var numbering = SessionNumbering()
  /// Rows handed one at a time (``append(_:)``), in order.
  private var rows: [StoredEvent] = []
  /// Prepared chunks, in order, and their rows.
  private var chunks: [Chunk] = []
  private var chunkRows = 0
  /// The rows at which the chunks gathered are written: an eighth of
  /// `batchSize` at first, doubled by every batch written, so the server
  /// starts on the first chunks while the threads make the next.
  private var chunkBatch: Int

  init(store: PostgresStore, batchSize: Int) {
    self.store = store
    self.batchSize = max(1, batchSize)
    chunkBatch = max(1, batchSize / 8)
  }

  /// The chunks a simulation thread makes ahead: a batch's worth and more
  /// (50,000 rows are about six chunks of 512 people), so it simulates the
  /// next batch while this thread waits on the server.
  var chunksAhead: Int { 8 }

  func append(_ event: StoredEvent) throws {
    try flushChunks()
    rows.append(event)
    if rows.count >= batchSize { try flushRows() }
  }

  /// Each event as a row of the run, numbered after the session's last.
  func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    for event in events {
      try append(StoredEvent(event, of: run, sequence: numbering.next(for: run.session)))
    }
  }

  /// Works out each chunk's rows, their `COPY` text and their share of the rollups on the thread that made them.
  var preparation: @Sendable ([RunEvents]) -> any Sendable {
    { runs in
      let prepared = PreparedRuns(runs)
      return Chunk(runs: prepared, copy: PostgresStore.copyRows(prepared.sessions.lazy.flatMap(\.rows)))
    }
  }

  func write(prepared: any Sendable) throws {
    guard let chunk = prepared as? Chunk else {
      throw StoreError(.failed, "the PostgreSQL writer was handed a chunk it did not prepare")
    }
    try write(chunk)
  }

  /// Takes rows read from a file, prepared on the reading thread (their `COPY` text is made here).
  func write(prepared runs: PreparedRuns) throws {
    try write(Chunk(runs: runs, copy: nil))
  }

  /// Adds a chunk to the batch after the rows handed before it, numbered on
  /// from the session ``write(_:of:)`` last numbered if it goes on with it;
  /// a full batch is written at the chunk's end.
  private func write(_ chunk: Chunk) throws {
    guard !chunk.runs.sessions.isEmpty else { return }
    try flushRows()
    var chunk = chunk
    if chunk.runs.continueNumbering(&numbering) { chunk.copy = nil }
    chunks.append(chunk)
    chunkRows += chunk.runs.rowCount
    if chunkRows >= chunkBatch { try flushChunks() }
  }

  func flush() throws {
    try flushRows()
    try flushChunks()
  }

  func close() throws {
    try flush()
  }

  private func flushRows() throws {
    guard !rows.isEmpty else { return }
    let batch = rows
    rows.removeAll(keepingCapacity: true)
    try store.append(batch)
  }

  private func flushChunks() throws {
    guard !chunks.isEmpty else { return }
    let batch = chunks
    chunks.removeAll(keepingCapacity: true)
    chunkRows = 0
    chunkBatch = min(batchSize, chunkBatch * 2)
    try store.append(prepared: batch)
  }
}
