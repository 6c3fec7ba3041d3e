import Foundation

/// A decision made on another thread that a bulk writer holding its
/// commits (``HoldingBulkWriter``) waits for: until it is decided, the
/// writer keeps every batch in its one open transaction; then it commits
/// them all and goes on a batch a commit, or rolls them all back.
///
/// `onboard ingest` checks a file's lines this way while it writes them
/// (``EventIngest/write(into:badLines:)``): nothing of a file with a bad
/// line is committed, and the check no longer comes before the first row.
package final class CommitHold: @unchecked Sendable {
  // NB: unchecked: `verdict` is only read or written while `condition` is locked.
  private let condition = NSCondition()
  private var verdict: Bool?

  /// Undecided.
  package init() {}

  /// Decides: `commit` true commits what the writer held, false rolls it back.
  package func decide(commit: Bool) {
    condition.lock()
    defer { condition.unlock() }
    if verdict == nil { verdict = commit }
    condition.broadcast()
  }

  /// The decision, `nil` while there is none (does not wait).
  var decision: Bool? {
    condition.lock()
    defer { condition.unlock() }
    return verdict
  }

  /// Waits for the decision.
  func wait() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while verdict == nil { condition.wait() }
    return verdict ?? false
  }
}

/// A bulk writer that can hold its commits: from ``holdCommits(until:)``
/// on, a full batch applies its rollups but does not commit while the hold
/// is undecided, so every batch stays in one transaction; the first batch
/// that ends after the hold is decided (or ``BulkEventWriter/flush()`` at
/// the close, which waits for it) commits them all, or rolls them all back
/// and throws.
protocol HoldingBulkWriter: PreparingBulkWriter {
  /// Holds every commit from now until `hold` is decided.
  func holdCommits(until hold: CommitHold)
}
