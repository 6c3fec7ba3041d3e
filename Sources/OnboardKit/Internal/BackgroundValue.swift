import Foundation

/// A value worked out on a thread of its own while the caller goes on, and
/// waited for where it is needed (a store's corruption check beside a
/// report's queries, an ingest's check of its lines beside the writing).
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
  // NB: @unchecked: `value` is written by the working thread before it
  // signals `done`, and read only after `done` was waited for.
  private let done = DispatchSemaphore(value: 0)
  private var value: Value?

  /// Starts `work` on a thread of its own.
  package init(_ work: @escaping @Sendable () -> Value) {
    Thread { [self] in
      value = work()
      done.signal()
    }.start()
  }

  /// Waits for the work to end (at once when it has); its value.
  package func wait() -> Value {
    done.wait()
    done.signal()
    guard let value else { preconditionFailure("the work signalled before it set its value") }
    return value
  }
}
