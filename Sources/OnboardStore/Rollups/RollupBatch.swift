/// The events a writer's open transaction inserted, sorted for the rollups
/// (``Rollups``): a session the store held no event of before the batch is
/// new, and its share is worked out from its own events (``RollupDelta``),
/// gathered with the batch's other new sessions' and written once
/// (``RollupRows``);
/// a person with an event of a session the store already held (a session
/// continued, or replayed) is recounted from the events instead.
///
/// A writer asks ``needsProbe(_:)`` before it inserts a session's first
/// row of the batch and tells ``mark(_:new:)`` the answer, then hands every
/// inserted row to ``add(_:)``; ``apply(using:)`` runs before the commit.
///
/// A chunk of new sessions prepared off the writer's thread, every row
/// inserted, comes whole (``add(prepared:)``): its share (``FreshShare``)
/// is written as it is when its people had no rollups and are nobody
/// else's in the batch, and its sessions join the others otherwise.
struct RollupBatch {
  /// Per session of the batch: whether it is new.
  private var isNew: [String: Bool] = [:]
  /// The inserted rows of the new sessions, by session.
  private var sessions: [String: [StoredEvent]] = [:]
  /// The new sessions in the order their first row came (a batch's people
  /// in the order they came, so their rollup rows do too).
  private var order: [String] = []
  /// The people recounted.
  private var recounted = RollupPeople()
  /// The chunks that came prepared, with a share (``add(prepared:)``).
  private var chunks: [PreparedRuns] = []

  /// Nothing yet.
  init() {}

  /// Whether the batch has not yet been told whether `session` is new.
  func needsProbe(_ session: String) -> Bool { isNew[session] == nil }

  /// Whether the batch was told that `session` is new.
  func isNewSession(_ session: String) -> Bool { isNew[session] == true }

  /// Records whether the store held no event of `session` before the batch.
  mutating func mark(_ session: String, new: Bool) {
    isNew[session] = new
  }

  /// Takes a row the batch inserted (after ``mark(_:new:)`` for its session).
  mutating func add(_ row: StoredEvent) {
    add(session: row.session, rows: CollectionOfOne(row))
  }

  /// Takes rows the batch inserted, all of one session (after
  /// ``mark(_:new:)`` for it), with one lookup of the session.
  mutating func add(session: String, rows: some Collection<StoredEvent>) {
    guard let first = rows.first else { return }
    if isNewSession(session) {
      if sessions[session] == nil { order.append(session) }
      sessions[session, default: []].append(contentsOf: rows)
    } else {
      recounted.insert(flow: first.flow, user: first.user)
    }
  }

  /// Takes a prepared chunk whose rows the batch all inserted, every
  /// session of it new (``mark(_:new:)``) and named in the batch by it only.
  mutating func add(prepared runs: PreparedRuns) {
    guard runs.fresh != nil else {
      for session in runs.sessions { add(session: session.session, rows: session.rows) }
      return
    }
    chunks.append(runs)
  }

  /// Takes a row that was already stored: its person is recounted.
  mutating func skip(_ row: StoredEvent) {
    recounted.insert(flow: row.flow, user: row.user)
  }

  /// Recounts the people to recount and merges every other new session's
  /// share (in a few multi-row statements for the whole batch), then forgets
  /// the batch. The tallies are kept around it: the rollup rows of the
  /// batch's people who had any are taken out of them before and put back
  /// in after (``Tallies/change(_:people:)``); the share of a person the
  /// batch gives their first rollups is worked out from the rows it writes
  /// (``TallySums``).
  /// - Throws: ``StoreError`` from the store.
  mutating func apply(using executor: some RollupExecutor) throws {
    defer { removeAll() }
    var touched = recounted
    for session in order {
      if let first = sessions[session]?.first { touched.insert(flow: first.flow, user: first.user) }
    }
    // A chunk's share stands alone only if its people are in no other part of the batch.
    var alone = chunks.map { runs in runs.people.allSatisfy { !touched.people.contains($0) } }
    var owner: [RollupPeople.Person: Int] = [:]
    for (place, runs) in chunks.enumerated() {
      for person in runs.people {
        if let other = owner.updateValue(place, forKey: person) {
          alone[other] = false
          alone[place] = false
        }
      }
    }
    let people = (touched.people.isEmpty ? Array(owner.keys) : Array(touched.people.union(owner.keys)))
      .sorted()
    guard !people.isEmpty else { return }
    // A person with no rollups yet takes nothing out, and their share is
    // the rows the batch writes.
    let fresh = try executor.freshPeople(among: people.filter { !recounted.people.contains($0) })
    for (place, runs) in chunks.enumerated() where !alone[place] || !runs.people.allSatisfy(fresh.contains) {
      alone[place] = false
      for session in runs.sessions { add(session: session.session, rows: session.rows) }
    }
    let known = fresh.count == people.count ? [] : people.filter { !fresh.contains($0) }
    if !known.isEmpty { try executor.tally(.out, people: known, adding: TallySums()) }
    for person in recounted.people.sorted() { try executor.recount(flow: person.flow, user: person.user) }
    var shares = RollupRows()
    for session in order {
      guard let rows = sessions[session], let first = rows.first,
        !recounted.people.contains(.init(flow: first.flow, user: first.user))
      else { continue }
      RollupDelta(rows: rows).add(to: &shares)
    }
    var computed = TallySums()
    try shares.apply(using: executor, fresh: fresh, tallies: &computed)
    for (place, runs) in chunks.enumerated() where alone[place] {
      try runs.fresh?.apply(using: executor, tallies: &computed)
    }
    try executor.tally(.in, people: known, adding: computed)
  }

  /// Forgets the batch (after a commit or a rollback).
  mutating func removeAll() {
    isNew.removeAll(keepingCapacity: true)
    sessions.removeAll(keepingCapacity: true)
    order.removeAll(keepingCapacity: true)
    recounted.removeAll()
    chunks.removeAll(keepingCapacity: true)
  }
}
