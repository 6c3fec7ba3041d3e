import OnboardKit

/// A ``BulkEventWriter`` that gathers rows and hands each full batch to a
/// store's `append` (PostgreSQL: multi-row inserts in one transaction).
final class BufferedBulkWriter: BulkEventWriter {
  private let batchSize: Int
  private let write: ([StoredEvent]) throws -> Void
  private var buffer: [StoredEvent] = []
  private var numbering = SessionNumbering()

  init(batchSize: Int, write: @escaping ([StoredEvent]) throws -> Void) {
    self.batchSize = max(1, batchSize)
    self.write = write
    buffer.reserveCapacity(self.batchSize)
  }

  func append(_ event: StoredEvent) throws {
    buffer.append(event)
    if buffer.count >= batchSize { try flush() }
  }

  func write(_ events: [FlowEvent], of run: RunIdentity) throws {
    for event in events {
      try append(StoredEvent(event, of: run, sequence: numbering.next(for: run.session)))
    }
  }

  func flush() throws {
    guard !buffer.isEmpty else { return }
    let batch = buffer
    buffer.removeAll(keepingCapacity: true)
    try write(batch)
  }

  func close() throws {
    try flush()
  }
}
