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
      var sums: [String: (sum: Double, squares: Double, y: Double, yy: Double, xy: Double)] = [:]
      if metric.type == .ratio {
        let all = [MetricDefinition(id: MetricDefinition.completedID)] + metrics
        let numerator = all.first { $0.id == metric.numerator }
        let denominator = all.first { $0.id == metric.denominator }
        guard let numerator, let denominator else {
          throw StoreError(
            .failed,
            "ratio '\(metric.id)' needs metrics '\(metric.numerator ?? "")' and '\(metric.denominator ?? "")'"
          )
        }
        let x = try values(of: numerator)
        let y = try values(of: denominator)
        for (user, entry) in x {
          let other = y[user]?.value ?? 0
          sums[entry.variant, default: (0, 0, 0, 0, 0)].sum += entry.value
          sums[entry.variant, default: (0, 0, 0, 0, 0)].squares += entry.value * entry.value
          sums[entry.variant, default: (0, 0, 0, 0, 0)].xy += entry.value * other
        }
        for (_, entry) in y {
          sums[entry.variant, default: (0, 0, 0, 0, 0)].y += entry.value
          sums[entry.variant, default: (0, 0, 0, 0, 0)].yy += entry.value * entry.value
        }
      } else if let sql = inStoreSums(of: metric) {
        if query.store.schemaVersion >= 2 || metric.id == MetricDefinition.completedID {
          try query.store.query(sql.text, parameters + sql.extra) { row in
            sums[row[0].text ?? ""] = (row[1].real ?? 0, row[2].real ?? 0, 0, 0, 0)
          }
        }
      } else {
        for (_, entry) in try values(of: metric) {
          sums[entry.variant, default: (0, 0, 0, 0, 0)].sum += entry.value
          sums[entry.variant, default: (0, 0, 0, 0, 0)].squares += entry.value * entry.value
        }
      }
      return variants.map { variant in
        let found = sums[variant] ?? (0, 0, 0, 0, 0)
        let isRatio = metric.type == .ratio
        return MetricStatistics(
          metric: metric.id, variant: variant, users: users[variant] ?? 0, sum: found.sum,
          sumOfSquares: found.squares, denominatorSum: isRatio ? found.y : nil,
          denominatorSumOfSquares: isRatio ? found.yy : nil, crossProducts: isRatio ? found.xy : nil)
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

    /// Each exposed person's non-zero value of a metric, by user.
    mutating func values(of metric: MetricDefinition) throws -> [String: (
      variant: String, value: Double
    )] {
      if let known = people[metric.id] { return known }
      var found: [String: (variant: String, value: Double)] = [:]
      if let person = personSQL(of: metric) {
        if query.store.schemaVersion >= 2 || metric.id == MetricDefinition.completedID {
          try query.store.query(
            query.sql.exposed + ", person AS (\(person.text)) SELECT variant, user_id, v FROM person",
            parameters + person.extra
          ) { row in
            if let value = row[2].real, value != 0 { found[row[1].text ?? ""] = (row[0].text ?? "", value) }
          }
        }
      } else if query.store.schemaVersion >= 2 {
        found = try answerValues(of: metric)
      }
      people[metric.id] = found
      return found
    }

    /// A `when:` metric (1 when some completed run's answers meet it) or a
    /// `field:` mean (the largest numeric answer), per exposed person.
    private func answerValues(of metric: MetricDefinition) throws -> [String: (
      variant: String, value: Double
    )] {
      var variantOf: [String: String] = [:]
      try query.store.query(query.sql.exposed + " SELECT user_id, variant FROM exposed", parameters) {
        variantOf[$0[0].text ?? ""] = $0[1].text ?? ""
      }
      var found: [String: (variant: String, value: Double)] = [:]
      let decoder = JSONDecoder()
      var decoded: [String: JSONValue?] = [:]
      try query.store.query(query.sql.answers, parameters) { row in
        guard let user = row[0].text, let variant = variantOf[user], let text = row[1].text else { return }
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
