internal import CSQLite
import Foundation

/// The bulk writer's checkpoints of the write-ahead log, on a connection
/// and a thread of their own, so the writer goes on with its next batches
/// while the log is copied into the database (SQLite's passive checkpoint
/// lets a writer write meanwhile).
///
/// A log restarts from its beginning only when a write transaction begins
/// with every frame of it copied, so once ``state`` is ``State/copied``
/// the writer starts another checkpoint for the frames it wrote meanwhile
/// when they are many, and copies them itself when they are few (before
/// its next batch): the log stays near the writer's threshold instead of
/// growing with everything written.
final class BackgroundCheckpoint: @unchecked Sendable {
  // NB: unchecked: `connection` is used only on `queue`; `current` only while `lock` is held.
  /// Where a checkpoint is.
  enum State: Equatable {
    /// None started since the writer last copied the rest.
    case idle
    /// Copying the log on the checkpoint's thread.
    case running
    /// Done, with the frames of the log it copied (those written
    /// meanwhile are not among them).
    case copied(frames: Int32)
  }

  private let connection: SQLiteConnection
  private let queue = DispatchQueue(label: "onboard.sqlite.checkpoint")
  private let lock = NSLock()
  private var current = State.idle

  /// A connection of its own to the store at `path`, with `synchronous=NORMAL`
  /// (a checkpoint syncs the log before it copies and the database after).
  init(path: String) throws {
    connection = try SQLiteConnection(path: path, create: false)
    try connection.execute("PRAGMA synchronous=NORMAL")
  }

  /// Where the checkpoint is.
  var state: State {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Starts copying the log's committed frames into the database.
  func start() {
    set(.running)
    queue.async { [self] in
      var frames: Int32 = 0
      var copied: Int32 = 0
      sqlite3_wal_checkpoint_v2(connection.handle, nil, SQLITE_CHECKPOINT_PASSIVE, &frames, &copied)
      set(.copied(frames: copied))
    }
  }

  /// Forgets a checkpoint that is done (the writer copied the rest).
  func reset() { set(.idle) }

  /// Waits for a checkpoint under way to end.
  func wait() { queue.sync {} }

  private func set(_ state: State) {
    lock.lock()
    defer { lock.unlock() }
    current = state
  }
}
