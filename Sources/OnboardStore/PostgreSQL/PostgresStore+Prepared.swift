extension PostgresStore {
  /// Writes chunks prepared off the writer's thread (``PostgresBulkWriter``)
  /// in one transaction; after a lost connection, as ``append(_:)``.
  func append(prepared chunks: [PostgresBulkWriter.Chunk]) throws {
    guard !chunks.isEmpty else { return }
    try retrying({ chunks.flatMap { $0.runs.sessions.flatMap(\.rows) } }) { try insert(prepared: chunks) }
  }

  /// The chunks' rows and rollups in one transaction. When every session
  /// of the batch comes once and the store holds none of them (asked under
  /// the people's locks, ``rollupBatch(people:sessions:)``), the chunks'
  /// `COPY` texts go straight into `events` and each chunk's share of the
  /// rollups as it was prepared (``RollupBatch/add(prepared:)``); otherwise,
  /// or should a row be stored after all, the rows take the path of any
  /// batch (``write(_:batch:)``).
  func insert(prepared chunks: [PostgresBulkWriter.Chunk]) throws {
    try batchTransaction {
      var people = RollupPeople()
      var sessions: [String] = []
      var seen: Set<String> = []
      var once = true
      for chunk in chunks {
        for person in chunk.runs.people { people.insert(person) }
        for session in chunk.runs.sessions {
          sessions.append(session.session)
          if !seen.insert(session.session).inserted { once = false }
        }
      }
      var batch = try rollupBatch(people: people, sessions: sessions)
      let pieces = { chunks.map { $0.copy ?? Self.copyRows($0.runs.sessions.lazy.flatMap(\.rows)) } }
      if once, sessions.allSatisfy(batch.isNewSession), try copyStraight(pieces()) {
        _ = try connection.execute(Self.tallyLock)
        for chunk in chunks { batch.add(prepared: chunk.runs) }
        try batch.apply(using: PostgresRollupStatements(connection: connection))
      } else {
        try write(chunks.flatMap { $0.runs.sessions.flatMap(\.rows) }, batch: &batch)
      }
    }
  }
}
