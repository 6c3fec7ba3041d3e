/// The events a writer's open transaction inserted, sorted for the rollups
/// (``Rollups``): a session the store held no event of before the batch is
/// new, and its share is merged in from its own events (``RollupDelta``);
/// a person with an event of a session the store already held (a session
/// continued, or replayed) is recounted from the events instead.
///
/// A writer asks ``needsProbe(_:)`` before it inserts a session's first
/// row of the batch and tells ``mark(_:new:)`` the answer, then hands every
/// inserted row to ``add(_:)``; ``apply(using:)`` runs before the commit.
struct RollupBatch {
  /// Per session of the batch: whether it is new.
  private var isNew: [String: Bool] = [:]
  /// The inserted rows of the new sessions, by session.
  private var sessions: [String: [StoredEvent]] = [:]
  /// The people recounted.
  private var recounted = RollupPeople()

  /// Nothing yet.
  init() {}

  /// Whether the batch has not yet been told whether `session` is new.
  func needsProbe(_ session: String) -> Bool { isNew[session] == nil }

  /// Records whether the store held no event of `session` before the batch.
  mutating func mark(_ session: String, new: Bool) {
    isNew[session] = new
  }

  /// Takes a row the batch inserted (after ``mark(_:new:)`` for its session).
  mutating func add(_ row: StoredEvent) {
    if isNew[row.session] == true {
      sessions[row.session, default: []].append(row)
    } else {
      recounted.insert(flow: row.flow, user: row.user)
    }
  }

  /// Takes a row that was already stored: its person is recounted.
  mutating func skip(_ row: StoredEvent) {
    recounted.insert(flow: row.flow, user: row.user)
  }

  /// Recounts the people to recount and merges every other new session's
  /// share, then forgets the batch.
  /// - Throws: ``StoreError`` from the store.
  mutating func apply(using executor: some RollupExecutor) throws {
    defer { removeAll() }
    for person in recounted.people.sorted() { try executor.recount(flow: person.flow, user: person.user) }
    for session in sessions.keys.sorted() {
      guard let rows = sessions[session], let first = rows.first,
        !recounted.people.contains(.init(flow: first.flow, user: first.user))
      else { continue }
      try RollupDelta(rows: rows).apply(using: executor)
    }
  }

  /// Forgets the batch (after a commit or a rollback).
  mutating func removeAll() {
    isNew.removeAll(keepingCapacity: true)
    sessions.removeAll(keepingCapacity: true)
    recounted.removeAll()
  }
}
