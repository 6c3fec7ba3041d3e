extension PostgresStore {
  /// The rollups of a batch about to be inserted: takes a transaction-level
  /// advisory lock per person (in one sorted order, so two writers never
  /// wait on each other in a circle), so a second writer of the same person
  /// asks whether a session is new only after the first committed; then
  /// asks which of the batch's sessions the store holds, in one query.
  func rollupBatch(for events: [StoredEvent]) throws -> RollupBatch {
    try rollupBatch(people: RollupPeople(events), sessions: events.lazy.map(\.session))
  }

  /// The rollups of a batch of `people`'s `sessions` (see ``rollupBatch(for:)``).
  func rollupBatch(people: RollupPeople, sessions: some Sequence<String>) throws -> RollupBatch {
    var batch = RollupBatch()
    guard !people.people.isEmpty else { return batch }
    let keys = "{" + people.lockKeys().map(String.init).joined(separator: ",") + "}"
    try connection.execute(
      "SELECT pg_advisory_xact_lock(k) FROM (SELECT k FROM unnest($1::bigint[]) AS t(k) ORDER BY k) s", [keys]
    )
    var probed: [String] = []
    for session in sessions where batch.needsProbe(session) {
      batch.mark(session, new: true)
      probed.append(session)
    }
    let held = try connection.execute(Rollups.sessionsProbe, [Self.arrayLiteral(probed)])
    for row in 0..<held.rowCount {
      if let session = held.value(row, 0).text { batch.mark(session, new: false) }
    }
    return batch
  }

  /// The tallies' lock: a two-key advisory lock, a key space apart from
  /// the one-key person locks.
  static let tallyLock = "SELECT pg_advisory_xact_lock(1869504354, 1)"

  /// A PostgreSQL array literal of texts or `NULL`s (`nil`): each text
  /// quoted, `"` and `\` escaped with `\`, so it also types as numbers.
  static func arrayLiteral(_ values: [String?]) -> String {
    var literal: [UInt8] = [UInt8(ascii: "{")]
    literal.reserveCapacity(values.count * 16 + 2)
    for (index, value) in values.enumerated() {
      if index > 0 { literal.append(UInt8(ascii: ",")) }
      if let value { appendQuoted(value, to: &literal) } else { literal += Array("NULL".utf8) }
    }
    literal.append(UInt8(ascii: "}"))
    return String(decoding: literal, as: UTF8.self)
  }

  /// `text` quoted for an array literal: `"` and `\` escaped with `\`
  /// (the bytes of a text with neither go in whole).
  private static func appendQuoted(_ text: String, to literal: inout [UInt8]) {
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    literal.append(quote)
    if text.utf8.contains(where: { $0 == quote || $0 == backslash }) {
      for byte in text.utf8 {
        if byte == quote || byte == backslash { literal.append(backslash) }
        literal.append(byte)
      }
    } else {
      literal.append(contentsOf: text.utf8)
    }
    literal.append(quote)
  }

  /// Merges the inserted batch into the rollups, inside the caller's
  /// transaction (a row given twice in the batch, not `firsts`, was
  /// inserted once: ``PostgresStore/firstOccurrences(_:)``). First
  /// takes the tallies' transaction-level lock (``tallyLock``): every batch
  /// updates the same few rows per variant (``Tallies/change(_:people:)``),
  /// so writers take their turns at them rather than wait on each other's
  /// row locks; after the person locks of ``rollupBatch(for:)``, and the last
  /// lock a writer takes, so no writer holds it while it waits.
  func applyRollups(_ batch: inout RollupBatch, events: [StoredEvent], firsts: [Bool]) throws {
    _ = try connection.execute(Self.tallyLock)
    for (event, first) in zip(events, firsts) {
      if first { batch.add(event) } else { batch.skip(event) }
    }
    try batch.apply(using: PostgresRollupStatements(connection: connection))
  }

  /// Rebuilds every rollup from the events, and the tallies from the rollups,
  /// in one transaction (`onboard store rebuild`).
  public func rebuildRollups() throws {
    try transaction {
      for sql in Tallies.rebuild(
        .postgres, rollups: Rollups.statements(for: .everyone, steps: .packed(.postgres)))
      {
        _ = try connection.execute(sql)
      }
    }
  }
}

/// ``RollupUpsert``s on a PostgreSQL connection (values sent as text, typed by the server).
struct PostgresRollupStatements: RollupExecutor {
  let connection: PGConnection

  /// Yes: each column an array (``RollupUpsert/arraySQL``).
  var takesAllRows: Bool { true }

  func run(_ upsert: RollupUpsert, rows: Int, _ values: ArraySlice<SQLValue>) throws -> [[SQLValue]] {
    let result: PGResult
    if let sql = upsert.arraySQL {
      result = try connection.execute(sql, Self.columns(values, rows: rows))
    } else {
      result = try connection.execute(upsert.sql(rows: rows), values.map(\.text))
    }
    return (0..<result.rowCount).map { row in (0..<result.columnCount).map { result.value(row, $0) } }
  }

  /// `rows` rows of values, one after another, as one array literal per column.
  private static func columns(_ values: ArraySlice<SQLValue>, rows: Int) -> [String?] {
    guard rows > 0 else { return [] }
    let width = values.count / rows
    return (0..<width).map { column in
      PostgresStore.arrayLiteral(
        stride(from: values.startIndex + column, to: values.endIndex, by: width).map { values[$0].text })
    }
  }

  /// The rows through `COPY` into their table: no row of theirs is stored,
  /// so there is nothing to merge, and `COPY` takes rows faster than an insert.
  func insert(fresh rows: RollupRows.Rows) throws {
    guard rows.count > 0, let table = rows.upsert.table else { return }
    var copy = PGCopyRows()
    var row: [String?] = []
    row.reserveCapacity(rows.width)
    for value in rows.values {
      row.append(value.text)
      if row.count == rows.width {
        copy.add(row)
        row.removeAll(keepingCapacity: true)
      }
    }
    try connection.copy("COPY \(table) (\(rows.upsert.columns.joined(separator: ", "))) FROM STDIN", [copy])
  }

  func recount(flow: String, user: String) throws {
    for sql in Self.recounts { _ = try connection.execute(sql, [flow, user]) }
  }

  func storedSteps(of units: [RollupRows.Unit]) throws -> [RollupRows.Unit: String] {
    let rows = try connection.execute(
      "SELECT u.flow, u.user_id, u.experiment, u.steps "
        + "FROM unnest($1::text[], $2::text[], $3::text[]) AS k(flow, user_id, experiment) "
        + "JOIN units u ON u.flow = k.flow AND u.user_id = k.user_id AND u.experiment = k.experiment "
        + "WHERE u.steps IS NOT NULL",
      [
        PostgresStore.arrayLiteral(units.map(\.flow)), PostgresStore.arrayLiteral(units.map(\.user)),
        PostgresStore.arrayLiteral(units.map(\.experiment)),
      ])
    var stored: [RollupRows.Unit: String] = [:]
    for row in 0..<rows.rowCount {
      let unit = RollupRows.Unit(
        flow: rows.value(row, 0).text ?? "", user: rows.value(row, 1).text ?? "",
        experiment: rows.value(row, 2).text ?? "")
      stored[unit] = rows.value(row, 3).text
    }
    return stored
  }

  func freshPeople(among people: [RollupPeople.Person]) throws -> Set<RollupPeople.Person> {
    guard !people.isEmpty else { return [] }
    let held = try connection.execute(
      Self.peopleProbe,
      [PostgresStore.arrayLiteral(people.map(\.flow)), PostgresStore.arrayLiteral(people.map(\.user))])
    var fresh = Set(people)
    for row in 0..<held.rowCount {
      fresh.remove(
        RollupPeople.Person(flow: held.value(row, 0).text ?? "", user: held.value(row, 1).text ?? ""))
    }
    return fresh
  }

  func tally(_ sign: Tallies.Sign, people: [RollupPeople.Person], adding computed: TallySums) throws {
    if !people.isEmpty {
      let parameters = [
        PostgresStore.arrayLiteral(people.map(\.flow)), PostgresStore.arrayLiteral(people.map(\.user)),
      ]
      for sql in Self.tallies[sign] ?? [] { _ = try connection.execute(sql, parameters) }
    }
    // The computed rows, one statement a tally: each column an array.
    for (place, rows) in computed.merged().enumerated() {
      let tally = Tallies.sums[place]
      try insert(
        rows.map { key, shares in key + shares.map(SQLValue.integer) },
        with: tally.insert(RollupUpsert.unnest(tally.key.map(\.column) + tally.sums.map(\.column))))
    }
    try insert(
      computed.answerSets.map { key, people in key + [.integer(people)] },
      with: AnswerSets.insertRows(RollupUpsert.unnest(AnswerSets.columnNames)))
    try insert(
      computed.spans.map { key, span in
        [
          .text(key.flow), .text(key.experiment), span.first.map(SQLValue.integer) ?? .null,
          span.last.map(SQLValue.integer) ?? .null,
        ]
      }, with: Tallies.widen(RollupUpsert.unnest(["flow", "experiment", "first_valid_ms", "last_valid_ms"])))
  }

  /// Runs `sql` (an insert from ``RollupUpsert/unnest(_:)``) over `rows`, unless there are none.
  private func insert(_ rows: [[SQLValue]], with sql: String) throws {
    guard !rows.isEmpty else { return }
    _ = try connection.execute(sql, Self.columns(rows.flatMap { $0 }[...], rows: rows.count))
  }

  /// Which of some people (`$1` their flows, `$2` their users) have a unit.
  static let peopleProbe =
    "SELECT DISTINCT u.flow, u.user_id FROM unnest($1::text[], $2::text[]) AS p(flow, user_id) "
    + "JOIN units u ON u.flow = p.flow AND u.user_id = p.user_id"

  /// The one-person recount's statements, made once.
  private static let recounts = Rollups.statements(for: .person, steps: .packed(.postgres))

  /// ``Tallies/change(_:people:)`` over the people as two arrays (`$1` the
  /// flows, `$2` the users), by sign, made once.
  private static let tallies: [Tallies.Sign: [String]] = [
    .out: Tallies.change(.out, people: people), .in: Tallies.change(.in, people: people),
  ]
  private static let people = "unnest($1::text[], $2::text[]) AS p(flow, user_id)"
}
