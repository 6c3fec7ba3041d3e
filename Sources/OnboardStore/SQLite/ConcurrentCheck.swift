import OnboardKit

/// The corruption check of a store opened to read (``SQLiteConnection/refuseCorruption()``),
/// run on a connection and a thread of its own while the reader's queries
/// run: ``StoreLocation/reading(backoff:_:)`` hands nothing on before
/// ``wait()`` says the file passed, so a damaged store is still refused, and
/// the check's half second no longer comes before the first query.
final class ConcurrentCheck: Sendable {
  /// The check's failure, `nil` when the file passed.
  private let failure: BackgroundValue<(any Error)?>

  /// Starts checking the file at `path`.
  init(path: String) {
    failure = BackgroundValue {
      do {
        try SQLiteConnection.forReading(path).refuseCorruption()
        return nil
      } catch {
        return error
      }
    }
  }

  /// Waits for the check to end.
  ///
  /// - Throws: ``StoreError`` with ``StoreError/Reason/corrupt`` (or the
  ///   failure to open the file again) when the file did not pass.
  func wait() throws {
    if let failure = failure.wait() { throw failure }
  }
}
