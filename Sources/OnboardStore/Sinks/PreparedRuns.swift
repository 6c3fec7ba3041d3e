import OnboardKit

/// A chunk of runs a store's writer prepared on the thread that made them
/// (``PreparingEventSink``): each session's rows, numbered from 0 as a
/// writer numbers a session it was not numbering, the chunk's people, and,
/// when it can be worked out from the rows alone, their share of the
/// rollups as written for people who had none (``FreshShare``).
struct PreparedRuns {
  /// One session's rows (consecutive runs of one session are one, numbered on).
  struct Session {
    var session: String
    var rows: [StoredEvent]
  }

  /// The sessions, in order.
  var sessions: [Session] = []
  /// The people of the sessions, once each.
  var people: [RollupPeople.Person] = []
  /// The sessions' share of the rollups, when every unit of theirs is named
  /// by one exposure and no session comes twice; the writer uses it only
  /// for a chunk whose sessions are new and whose people are fresh and
  /// nobody else's in its batch (``RollupBatch``).
  var fresh: FreshShare?

  /// Whether the rows were numbered here (runs of a simulation), so a
  /// writer numbering the first session on renumbers it; rows read from a
  /// file keep their own numbers.
  private(set) var numberedHere: Bool

  /// Prepares `runs`, in order.
  init(_ runs: [RunEvents]) {
    numberedHere = true
    var numbering = SessionNumbering()
    for run in runs where !run.events.isEmpty {
      let session = run.run.session
      append(session, run.events.map { StoredEvent($0, of: run.run, sequence: numbering.next(for: session)) })
    }
    prepareShare()
  }

  /// Prepares rows that carry their own numbers (``EventIngest``'s), in order.
  init(rows: [StoredEvent]) {
    numberedHere = false
    var start = rows.startIndex
    while start < rows.endIndex {
      var end = start + 1
      while end < rows.endIndex, rows[end].session == rows[start].session { end += 1 }
      append(rows[start].session, Array(rows[start..<end]))
      start = end
    }
    prepareShare()
  }

  /// The rows of every session.
  var rowCount: Int { sessions.reduce(0) { $0 + $1.rows.count } }

  /// Goes on with the numbering of a writer that also numbers runs one
  /// at a time (`EventSink.write(_:of:)`), when the rows were numbered
  /// here: the first session's rows are numbered on from the writer's last
  /// when it is the session the writer was numbering, and the writer
  /// numbers on from the last session's. Whether the rows were renumbered.
  mutating func continueNumbering(_ numbering: inout SessionNumbering) -> Bool {
    guard numberedHere, let first = sessions.first?.session, let last = sessions.indices.last else {
      return false
    }
    let renumbered = numbering.isNumbering(first)
    if renumbered {
      let start = numbering.next(for: first)
      for index in sessions[0].rows.indices { sessions[0].rows[index].sequence += start }
    }
    numbering.start(sessions[last].session, at: (sessions[last].rows.last?.sequence ?? -1) + 1)
    return renumbered
  }

  /// Whether a session came twice, apart.
  private var repeated = false
  private var seen: Set<String> = []

  /// Adds a session's rows (to the last session when it is the same).
  private mutating func append(_ session: String, _ rows: [StoredEvent]) {
    if let last = sessions.indices.last, sessions[last].session == session {
      sessions[last].rows += rows
      return
    }
    if !seen.insert(session).inserted { repeated = true }
    sessions.append(Session(session: session, rows: rows))
  }

  /// The people and the share of the sessions.
  private mutating func prepareShare() {
    var people = RollupPeople()
    var share = RollupRows()
    for session in sessions {
      people.insert(flow: session.rows[0].flow, user: session.rows[0].user)
      RollupDelta(rows: session.rows).add(to: &share)
    }
    self.people = Array(people.people)
    fresh = repeated ? nil : share.freshShare()
    seen = []
  }
}
