import Foundation

/// The corruption check of a store opened to read (``SQLiteConnection/refuseCorruption()``),
/// run on a connection and a thread of its own while the reader's queries
/// run: ``StoreLocation/reading(backoff:_:)`` hands nothing on before
/// ``wait()`` says the file passed, so a damaged store is still refused, and
/// the check's half second no longer comes before the first query.
final class ConcurrentCheck: @unchecked Sendable {
  // NB: unchecked: `failure` is written by the checking thread before it signals `done`, and read only after `wait()`.
  private let done = DispatchSemaphore(value: 0)
  private var failure: (any Error)?

  /// Starts checking the file at `path`.
  init(path: String) {
    DispatchQueue.global().async { [self] in
      do {
        try SQLiteConnection.forReading(path).refuseCorruption()
      } catch {
        failure = error
      }
      done.signal()
    }
  }

  /// Waits for the check to end.
  ///
  /// - Throws: ``StoreError`` with ``StoreError/Reason/corrupt`` (or the
  ///   failure to open the file again) when the file did not pass.
  func wait() throws {
    done.wait()
    done.signal()
    if let failure { throw failure }
  }
}
