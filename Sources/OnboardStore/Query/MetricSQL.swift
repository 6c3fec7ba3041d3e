/// The texts ``MetricQuery`` runs, over the events or over the per-person
/// rollups (``Rollups``); both give the same numbers. `$1` is the flow, `$2`
/// the experiment.
struct MetricSQL: Sendable {
  /// The condition ``exposed(before:)`` adds to ``exposed``, with `?` for the moment.
  let exposedBeforeCondition: String

  /// The common table `exposed`: the people exposed to exactly one
  /// variant, with their variant and first exposure (`user_id, variant, first_ms`).
  var exposed: String
  /// Each exposed person who completed a session with an exposure (`variant, user_id, v, first_ms`), inside
  /// ``exposed``.
  let completed: String
  /// `user_id, data`: the answers of the completed sessions with an exposure.
  let answers: String
  /// One row: the people exposed to more than one variant.
  var multiple: String
  /// The condition on an outcome `o` that its person was not exposed to
  /// the experiment: over the events a `NOT IN` of a subquery run once (a
  /// subquery per outcome scanned every exposure of the experiment there);
  /// over the rollups a `NOT EXISTS` that looks the person up by key in
  /// `units` (reading every unit of the experiment cost more).
  let unexposed: String
  /// `user_id, variant, dimensions`: each person exposed to one variant, with
  /// the first exposure's dimensions (the least `data`, as the rollups keep it).
  var dimensions = ""
  /// `variant, people` of the people exposed to one variant, when a
  /// tally holds them; `nil`: counted from ``exposed``.
  var users: String? = nil
  /// `variant, Σx, Σx²` of `completed`, when a tally holds them; `nil`:
  /// summed over ``completed``.
  var completedSums: String? = nil
  /// `variant, completed, answers, people`: the exposed people per set of
  /// answer texts (``AnswerSets``), when a tally holds them; `nil`: each
  /// person read from ``answers``.
  var answerSets: String? = nil

  /// The text of `variant, people`.
  var usersText: String {
    users ?? exposed + " SELECT variant, COUNT(*) FROM exposed GROUP BY variant"
  }

  /// From the events.
  static let events = MetricSQL(
    exposedBeforeCondition: " AND MIN(time_ms) < ?",
    exposed: """
      WITH exposed AS (
        SELECT user_id, MIN(variant) AS variant, MIN(time_ms) AS first_ms
        FROM events WHERE flow = $1 AND type = 'exposure' AND experiment = $2
        GROUP BY user_id HAVING COUNT(DISTINCT variant) = 1)
      """,
    completed: "SELECT e.variant, e.user_id, 1 AS v, e.first_ms FROM exposed e WHERE e.user_id IN ("
      + "SELECT x.user_id FROM events x JOIN events c ON c.session = x.session AND c.type = 'completed' "
      + "WHERE x.flow = $1 AND x.type = 'exposure' AND x.experiment = $2)",
    answers: "SELECT x.user_id, c.data FROM events x JOIN events c ON c.session = x.session "
      + "AND c.type = 'completed' WHERE x.flow = $1 AND x.type = 'exposure' AND x.experiment = $2 "
      + "AND c.data IS NOT NULL",
    multiple: "SELECT COUNT(*) FROM (SELECT user_id FROM events WHERE flow = $1 AND type = 'exposure' "
      + "AND experiment = $2 GROUP BY user_id HAVING COUNT(DISTINCT variant) > 1) m",
    unexposed: "o.user_id NOT IN (SELECT x.user_id FROM events x WHERE x.flow = $1 AND x.type = 'exposure' "
      + "AND x.experiment = $2)",
    dimensions: "SELECT user_id, MIN(variant), MIN(data) FROM events WHERE flow = $1 AND type = 'exposure' "
      + "AND experiment = $2 GROUP BY user_id HAVING COUNT(DISTINCT variant) = 1")

  /// From the rollups (`units`, `unit_answers`).
  static let rollups = MetricSQL(
    exposedBeforeCondition: " AND first_ms < ?",
    exposed: """
      WITH exposed AS (
        SELECT user_id, variant, first_ms, completed FROM units
        WHERE flow = $1 AND experiment = $2 AND variants = 1)
      """,
    completed: "SELECT e.variant, e.user_id, 1 AS v, e.first_ms FROM exposed e WHERE e.completed = 1",
    answers: "SELECT user_id, data FROM unit_answers WHERE flow = $1 AND experiment = $2",
    multiple: "SELECT COUNT(*) FROM units WHERE flow = $1 AND experiment = $2 AND variants > 1",
    unexposed: "NOT EXISTS (SELECT 1 FROM units x WHERE x.flow = $1 AND x.user_id = o.user_id "
      + "AND x.experiment = $2)",
    dimensions:
      "SELECT user_id, variant, dimensions FROM units WHERE flow = $1 AND experiment = $2 AND variants = 1")
}

extension MetricSQL {
  /// From the per-variant tallies (``Tallies``) where they hold the
  /// number, from the rollups otherwise (a person's value of a metric).
  static let tallies: MetricSQL = {
    var sql = MetricSQL.rollups
    let counted = "FROM tally_units WHERE flow = $1 AND experiment = $2 AND variants = 1 AND users > 0"
    sql.users = "SELECT variant, users " + counted
    sql.completedSums = "SELECT variant, completed, completed " + counted + " AND completed > 0"
    sql.multiple =
      "SELECT COALESCE(SUM(users), 0) FROM tally_units WHERE flow = $1 AND experiment = $2 "
      + "AND variants > 1"
    sql.answerSets =
      "SELECT variant, completed, answers, people FROM tally_answer_sets "
      + "WHERE flow = $1 AND experiment = $2 AND people > 0"
    return sql
  }()

  /// The events' texts over the exposures `filter` passes only (the
  /// rollups keep no exposure's time or version, so ``MetricQuery`` reads
  /// the events when it filters).
  func exposures(_ filter: ExposureFilter) -> MetricSQL {
    let conditions = filter.conditions
    guard !conditions.isEmpty else { return self }
    var copy = self
    for keyPath in [\MetricSQL.exposed, \MetricSQL.dimensions] {
      if let group = copy[keyPath: keyPath].range(of: " GROUP BY user_id") {
        copy[keyPath: keyPath].insert(contentsOf: conditions, at: group.lowerBound)
      }
    }
    return copy
  }

  /// The same texts over the people first exposed before `milliseconds`
  /// only; the moment is a whole number written into the text, so the
  /// parameters stay `$1`, `$2`, … as they are.
  func exposed(before milliseconds: Int64) -> MetricSQL {
    let condition = exposedBeforeCondition.replacingOccurrences(of: "?", with: String(milliseconds))
    guard let close = exposed.range(of: ")", options: .backwards) else { return self }
    var copy = self
    copy.exposed = exposed.replacingCharacters(in: close, with: condition + ")")
    return copy
  }
}
