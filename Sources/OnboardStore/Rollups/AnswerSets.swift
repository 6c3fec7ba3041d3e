/// `tally_answer_sets` (store version 6): per flow, experiment, counted
/// variant and `completed`, each distinct **set** of answer texts a person
/// gave (their `unit_answers`, as a JSON array of the texts in byte order)
/// and the people who gave exactly that set. An answer metric values a
/// person by their best answer, so it is valued once per set here instead
/// of reading every person (``MetricQuery``); most people give one answer,
/// so the sets are about as few as the texts.
///
/// Kept like the other tallies by a writer's batch (``Tallies/change(_:people:)``):
/// SQLite's writer reads the people's answers in key order and makes the
/// sets itself (``rows(of:)``, ``text(of:)``); PostgreSQL makes them with
/// `string_agg` in byte order (``change(_:people:)``). A fill makes them in
/// SQL with an ordered window (``fill(_:)``), the same texts.
enum AnswerSets {
  /// The table.
  static let table = "tally_answer_sets"

  /// The table and its fill from the rollups.
  static func create(_ dialect: SQLDialect) -> [String] {
    [
      """
      CREATE TABLE tally_answer_sets (
        flow TEXT NOT NULL, experiment TEXT NOT NULL, variant TEXT NOT NULL, completed INTEGER NOT NULL,
        answers TEXT NOT NULL, people BIGINT NOT NULL,
        PRIMARY KEY (flow, experiment, variant, completed, answers)
      )\(dialect == .sqlite ? " WITHOUT ROWID" : "")
      """
    ] + fill(dialect)
  }

  /// The columns of a row: the key, then the people.
  static let columns = "flow, experiment, variant, completed, answers, people"

  /// A set's text: the texts (sorted by byte) as a JSON array.
  static func text(of answers: [String]) -> String {
    "[" + answers.joined(separator: ",") + "]"
  }

  /// `string_agg` or `group_concat` of `a.data` with `,`.
  private static func concatenated(_ dialect: SQLDialect) -> String {
    dialect == .sqlite ? "group_concat(a.data, ',')" : "string_agg(a.data, ',')"
  }

  /// Byte order of `a.data` (PostgreSQL's own collation may differ).
  private static func byteOrder(_ dialect: SQLDialect) -> String {
    dialect == .sqlite ? "a.data" : "a.data COLLATE \"C\""
  }

  /// Each counted person's set among `from` (units `u` joined to their
  /// answers `a`), one row per person and experiment: an ordered window,
  /// whose aggregate takes the rows in the window's order in both databases.
  private static func sets(_ dialect: SQLDialect, from: String) -> String {
    """
    SELECT DISTINCT u.flow, u.user_id, u.experiment, u.variant, u.completed,
      '[' || \(concatenated(dialect)) OVER (PARTITION BY u.flow, u.user_id, u.experiment
        ORDER BY \(byteOrder(dialect)) ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) || ']' AS answers
    \(from)
    """
  }

  /// `units u` and `unit_answers a` of the counted people (after `people`,
  /// if given), in that order (CROSS JOIN keeps it in SQLite, which
  /// otherwise read every answer first).
  private static func joined(people: String?) -> String {
    let units = people.map { "FROM \($0) CROSS JOIN units u" } ?? "FROM units u"
    let person = people == nil ? "" : "u.flow = p.flow AND u.user_id = p.user_id AND "
    return "\(units) CROSS JOIN unit_answers a WHERE \(person)u.variants = 1 "
      + "AND a.flow = u.flow AND a.user_id = u.user_id AND a.experiment = u.experiment"
  }

  /// The table from the rollups as they stand (empty before).
  static func fill(_ dialect: SQLDialect) -> [String] {
    [
      "INSERT INTO tally_answer_sets (\(columns)) SELECT flow, experiment, variant, completed, answers, COUNT(*) "
        + "FROM (\(sets(dialect, from: joined(people: nil)))) s GROUP BY flow, experiment, variant, completed, answers"
    ]
  }

  /// PostgreSQL's change by a batch's `people` (as ``Tallies/change(_:people:)`` names them).
  static func change(_ sign: Tallies.Sign, people: String) -> String {
    let key = "flow, experiment, variant, completed, answers"
    return "INSERT INTO tally_answer_sets (\(columns)) SELECT \(key), \(sign.rawValue) * COUNT(*) "
      + "FROM (\(sets(.postgres, from: joined(people: people)))) s GROUP BY \(key) ORDER BY \(key) "
      + "ON CONFLICT (\(key)) DO UPDATE SET people = tally_answer_sets.people + excluded.people"
  }

  /// SQLite's read for a batch's `people`: each counted person's answers
  /// (`flow, user_id, experiment, variant, completed, data`), in key
  /// order, so a person's texts come together and sorted by byte.
  static func rows(of people: String) -> String {
    "SELECT u.flow, u.user_id, u.experiment, u.variant, u.completed, a.data \(joined(people: people)) "
      + "ORDER BY u.flow, u.user_id, u.experiment, a.data"
  }

  /// The columns of a row, by name.
  static let columnNames = ["flow", "experiment", "variant", "completed", "answers", "people"]

  /// The one-row insert of a set's people (`$1` … `$6` in ``columns``' order), added to the row there.
  static let insertOne = insertRows("VALUES ($1, $2, $3, $4, $5, $6)")

  /// The insert of the rows of `select` (in ``columns``' order), each added to the row there.
  static func insertRows(_ select: String) -> String {
    "INSERT INTO tally_answer_sets (\(columns)) \(select) "
      + "ON CONFLICT (flow, experiment, variant, completed, answers) DO UPDATE SET "
      + "people = tally_answer_sets.people + excluded.people"
  }
}
