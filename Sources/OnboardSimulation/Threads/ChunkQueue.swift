import Foundation

/// A bounded first-in, first-out queue of chunks from one simulation thread
/// to the writing thread. `put` waits while the queue is full, `take` while it
/// is empty; ``cancel()`` wakes both for good.
final class ChunkQueue: @unchecked Sendable {
  // NB: @unchecked: `chunks` and `cancelled` are only read or written while
  // `condition` is locked, and every wait is on that condition.
  private let condition = NSCondition()
  private var chunks: [SimulatedChunk] = []
  private var cancelled = false
  private let capacity: Int

  /// A queue that holds up to `capacity` chunks (at least 1).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Adds a chunk, waiting for room; `false` once the queue is cancelled.
  func put(_ chunk: SimulatedChunk) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while chunks.count >= capacity, !cancelled { condition.wait() }
    guard !cancelled else { return false }
    chunks.append(chunk)
    condition.broadcast()
    return true
  }

  /// The oldest chunk, waiting for one; `nil` once the queue is cancelled.
  func take() -> SimulatedChunk? {
    condition.lock()
    defer { condition.unlock() }
    while chunks.isEmpty, !cancelled { condition.wait() }
    guard !cancelled else { return nil }
    let chunk = chunks.removeFirst()
    condition.broadcast()
    return chunk
  }

  /// Stops the queue: waiting and later calls return at once.
  func cancel() {
    condition.lock()
    cancelled = true
    chunks.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
