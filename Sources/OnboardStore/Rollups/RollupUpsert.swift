/// The statements a writer applies one new session's share of the rollups
/// with (``RollupRows``): upserts whose merge is commutative, so sessions
/// may arrive in any order and from any writer and the rows end as a
/// recount (``Rollups/statements(for:)``) leaves them. One SQL text for
/// SQLite and PostgreSQL; the inserts take several rows a statement
/// (``sql(rows:)``), each text made once and prepared once per SQLite connection.
///
/// A text's parameters first appear in the order `$1, $2, …`.
enum RollupUpsert: Int, CaseIterable, Sendable {
  /// A unit of a person with none yet, as its one exposure of the batch
  /// left it (``FreshShare``): a plain insert, which fails rather than merge.
  case freshUnit
  /// One exposure's unit: the least variant, 2 variants once two differ,
  /// the earliest first exposure, the believable first and last, the best
  /// completion (no time last, then the earliest, then by session and time),
  /// `completed` once any, the least dimensions. Returns each merged unit's
  /// `flow, user_id, experiment, variant, variants, converted, completed,
  /// complete_ms, first_valid_ms, last_valid_ms` (``TallySums/Unit``).
  /// Its steps (``PackedSteps``) are the row's when it names them (the
  /// writer merged them with the stored ones), else the stored ones.
  case unit
  /// Sets a unit's fields to its merged variant (a person exposed to a
  /// second variant is no longer counted; its steps take the unit's).
  case fieldVariants
  /// One field (or rule) of one exposure: failures added.
  case field
  /// A distinct answer of a completed exposed session.
  case answer
  /// A flow version not yet listed.
  case version

  /// The most rows one insert takes (units: 15 parameters a row).
  static let rowsPerStatement = 64

  /// Whether the statement takes several rows (the inserts) or one (the updates, a version).
  var takesRows: Bool { self != .fieldVariants && self != .version }

  /// The statement's text for `rows` rows (a power of two up to
  /// ``rowsPerStatement``; 1 for a statement that does not ``takesRows``),
  /// made once.
  func sql(rows: Int) -> String {
    Self.texts[rawValue][Self.exponent(rows)]
  }

  /// The exponent of a row count (a power of two, at most ``rowsPerStatement``).
  static func exponent(_ rows: Int) -> Int {
    precondition(rows > 0 && rows <= rowsPerStatement && rows & (rows - 1) == 0, "\(rows) rows")
    return rows.trailingZeroBitCount
  }

  /// Row counts 1, 2, 4, … ``rowsPerStatement``: their exponents.
  private static let sizes = Int.bitWidth - rowsPerStatement.leadingZeroBitCount - 1

  /// Every text, by upsert and the exponent of its row count.
  private static let texts: [[String]] = allCases.map { upsert in
    (0...sizes).map { upsert.text(rows: upsert.takesRows ? 1 << $0 : 1) }
  }

  /// The table, columns and conflict clause of an upsert that ``takesRows``.
  private var rowsInto: (table: String, columns: [String], conflict: String)? {
    switch self {
    case .unit: return ("units", Self.unitColumns, Self.unitConflict)
    case .freshUnit: return ("units", Self.unitColumns, "")
    case .field:
      return (
        "unit_fields",
        ["flow", "user_id", "experiment", "step", "is_rule", "name", "variant", "counted", "failures"],
        """
         ON CONFLICT (flow, user_id, experiment, step, is_rule, name) DO UPDATE SET
          variant = excluded.variant, counted = excluded.counted,
          failures = unit_fields.failures + excluded.failures
        """
      )
    case .answer:
      return (
        "unit_answers", ["flow", "user_id", "experiment", "data"],
        " ON CONFLICT (flow, user_id, experiment, data) DO NOTHING"
      )
    case .fieldVariants, .version: return nil
    }
  }

  /// The columns of a row of an upsert that ``takesRows`` (none for the others).
  var columns: [String] { rowsInto?.columns ?? [] }

  /// The table an upsert that ``takesRows`` writes (`nil` for the others).
  var table: String? { rowsInto?.table }

  /// The statement's text for `rows` rows.
  private func text(rows: Int) -> String {
    if let into = rowsInto { return Self.insert(into.table, into.columns, rows: rows) + into.conflict }
    switch self {
    case .unit, .freshUnit, .field, .answer: preconditionFailure("\(self) takes rows")
    case .fieldVariants:
      return "UPDATE unit_fields SET variant = $1, counted = $2 "
        + "WHERE flow = $3 AND user_id = $4 AND experiment = $5 AND (variant <> $1 OR counted <> $2)"
    case .version:
      return "INSERT INTO rollup_versions (flow, experiment, flow_version) "
        + "SELECT $1, $2, CAST($3 AS INTEGER) WHERE NOT EXISTS (SELECT 1 FROM rollup_versions r "
        + "WHERE r.flow = $1 AND r.experiment = $2 AND r.flow_version IS NOT DISTINCT FROM CAST($3 AS INTEGER))"
    }
  }

  /// PostgreSQL's text of an upsert that ``takesRows``, for any number of
  /// rows: each column an array parameter (`$1` the first column's values,
  /// ``PostgresStore/arrayLiteral(_:)``), the rows made by `unnest`, so one
  /// statement is parsed and planned a batch instead of one each 64 rows.
  var arraySQL: String? {
    guard let into = rowsInto else { return nil }
    return Self.insert(into.table, into.columns, from: Self.unnest(into.columns)) + into.conflict
  }

  /// The columns that hold text (the others hold integers).
  private static let textColumns: Set<String> = [
    "flow", "user_id", "experiment", "variant", "dimensions", "done_session", "step", "name", "data",
    "answers", "steps",
  ]

  /// `SELECT * FROM unnest($1::text[], $2::bigint[], …)` of `columns`, typed by name.
  static func unnest(_ columns: [String]) -> String {
    let arrays = columns.enumerated().map { offset, column in
      "$\(offset + 1)::\(textColumns.contains(column) ? "text" : "bigint")[]"
    }
    return "SELECT * FROM unnest(\(arrays.joined(separator: ", ")))"
  }

  /// `INSERT INTO table (columns) select`.
  private static func insert(_ table: String, _ columns: [String], from select: String) -> String {
    "INSERT INTO \(table) (\(columns.joined(separator: ", "))) \(select)"
  }

  /// `INSERT INTO table (columns) VALUES ($1, …), (…)`, `rows` rows numbered in order.
  private static func insert(_ table: String, _ columns: [String], rows: Int) -> String {
    let values = (0..<rows).map { row in
      "(" + (1...columns.count).map { "$\(row * columns.count + $0)" }.joined(separator: ", ") + ")"
    }
    return
      "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES \(values.joined(separator: ", "))"
  }

  /// `new` when it is less than `old`, treating `NULL` as greatest.
  private static func least(_ column: String, _ table: String) -> String {
    "\(column) = CASE WHEN \(table).\(column) IS NULL OR excluded.\(column) < \(table).\(column) "
      + "THEN excluded.\(column) ELSE \(table).\(column) END"
  }

  /// The completion order of ``unit``: whether a time is missing, the completion, its session, the time.
  private static func pick(_ table: String) -> String {
    "(CASE WHEN \(table).complete_ms IS NULL THEN 1 ELSE 0 END, \(table).done_ms, \(table).done_session, "
      + "COALESCE(\(table).complete_ms, -1))"
  }

  private static let better =
    "excluded.converted = 1 AND (units.converted = 0 OR \(pick("excluded")) < \(pick("units")))"

  private static let unitColumns = [
    "flow", "user_id", "experiment", "variant", "variants", "first_ms", "first_valid_ms", "last_valid_ms",
    "converted", "complete_ms", "completed", "dimensions", "done_ms", "done_session", "steps",
  ]

  private static let unitConflict = """

    ON CONFLICT (flow, user_id, experiment) DO UPDATE SET
      \(least("variant", "units")),
      variants = CASE WHEN units.variant IS NULL THEN excluded.variants
        WHEN excluded.variant IS NULL OR excluded.variant = units.variant THEN units.variants ELSE 2 END,
      first_ms = CASE WHEN excluded.first_ms < units.first_ms THEN excluded.first_ms ELSE units.first_ms END,
      \(least("first_valid_ms", "units")),
      last_valid_ms = CASE WHEN units.last_valid_ms IS NULL OR excluded.last_valid_ms > units.last_valid_ms
        THEN excluded.last_valid_ms ELSE units.last_valid_ms END,
      converted = CASE WHEN excluded.converted = 1 THEN 1 ELSE units.converted END,
      complete_ms = CASE WHEN \(better) THEN excluded.complete_ms ELSE units.complete_ms END,
      done_ms = CASE WHEN \(better) THEN excluded.done_ms ELSE units.done_ms END,
      done_session = CASE WHEN \(better) THEN excluded.done_session ELSE units.done_session END,
      completed = CASE WHEN excluded.completed = 1 THEN 1 ELSE units.completed END,
      \(least("dimensions", "units")),
      steps = COALESCE(excluded.steps, units.steps)
    RETURNING \(unitReturned.joined(separator: ", "))
    """

  /// What ``unit`` returns of each merged unit (``TallySums/Unit``).
  static let unitReturned = [
    "flow", "user_id", "experiment", "variant", "variants", "converted", "completed", "complete_ms",
    "first_valid_ms", "last_valid_ms",
  ]

  /// Where each column of ``unitReturned`` is among a unit row's values:
  /// what the upsert returns of a unit it inserted.
  static let unitReturnedPlaces = unitReturned.map { column in
    guard let place = unitColumns.firstIndex(of: column) else {
      preconditionFailure("no unit column \(column)")
    }
    return place
  }
}

/// Runs ``RollupUpsert``s on one store connection.
protocol RollupExecutor {
  /// Whether an upsert that ``RollupUpsert/takesRows`` takes all of a
  /// batch's rows in one statement (PostgreSQL's ``RollupUpsert/arraySQL``)
  /// rather than ``RollupUpsert/rowsPerStatement`` at a time.
  var takesAllRows: Bool { get }
  /// Runs `upsert` for `rows` rows with `values` as `$1, $2, …` (row by
  /// row); every row it returns.
  func run(_ upsert: RollupUpsert, rows: Int, _ values: ArraySlice<SQLValue>) throws -> [[SQLValue]]
  /// The stored steps (``PackedSteps``) of those of `units` that have any.
  func storedSteps(of units: [RollupRows.Unit]) throws -> [RollupRows.Unit: String]
  /// Replaces the rollups of one person with a recount from the events.
  func recount(flow: String, user: String) throws
  /// Which of `people` have no rollups yet (no unit): a batch's rows are
  /// all of theirs, so their share of the tallies is worked out from them
  /// (``TallySums``) instead of read back. An executor may answer none.
  func freshPeople(among people: [RollupPeople.Person]) throws -> Set<RollupPeople.Person>
  /// Takes `people`'s rollup rows out of the tallies or puts them in
  /// (``Tallies/change(_:people:)``), `people` sorted and once each, and
  /// adds `computed`.
  func tally(_ sign: Tallies.Sign, people: [RollupPeople.Person], adding computed: TallySums) throws
  /// Inserts rows of people who had no rollups before the batch and are
  /// nobody else's in it (``FreshShare``), so none is stored yet: a store
  /// may skip the upsert's merge (PostgreSQL copies them). It fails rather
  /// than merge when one is stored after all.
  func insert(fresh rows: RollupRows.Rows) throws
}

extension RollupExecutor {
  /// The rows' own statements (``RollupRows/Rows/send(using:)``).
  func insert(fresh rows: RollupRows.Rows) throws {
    try rows.send(using: self)
  }
}
