internal import CSQLite

extension SQLiteStore {
  /// Keeps the connection's temporary storage in memory from now on
  /// (`PRAGMA temp_store=MEMORY`), when the batch's temporary table does not
  /// exist yet (the pragma drops it). A bulk writer's statements change
  /// several rows and may fail half-way (sixteen-row inserts, 64-row upserts
  /// whose triggers keep the tallies), so SQLite journals the pages each
  /// changes until it ends; past 64 KiB it wrote that journal to a
  /// temporary file: 4.5 GB of writes at 100,000 people (`strace`), a fifth
  /// of the writer's time. One statement's pages are bounded by its rows.
  /// (Raising the spill size instead, `SQLITE_CONFIG_STMTJRNL_SPILL`, made
  /// the migrations of SQLite 3.40 fail with "database or disk is full".)
  func keepTemporaryStorageInMemory() throws {
    guard rollupStatements == nil else { return }
    try connection.execute("PRAGMA temp_store=MEMORY")
  }

  /// The rollups' statements on this connection, prepared on first use and
  /// then reused for every batch.
  func rollupStatementsPrepared() throws -> SQLiteRollupStatements {
    if let rollupStatements { return rollupStatements }
    let statements = try SQLiteRollupStatements(connection: connection)
    rollupStatements = statements
    return statements
  }

  /// Rebuilds every rollup from the events, and the tallies from the rollups,
  /// in one transaction (`onboard store rebuild`).
  public func rebuildRollups() throws {
    try connection.transaction {
      for sql in Tallies.rebuild(
        .sqlite, rollups: Rollups.statements(for: .everyone, steps: .packed(.sqlite)))
      {
        try connection.execute(sql)
      }
    }
  }
}

/// ``RollupUpsert``s, the session probe and the one-person recount, each
/// prepared once on a SQLite connection (SQLite has one writer at a time,
/// so a probe sees every committed event).
final class SQLiteRollupStatements: RollupExecutor {
  private let connection: SQLiteConnection
  /// Each upsert for each row count prepared so far, by
  /// ``RollupUpsert/rawValue`` and the exponent of the count.
  private var upserts: [[SQLiteStatement?]]
  private let probe: SQLiteStatement
  private let recounts: [SQLiteStatement]
  /// A batch's people (``tally(_:people:)``): filled, read, emptied.
  private let addPerson: SQLiteStatement
  private let removePeople: SQLiteStatement
  /// Per sum tally, the read of the people's rows' keys and shares and the
  /// one-row insert of a sum (``Tallies/change(_:people:)``'s numbers,
  /// added up here), and the span's widening.
  private let tallies: [(shares: SQLiteStatement, insert: SQLiteStatement, keys: Int32)]
  private let widenSpan: SQLiteStatement
  /// `tally_span` widened by one flow and experiment's values (``Tallies/widenSpanOne``).
  private let widenSpanOne: SQLiteStatement
  /// Whether a person has a unit (``Rollups/personProbe``).
  private let personProbe: SQLiteStatement
  /// A unit's stored steps (``Rollups/unitSteps``).
  private let unitSteps: SQLiteStatement
  /// The people's answers in key order, and the one-row insert of a set (``AnswerSets``).
  private let answerRows: SQLiteStatement
  private let insertAnswerSet: SQLiteStatement

  /// The temporary table of a batch's people, on this connection only.
  static let peopleTable = """
    CREATE TEMP TABLE IF NOT EXISTS tally_people (
      flow TEXT NOT NULL, user_id TEXT NOT NULL, PRIMARY KEY (flow, user_id)
    ) WITHOUT ROWID
    """

  init(connection: SQLiteConnection) throws {
    self.connection = connection
    upserts = RollupUpsert.allCases.map { _ in
      Array(repeating: nil, count: RollupUpsert.exponent(RollupUpsert.rowsPerStatement) + 1)
    }
    probe = try connection.prepare(Rollups.sessionProbe)
    recounts = try Rollups.statements(for: .person, steps: .packed(.sqlite)).map {
      try connection.prepare($0)
    }
    try connection.execute(Self.peopleTable)
    addPerson = try connection.prepare("INSERT INTO temp.tally_people (flow, user_id) VALUES ($1, $2)")
    removePeople = try connection.prepare("DELETE FROM temp.tally_people")
    // CROSS JOIN keeps SQLite's order: the few people first, each one's rows by key.
    let people = "temp.tally_people p"
    tallies = try Tallies.sums.map { tally in
      (
        try connection.prepare(tally.shares(of: people)), try connection.prepare(tally.insertOne),
        Int32(tally.key.count)
      )
    }
    widenSpan = try connection.prepare(Tallies.widenSpan(people: people))
    widenSpanOne = try connection.prepare(Tallies.widenSpanOne)
    personProbe = try connection.prepare(Rollups.personProbe)
    unitSteps = try connection.prepare(Rollups.unitSteps)
    answerRows = try connection.prepare(AnswerSets.rows(of: people))
    insertAnswerSet = try connection.prepare(AnswerSets.insertOne)
  }

  /// `upsert` for `rows` rows, prepared on first use; its `$1`, `$2`, … are
  /// the parameter indexes 1, 2, … (``RollupUpsert/sql(rows:)`` numbers them
  /// in order of first use).
  private func statement(_ upsert: RollupUpsert, rows: Int) throws -> SQLiteStatement {
    let size = RollupUpsert.exponent(rows)
    if let statement = upserts[upsert.rawValue][size] { return statement }
    let statement = try connection.prepare(upsert.sql(rows: rows))
    for index in stride(from: 1, through: sqlite3_bind_parameter_count(statement.handle), by: 1)
    where sqlite3_bind_parameter_index(statement.handle, "$\(index)") != index {
      throw StoreError(.failed, "the rollup upsert \(upsert) does not number its parameters in order")
    }
    upserts[upsert.rawValue][size] = statement
    return statement
  }

  /// No: a statement is prepared once per power of two of rows.
  var takesAllRows: Bool { false }

  func run(_ upsert: RollupUpsert, rows: Int, _ values: ArraySlice<SQLValue>) throws -> [[SQLValue]] {
    let statement = try statement(upsert, rows: rows)
    for (offset, value) in values.enumerated() { statement.bind(Int32(offset + 1), value) }
    defer { sqlite3_reset(statement.handle) }
    var returned: [[SQLValue]] = []
    while try statement.step() {
      returned.append((0..<statement.columnCount).map { statement.value(at: $0) })
    }
    return returned
  }

  func holdsSession(_ session: String) throws -> Bool {
    probe.bind(1, session)
    defer { sqlite3_reset(probe.handle) }
    return try probe.step()
  }

  func recount(flow: String, user: String) throws {
    for statement in recounts {
      try statement.bind(parameters: [.text(flow), .text(user)])
      try statement.run()
    }
  }

  func storedSteps(of units: [RollupRows.Unit]) throws -> [RollupRows.Unit: String] {
    var stored: [RollupRows.Unit: String] = [:]
    for unit in units {
      unitSteps.bind(1, unit.flow)
      unitSteps.bind(2, unit.user)
      unitSteps.bind(3, unit.experiment)
      defer { sqlite3_reset(unitSteps.handle) }
      if try unitSteps.step(), let text = unitSteps.value(at: 0).text { stored[unit] = text }
    }
    return stored
  }

  func freshPeople(among people: [RollupPeople.Person]) throws -> Set<RollupPeople.Person> {
    var fresh: Set<RollupPeople.Person> = []
    for person in people {
      personProbe.bind(1, person.flow)
      personProbe.bind(2, person.user)
      defer { sqlite3_reset(personProbe.handle) }
      if try !personProbe.step() { fresh.insert(person) }
    }
    return fresh
  }

  func tally(_ sign: Tallies.Sign, people: [RollupPeople.Person], adding computed: TallySums) throws {
    var changes = computed
    if !people.isEmpty { try read(sign, people: people, into: &changes) }
    let sums = changes.merged()
    for (place, tally) in tallies.enumerated() {
      for (key, shares) in sums[place] {
        for (offset, value) in key.enumerated() { tally.insert.bind(Int32(offset + 1), value) }
        for (offset, share) in shares.enumerated() { tally.insert.bind(Int32(key.count + offset + 1), share) }
        try tally.insert.run()
      }
    }
    for (key, people) in changes.answerSets {
      for (offset, value) in key.enumerated() { insertAnswerSet.bind(Int32(offset + 1), value) }
      insertAnswerSet.bind(Int32(key.count + 1), people)
      try insertAnswerSet.run()
    }
    for (key, span) in changes.spans {
      try widenSpanOne.bind(
        parameters: [
          .text(key.flow), .text(key.experiment), span.first.map(SQLValue.integer) ?? .null,
          span.last.map(SQLValue.integer) ?? .null,
        ])
      try widenSpanOne.run()
    }
  }

  /// The rows of `people` (who had rollups before the batch) as they
  /// stand, added to `changes` with `sign`; with `.in`, the span widened by their units.
  private func read(_ sign: Tallies.Sign, people: [RollupPeople.Person], into changes: inout TallySums) throws
  {
    // Emptied first too: a batch that failed midway may have left its people.
    try removePeople.run()
    for person in people {
      try addPerson.bind(parameters: [.text(person.flow), .text(person.user)])
      try addPerson.run()
    }
    for (place, tally) in tallies.enumerated() {
      let columns = tally.shares.columnCount
      defer { sqlite3_reset(tally.shares.handle) }
      while try tally.shares.step() {
        let key = (0..<tally.keys).map { tally.shares.value(at: $0) }
        let shares = (tally.keys..<columns).map {
          Int64(sign.rawValue) * sqlite3_column_int64(tally.shares.handle, $0)
        }
        changes.add(place, key, shares)
      }
    }
    try readAnswerSets(sign, into: &changes)
    if sign == .in { try widenSpan.run() }
    try removePeople.run()
  }

  /// The people's sets of answers (``AnswerSets``), made from their answers
  /// in key order (a person's texts come together, sorted by byte), each
  /// set's people added with `sign`.
  private func readAnswerSets(_ sign: Tallies.Sign, into changes: inout TallySums) throws {
    var person: [SQLValue] = []
    var texts: [String] = []
    func close() {
      guard !person.isEmpty else { return }
      // flow, experiment, variant, completed, the set
      changes.addAnswerSet(
        key: [person[0], person[2], person[3], person[4], .text(AnswerSets.text(of: texts))],
        people: Int64(sign.rawValue))
    }
    defer { sqlite3_reset(answerRows.handle) }
    while try answerRows.step() {
      let key = (0..<5).map { answerRows.value(at: $0) }
      if key != person {
        close()
        person = key
        texts.removeAll(keepingCapacity: true)
      }
      texts.append(answerRows.value(at: 5).text ?? "")
    }
    close()
  }
}
