import Foundation
import OnboardKit

extension MetricQuery {
  /// One call's state: the exposed people per variant, and each person's
  /// value of the metrics a ratio needed, once each.
  struct Context {
    let query: MetricQuery
    /// `$1` the flow, `$2` the experiment.
    let parameters: [SQLValue]
    /// Exposed people per variant.
    let users: [String: Int]
    /// Per metric id, each exposed person's non-zero value, by user, with their variant.
    private var people: [String: [String: (variant: String, value: Double)]] = [:]

    init(query: MetricQuery, parameters: [SQLValue], users: [String: Int]) {
      self.query = query
      self.parameters = parameters
      self.users = users
    }

    /// The statistics of `metric` in each variant.
    mutating func statistics(
      of metric: MetricDefinition, among metrics: [MetricDefinition], variants: [String]
    ) throws -> [MetricStatistics] {
      var sums: [String: MetricSums] = [:]
      if metric.type == .ratio {
        let (numerator, denominator) = try Self.ratioParts(of: metric, among: metrics)
        // The numerator's people are kept (by user); the denominator's stream past.
        let x = try values(of: numerator)
        for (_, entry) in x { sums[entry.variant, default: MetricSums()].add(entry.value) }
        try eachValue(of: denominator) { user, variant, value in
          sums[variant, default: MetricSums()].add(denominator: value, numerator: x[user]?.value ?? 0)
        }
      } else if let sql = inStoreSums(of: metric) {
        if query.store.schemaVersion >= 2 || metric.id == MetricDefinition.completedID {
          try query.store.query(sql.text, parameters + sql.extra) { row in
            sums[row[0].text ?? ""] = MetricSums(sum: row[1].real ?? 0, squares: row[2].real ?? 0)
          }
        }
      } else {
        for (_, entry) in try values(of: metric) {
          sums[entry.variant, default: MetricSums()].add(entry.value)
        }
      }
      return variants.map { variant in
        (sums[variant] ?? MetricSums()).statistics(
          metric: metric.id, variant: variant, users: users[variant] ?? 0, isRatio: metric.type == .ratio)
      }
    }

    /// The SQL that sums a metric per variant in the store (`variant, Σx, Σx²`),
    /// for `completed` and outcome metrics; `nil` for answer metrics.
    private func inStoreSums(of metric: MetricDefinition) -> (text: String, extra: [SQLValue])? {
      guard let person = personSQL(of: metric) else { return nil }
      return (
        query.sql.exposed + ", person AS (\(person.text)) "
          + "SELECT variant, SUM(v), SUM(v * v) FROM person GROUP BY variant", person.extra
      )
    }

    /// The SQL of each exposed person's non-zero value (`variant, user_id, v`)
    /// inside the `exposed` CTE, for `completed` and outcome metrics.
    private func personSQL(of metric: MetricDefinition) -> (text: String, extra: [SQLValue])? {
      if metric.id == MetricDefinition.completedID { return (query.sql.completed, []) }
      guard let event = metric.event else { return nil }
      let aggregate: String
      switch metric.type == .proportion ? nil : (metric.value ?? .sum) {
      case nil: aggregate = "1"
      case .sum?: aggregate = "SUM(o.value)"
      case .count?: aggregate = "COUNT(*)"
      case .max?: aggregate = "MAX(o.value)"
      }
      let window = metric.within?.milliseconds ?? Int64.max / 4
      return (
        "SELECT e.variant, e.user_id, \(aggregate) AS v FROM exposed e JOIN outcomes o "
          + "ON o.flow = $1 AND o.user_id = e.user_id AND o.event = $3 AND o.time_ms >= e.first_ms "
          + "AND o.time_ms <= e.first_ms + $4 GROUP BY e.variant, e.user_id",
        [.text(event), .integer(window)]
      )
    }

    /// A ratio's numerator and denominator, looked up among `metrics` and `completed`.
    ///
    /// - Throws: ``StoreError`` when either is not there.
    static func ratioParts(of metric: MetricDefinition, among metrics: [MetricDefinition]) throws -> (
      numerator: MetricDefinition, denominator: MetricDefinition
    ) {
      let all = [MetricDefinition(id: MetricDefinition.completedID)] + metrics
      guard let numerator = all.first(where: { $0.id == metric.numerator }),
        let denominator = all.first(where: { $0.id == metric.denominator })
      else {
        throw StoreError(
          .failed,
          "ratio '\(metric.id)' needs metrics '\(metric.numerator ?? "")' and '\(metric.denominator ?? "")'")
      }
      return (numerator, denominator)
    }

    /// Each exposed person's non-zero value of a metric, by user; read once
    /// per metric and kept for the rest of the call.
    mutating func values(of metric: MetricDefinition) throws -> [String: (
      variant: String, value: Double
    )] {
      if let known = people[metric.id] { return known }
      var found: [String: (variant: String, value: Double)] = [:]
      try eachValue(of: metric) { user, variant, value in found[user] = (variant, value) }
      people[metric.id] = found
      return found
    }

    /// Hands `body` each exposed person's non-zero value of a metric (user,
    /// variant, value), once per person, keeping none of them (unless
    /// ``values(of:)`` already did).
    func eachValue(
      of metric: MetricDefinition, _ body: (_ user: String, _ variant: String, _ value: Double) throws -> Void
    ) throws {
      if let known = people[metric.id] {
        for (user, entry) in known { try body(user, entry.variant, entry.value) }
        return
      }
      if let person = personSQL(of: metric) {
        guard query.store.schemaVersion >= 2 || metric.id == MetricDefinition.completedID else { return }
        try query.store.query(
          query.sql.exposed + ", person AS (\(person.text)) SELECT variant, user_id, v FROM person",
          parameters + person.extra
        ) { row in
          if let value = row[2].real, value != 0 { try body(row[1].text ?? "", row[0].text ?? "", value) }
        }
      } else if query.store.schemaVersion >= 2 {
        for (user, entry) in try answerValues(of: metric) { try body(user, entry.variant, entry.value) }
      }
    }

    /// A `when:` metric (1 when some completed run's answers meet it) or a
    /// `field:` mean (the largest numeric answer), per exposed person.
    private func answerValues(of metric: MetricDefinition) throws -> [String: (
      variant: String, value: Double
    )] {
      var found: [String: (variant: String, value: Double)] = [:]
      let decoder = JSONDecoder()
      var decoded: [String: JSONValue?] = [:]
      // Joined with `exposed` in the store: no table of every exposed person here.
      try query.store.query(
        query.sql.exposed + " SELECT a.user_id, a.data, e.variant FROM (\(query.sql.answers)) a "
          + "JOIN exposed e ON e.user_id = a.user_id", parameters
      ) { row in
        guard let user = row[0].text, let text = row[1].text, let variant = row[2].text else { return }
        if decoded[text] == nil {
          decoded[text] = .some(try? decoder.decode(JSONValue.self, from: Data(text.utf8)))
        }
        guard case .some(.some(let answers)) = decoded[text] else { return }
        var value = 0.0
        if let when = metric.when {
          value = when.evaluate(answers) ? 1 : 0
        } else if let field = metric.field, case .object(let members) = answers,
          case .number(let number)? = members[field]
        {
          value = number
        }
        if value != 0 { found[user] = (variant, max(value, found[user]?.value ?? value)) }
      }
      return found
    }
  }
}
