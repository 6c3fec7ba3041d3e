import Dispatch
import Synchronization

/// Hands batches of events from the thread that runs libyaml to the thread
/// that builds the document, in order.
///
/// The producer never waits (the queue is unbounded: at worst it holds the
/// whole file's events, a few times the file's size). The consumer waits for
/// each batch, and may cancel; either way it waits for the producer to
/// finish before the input it reads goes away.
final class YAMLEventChannel: Sendable {
  private let queue = Mutex<[YAMLEventBatch]>([])
  private let available = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private let cancelled = Atomic<Bool>(false)

  /// Creates an empty channel.
  init() {}

  /// Queues a batch for the consumer.
  func send(_ batch: YAMLEventBatch) {
    queue.withLock { $0.append(batch) }
    available.signal()
  }

  /// The next batch, waiting for it if need be.
  func receive() -> YAMLEventBatch {
    available.wait()
    return queue.withLock { $0.removeFirst() }
  }

  /// Asks the producer to stop at its next batch.
  func cancel() {
    cancelled.store(true, ordering: .relaxed)
  }

  /// Whether the consumer has given up.
  var isCancelled: Bool {
    cancelled.load(ordering: .relaxed)
  }

  /// Called once by the producer when it will touch nothing more.
  func producerFinished() {
    finished.signal()
  }

  /// Waits until the producer has finished.
  func waitForProducer() {
    finished.wait()
  }
}
