/// The event schema and its history: every version is a migration from the
/// one before, applied in order inside one transaction. See docs/events.md.
///
/// The `onboard_meta` table marks a database as an onboard store
/// (`store = onboard`) and holds its `schema_version`.
package enum StoreSchema {
  /// The version this build writes; a store with a newer one is refused.
  package static var currentVersion: Int { migrations.count }

  /// The oldest version a report reads as it is (a version-1 store has no
  /// answers and no outcomes: its metrics beyond `completed` are empty).
  package static let oldestReadable = 1

  /// The marker row's value in `onboard_meta`.
  static let marker = "onboard"

  /// The statements that bring a store from version `index` to `index + 1`.
  static let migrations: [Migration] = [
    version1, version2, assignments, rollups, tallies, batchTallies, packedSteps,
  ]

  /// Version 1: `onboard_meta`, `events` and `sessions`.
  static let version1 = Migration { dialect in
    let id = dialect == .sqlite ? "INTEGER PRIMARY KEY" : "BIGSERIAL PRIMARY KEY"
    return [
      "CREATE TABLE onboard_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
      """
      CREATE TABLE events (
        id \(id),
        time_ms BIGINT NOT NULL,
        session TEXT NOT NULL,
        seq INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        flow TEXT NOT NULL,
        flow_version INTEGER,
        type TEXT NOT NULL,
        experiment TEXT,
        variant TEXT,
        step TEXT,
        field TEXT,
        detail TEXT,
        UNIQUE (session, seq)
      )
      """,
      "CREATE INDEX events_flow_type ON events (flow, type, experiment, variant)",
      """
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        flow TEXT NOT NULL,
        user_id TEXT NOT NULL,
        saved_ms BIGINT NOT NULL,
        state TEXT NOT NULL
      )
      """,
      "INSERT INTO onboard_meta (key, value) VALUES ('store', '\(marker)')",
      "INSERT INTO onboard_meta (key, value) VALUES ('schema_version', '0')",
    ]
  }

  /// Version 2: `events.data` (a completion's metric answers, an
  /// exposure's dimensions) and `outcomes` (`onboard track`), whose key
  /// makes the same outcome recorded twice one row.
  static let version2 = Migration { dialect in
    [
      "ALTER TABLE events ADD COLUMN data TEXT",
      """
      CREATE TABLE outcomes (
        flow TEXT NOT NULL,
        user_id TEXT NOT NULL,
        event TEXT NOT NULL,
        time_ms BIGINT NOT NULL,
        value DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (flow, user_id, event, time_ms, value)
      )\(dialect == .sqlite ? " WITHOUT ROWID" : "")
      """,
    ]
  }

  /// `assignments` (sticky bucketing): each person's first assignment to
  /// each experiment's bucket version, keyed as GrowthBook keys it (the hash
  /// attribute and its value), so later runs give the same variant.
  static let assignments = Migration("assignments") { _ in
    [
      """
      CREATE TABLE assignments (
        flow TEXT NOT NULL,
        hash_attribute TEXT NOT NULL,
        hash_value TEXT NOT NULL,
        experiment TEXT NOT NULL,
        bucket_version INTEGER NOT NULL,
        variant TEXT NOT NULL,
        assigned_ms BIGINT NOT NULL,
        PRIMARY KEY (flow, hash_attribute, hash_value, experiment, bucket_version)
      )
      """
    ]
  }

  /// The version whose migration is named `name` (it and later versions have
  /// what it adds); `nil` for a name no migration has.
  static func version(adding name: String) -> Int? {
    migrations.firstIndex { $0.name == name }.map { $0 + 1 }
  }

  /// The per-person rollups (``Rollups``), built from the events already
  /// stored, in the migration's transaction (steps in a table of their
  /// own, as version 4 kept them: ``packedSteps`` packs them).
  static let rollups = Migration("rollups") { dialect in
    Rollups.create(dialect) + Rollups.statements(for: .everyone, steps: .table)
  }

  /// The per-variant tallies (``Tallies``): their tables, filled from the
  /// rollups in the migration's transaction. (Version 5 as first released
  /// also made triggers that kept them; the next version drops those.)
  static let tallies = Migration("tallies") { dialect in Tallies.create(dialect) }

  /// Version 6: the tallies are kept by each writer's batch
  /// (``Tallies/change(_:people:)``), once per tally row a transaction, so
  /// the triggers that kept them row by row are dropped; and
  /// `tally_answer_sets` (``AnswerSets``) is added, filled from the rollups.
  static let batchTallies = Migration("batch tallies") { dialect in
    Tallies.dropTriggers(dialect) + AnswerSets.create(dialect)
  }

  /// Version 7: each unit's steps packed into `units.steps` (``PackedSteps``);
  /// `unit_steps` becomes a view over them.
  static let packedSteps = Migration("packed steps") { dialect in PackedSteps.migration(dialect) }

  /// The first version with tallies; a store older than it is reported from its rollups.
  package static var talliesVersion: Int {
    version(adding: "tallies") ?? migrations.count + 1
  }

  /// The first version with `tally_answer_sets`; a store older than it
  /// values an answer metric from its rollups.
  package static var answerSetsVersion: Int {
    version(adding: "batch tallies") ?? migrations.count + 1
  }

  /// The first version with rollups; a store older than it is reported from its events.
  package static var rollupsVersion: Int {
    version(adding: "rollups") ?? migrations.count + 1
  }

  /// The columns of `events` that writers fill, in the order of ``insertColumns``' values.
  static let insertColumns =
    "time_ms, session, seq, user_id, flow, flow_version, type, experiment, variant, step, field, detail, data"
  /// How many columns ``insertColumns`` names.
  static let insertColumnCount = insertColumns.split(separator: ",").count

  /// The insert of `rows` rows (parameters `$1` on, row by row), skipping
  /// rows already stored.
  static func insertSQL(rows: Int) -> String {
    let values = (0..<rows).map { row in
      "(" + (1...insertColumnCount).map { "$\(row * insertColumnCount + $0)" }.joined(separator: ", ") + ")"
    }
    return "INSERT INTO events (\(insertColumns)) VALUES \(values.joined(separator: ", ")) "
      + "ON CONFLICT (session, seq) DO NOTHING"
  }

  /// The statement that records the version reached.
  static func setVersion(_ version: Int) -> String {
    "UPDATE onboard_meta SET value = '\(version)' WHERE key = 'schema_version'"
  }
}

/// One step of the schema's history: its statements for each dialect.
struct Migration: Sendable {
  /// What the migration adds, for code that needs it (``StoreSchema/version(adding:)``); may be empty.
  let name: String
  /// The statements, in order, for a dialect.
  let statements: @Sendable (SQLDialect) -> [String]

  /// A migration from its statements.
  init(_ name: String = "", _ statements: @escaping @Sendable (SQLDialect) -> [String]) {
    self.name = name
    self.statements = statements
  }
}

/// What a database holds before it is opened as a store.
enum StoreShape: Sendable, Hashable {
  /// No tables of onboard's (a new store).
  case empty
  /// An onboard store of this version.
  case store(version: Int)
}
