import Foundation

/// A bounded first-in, first-out queue from one producing thread to one
/// consuming thread (the simulator's chunks of people, the ingest's decoded
/// lines). `put` waits while the queue is full, `take` while it is empty;
/// ``cancel()`` wakes both for good.
package final class HandOffQueue<Element: Sendable>: @unchecked Sendable {
  // NB: @unchecked: `elements` and `cancelled` are only read or written while
  // `condition` is locked, and every wait is on that condition.
  private let condition = NSCondition()
  private var elements: [Element] = []
  private var cancelled = false
  private let capacity: Int

  /// A queue that holds up to `capacity` elements (at least 1).
  package init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Adds an element, waiting for room; `false` once the queue is cancelled.
  package func put(_ element: Element) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while elements.count >= capacity, !cancelled { condition.wait() }
    guard !cancelled else { return false }
    elements.append(element)
    condition.broadcast()
    return true
  }

  /// The oldest element, waiting for one; `nil` once the queue is cancelled.
  package func take() -> Element? {
    condition.lock()
    defer { condition.unlock() }
    while elements.isEmpty, !cancelled { condition.wait() }
    guard !cancelled else { return nil }
    let element = elements.removeFirst()
    condition.broadcast()
    return element
  }

  /// Stops the queue: waiting and later calls return at once.
  package func cancel() {
    condition.lock()
    cancelled = true
    elements.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
