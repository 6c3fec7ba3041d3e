/// Numbers a run's events within their session, from a starting number: the
/// `seq` column that makes `(session, seq)` unique and replays idempotent.
package struct SessionNumbering: Sendable {
  private var session: String?
  private var nextNumber = 0

  /// Numbering that has not started.
  package init() {}

  /// Starts numbering `session`'s events at `start`.
  package mutating func start(_ session: String, at start: Int) {
    self.session = session
    nextNumber = start
  }

  /// Whether `session` is the one being numbered.
  package func isNumbering(_ session: String) -> Bool { self.session == session }

  /// The next number for `session` (from 0 when it is a new one).
  package mutating func next(for session: String) -> Int {
    if self.session != session { start(session, at: 0) }
    defer { nextNumber += 1 }
    return nextNumber
  }
}
