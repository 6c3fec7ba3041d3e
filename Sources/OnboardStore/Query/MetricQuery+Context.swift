import Foundation
import OnboardKit

extension MetricQuery {
  /// One call's state: the exposed people per variant, and each person's
  /// value of the metrics a ratio needed, once each.
  struct Context {
    let query: MetricQuery
    /// The flow's name.
    let flow: String
    /// The experiment's key.
    let experiment: String
    /// `$1` the flow, `$2` the experiment.
    var parameters: [SQLValue] { [.text(flow), .text(experiment)] }
    /// Exposed people per variant.
    let users: [String: Int]
    /// Per metric id, each exposed person's non-zero value, by user, with their variant.
    private var people: [String: [String: PersonValue]] = [:]
    /// Per metric id, its sums per variant from ``sumsInStore(of:)``.
    var storeSums: [String: [String: StoreSums]] = [:]
    /// The distinct answer texts of the experiment, decoded, once a metric
    /// asked (`.some(nil)`: more than ``answerTextLimit``).
    private var texts: [(text: String, answers: JSONValue?)]??

    init(query: MetricQuery, flow: String, experiment: String, users: [String: Int]) {
      self.query = query
      self.flow = flow
      self.experiment = experiment
      self.users = users
    }

    /// The statistics of `metric` in each variant.
    mutating func statistics(
      of metric: MetricDefinition, among metrics: [MetricDefinition], variants: [String]
    ) throws -> [MetricStatistics] {
      var sums: [String: MetricSums] = [:]
      if metric.type == .ratio {
        let (numerator, denominator) = try Self.ratioParts(of: metric, among: metrics)
        if denominator.id == MetricDefinition.completedID, let tallied = query.sql.completedSums,
          let x = try sumsInStore(of: numerator, among: metrics),
          x.values.allSatisfy({ $0.completedCross != nil })
        {
          // Over the tallies: y is 1 for each completer, so Σy and Σy² are the tally's count, and
          // Σxy is the store's sum of the numerator over the completers.
          for (variant, found) in x {
            sums[variant] = MetricSums(sum: found.sum, squares: found.squares)
            sums[variant]?.crossProducts = found.completedCross ?? 0
          }
          try query.store.query(tallied, parameters) { row in
            let count = row[1].real ?? 0
            sums[row[0].text ?? "", default: MetricSums()].denominators = count
            sums[row[0].text ?? "", default: MetricSums()].denominatorSquares = count
          }
        } else {
          // The numerator's people are kept (by user); the denominator's stream past.
          let x = try values(of: numerator)
          for (_, entry) in x { sums[entry.variant, default: MetricSums()].add(entry.value) }
          try eachValue(of: denominator) { user, person in
            sums[person.variant, default: MetricSums()].add(
              denominator: person.value, numerator: x[user]?.value ?? 0)
          }
        }
      } else if let found = try sumsInStore(of: metric, among: metrics) {
        sums = found.mapValues { MetricSums(sum: $0.sum, squares: $0.squares) }
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

    /// One variant's sums of a metric from the store: Σx, Σx², and over
    /// the tallies Σx over the people who completed.
    struct StoreSums {
      var sum: Double
      var squares: Double
      var completedCross: Double?
    }

    /// Per variant, `metric`'s sums added up in the store (no person's row
    /// read here), once per metric: `completed`, outcome metrics (with the
    /// others of their event among `metrics`: ``outcomeSums(of:among:)``),
    /// and answer metrics over the tallies or with at most ``answerTextLimit``
    /// texts; `nil` for the rest.
    private mutating func sumsInStore(of metric: MetricDefinition, among metrics: [MetricDefinition]) throws
      -> [String: StoreSums]?
    {
      if let known = storeSums[metric.id] { return known }
      var found: [String: StoreSums] = [:]
      if metric.event != nil, query.store.schemaVersion >= 2 {
        return try outcomeSums(of: metric, among: metrics)
      } else if metric.id == MetricDefinition.completedID, let tallied = query.sql.completedSums {
        try query.store.query(tallied, parameters) { row in
          found[row[0].text ?? ""] = StoreSums(sum: row[1].real ?? 0, squares: row[2].real ?? 0)
        }
      } else if metric.event == nil, metric.when != nil || metric.field != nil,
        let sets = query.sql.answerSets
      {
        // Each set of answers valued once (a person's best answer), times its people.
        let decoder = JSONDecoder()
        var undecodable = false
        try query.store.query(sets, parameters) { row in
          let people = row[3].real ?? 0
          guard let texts = try? decoder.decode([JSONValue].self, from: Data((row[2].text ?? "").utf8)) else {
            undecodable = true
            return
          }
          let value = Self.bestValue(of: metric, among: texts)
          guard value != 0 else { return }
          let completed = (row[1].integer ?? 0) != 0
          var sums = found[row[0].text ?? ""] ?? StoreSums(sum: 0, squares: 0, completedCross: 0)
          sums.sum += people * value
          sums.squares += people * value * value
          sums.completedCross = (sums.completedCross ?? 0) + (completed ? people * value : 0)
          found[row[0].text ?? ""] = sums
        }
        // A text that is not JSON is valued 0 alone, beside the person's other answers: read per person.
        if undecodable { return nil }
      } else {
        guard let person = try personSQL(of: metric) else { return nil }
        if query.store.schemaVersion >= 2 || metric.id == MetricDefinition.completedID {
          let cross = person.tellsCompleted ? ", SUM(v * c)" : ""
          try query.store.query(
            query.sql.exposed + ", person AS (\(person.text)) "
              + "SELECT variant, SUM(v), SUM(v * v)\(cross) FROM person GROUP BY variant",
            parameters + person.extra
          ) { row in
            found[row[0].text ?? ""] = StoreSums(
              sum: row[1].real ?? 0, squares: row[2].real ?? 0,
              completedCross: person.tellsCompleted ? row[3].real ?? 0 : nil)
          }
        }
      }
      storeSums[metric.id] = found
      return found
    }

    /// The most distinct answer texts an answer metric is valued for in the
    /// store (one parameter each, compared with each answer read); past it,
    /// every person's answers are read and valued here.
    static let answerTextLimit = 64

    /// The SQL of each exposed person's non-zero value (`variant, user_id, v, first_ms`)
    /// inside the `exposed` CTE (an outcome metric's event and window as
    /// `$3`, `$4`, an answer metric's valued texts from `$3` on): `completed`, outcome metrics, and answer metrics whose answers have
    /// at most ``answerTextLimit`` distinct texts (each valued once here).
    /// Over the tallies an outcome or answer metric's rows also say whether
    /// the person completed (`c`, and `tellsCompleted`).
    private mutating func personSQL(of metric: MetricDefinition) throws -> (
      text: String, extra: [SQLValue], tellsCompleted: Bool
    )? {
      if metric.id == MetricDefinition.completedID { return (query.sql.completed, [], false) }
      let tells = query.sql.completedSums != nil
      let completed = tells ? ", MAX(e.completed) AS c" : ""
      guard let event = metric.event else {
        guard query.store.schemaVersion >= 2, metric.when != nil || metric.field != nil,
          let table = try answerTable(of: metric)
        else {
          return nil
        }
        // Each text a parameter ($3 on), each value a number written into the text.
        let rows = table.enumerated().map {
          "SELECT CAST($\($0.offset + 3) AS TEXT) AS data, CAST(\($0.element.value) AS DOUBLE PRECISION) AS v"
        }
        let values =
          rows.isEmpty
          ? "SELECT CAST(NULL AS TEXT) AS data, CAST(0 AS DOUBLE PRECISION) AS v WHERE 1 = 0"
          : rows.joined(separator: " UNION ALL ")
        // Over the rollups the answers are read first and a person looked up by key only for an answer
        // with a value (SQLite keeps CROSS JOIN's order): half the time of a key lookup per exposed person.
        let join =
          query.readsRollups
          ? "(\(query.sql.answers)) a CROSS JOIN (\(values)) m CROSS JOIN exposed e "
            + "WHERE m.data = a.data AND e.user_id = a.user_id"
          : "exposed e JOIN (\(query.sql.answers)) a ON a.user_id = e.user_id JOIN (\(values)) m ON m.data = a.data"
        // Over the rollups grouped in the order the answers are read (by person), so without a sort.
        let group = query.readsRollups ? "a.user_id, e.variant" : "e.variant, e.user_id"
        return (
          "SELECT e.variant, \(query.readsRollups ? "a" : "e").user_id AS user_id, MAX(m.v) AS v, "
            + "MIN(e.first_ms) AS first_ms\(completed) "
            + "FROM \(join) GROUP BY \(group)",
          table.map { .text($0.text) },
          tells
        )
      }
      let aggregate: String
      switch metric.type == .proportion ? nil : (metric.value ?? .sum) {
      case nil: aggregate = "1"
      case .sum?: aggregate = "SUM(o.value)"
      case .count?: aggregate = "COUNT(*)"
      case .max?: aggregate = "MAX(o.value)"
      }
      let window = metric.within?.milliseconds ?? Int64.max / 4
      return (
        "SELECT e.variant, e.user_id, \(aggregate) AS v, MIN(e.first_ms) AS first_ms\(completed) "
          + "FROM exposed e JOIN outcomes o "
          + "ON o.flow = $1 AND o.user_id = e.user_id AND o.event = $3 AND o.time_ms >= e.first_ms "
          + "AND o.time_ms <= e.first_ms + $4 GROUP BY e.variant, e.user_id",
        [.text(event), .integer(window)], tells
      )
    }

    /// Each distinct answer text of the experiment's completed exposed
    /// sessions with a non-zero value of an answer metric (as
    /// ``answerValue(of:in:)`` gives it), once per call; `nil` when there
    /// are more than ``answerTextLimit`` texts, or a value is not finite.
    private mutating func answerTable(of metric: MetricDefinition) throws -> [(text: String, value: Double)]?
    {
      if texts == nil {
        var found: [String] = []
        try query.store.query(
          "SELECT DISTINCT data FROM (\(query.sql.answers)) a LIMIT \(Self.answerTextLimit + 1)", parameters
        ) { row in
          if let text = row[0].text { found.append(text) }
        }
        texts =
          found.count > Self.answerTextLimit
          ? .some(nil)
          : .some(
            found.sorted().map { text in
              (text, try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))
            })
      }
      guard case .some(.some(let decoded)) = texts else { return nil }
      var table: [(text: String, value: Double)] = []
      for (text, answers) in decoded {
        guard let answers else { continue }
        let value = Self.answerValue(of: metric, in: answers)
        guard value.isFinite else { return nil }
        if value != 0 { table.append((text, value)) }
      }
      return table
    }

    /// A person's value of an answer metric from their answers: the greatest
    /// value that is not 0 (as ``answerValues(of:)`` and the SQL's `MAX` over
    /// the valued texts take it), else 0.
    static func bestValue(of metric: MetricDefinition, among answers: [JSONValue]) -> Double {
      answers.map { answerValue(of: metric, in: $0) }.filter { $0 != 0 }.max() ?? 0
    }

    /// A `when:` metric's value in one run's answers (1 when they meet it),
    /// or a `field:` mean's (the answer when it is a number); else 0.
    static func answerValue(of metric: MetricDefinition, in answers: JSONValue) -> Double {
      if let when = metric.when { return when.evaluate(answers) ? 1 : 0 }
      if let field = metric.field, case .object(let members) = answers,
        case .number(let number)? = members[field]
      {
        return number
      }
      return 0
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

    /// One exposed person's value of a metric, with their variant and first exposure.
    struct PersonValue {
      var variant: String
      /// The person's first exposure, in ms since 1970.
      var first: Int64
      var value: Double
    }

    /// Each exposed person's non-zero value of a metric, by user; read once
    /// per metric and kept for the rest of the call.
    mutating func values(of metric: MetricDefinition) throws -> [String: PersonValue] {
      if let known = people[metric.id] { return known }
      var found: [String: PersonValue] = [:]
      try eachValue(of: metric) { user, person in found[user] = person }
      people[metric.id] = found
      return found
    }

    /// Hands `body` each exposed person's non-zero value of a metric (by
    /// user), once per person, keeping none of them (unless ``values(of:)``
    /// already did).
    mutating func eachValue(
      of metric: MetricDefinition, _ body: (_ user: String, _ person: PersonValue) throws -> Void
    ) throws {
      if let known = people[metric.id] {
        for (user, entry) in known { try body(user, entry) }
        return
      }
      if let person = try personSQL(of: metric) {
        guard query.store.schemaVersion >= 2 || metric.id == MetricDefinition.completedID else { return }
        try query.store.query(
          query.sql.exposed + ", person AS (\(person.text)) SELECT variant, user_id, v, first_ms FROM person",
          parameters + person.extra
        ) { row in
          if let value = row[2].real, value != 0 {
            try body(
              row[1].text ?? "",
              PersonValue(variant: row[0].text ?? "", first: row[3].integer ?? 0, value: value))
          }
        }
      } else if query.store.schemaVersion >= 2 {
        for (user, entry) in try answerValues(of: metric) { try body(user, entry) }
      }
    }

    /// A `when:` metric (1 when some completed run's answers meet it) or a
    /// `field:` mean (the largest numeric answer), per exposed person.
    private func answerValues(of metric: MetricDefinition) throws -> [String: PersonValue] {
      var found: [String: PersonValue] = [:]
      let decoder = JSONDecoder()
      var decoded: [String: JSONValue?] = [:]
      // Joined with `exposed` in the store: no table of every exposed person here.
      try query.store.query(
        query.sql.exposed + " SELECT a.user_id, a.data, e.variant, e.first_ms FROM (\(query.sql.answers)) a "
          + "JOIN exposed e ON e.user_id = a.user_id", parameters
      ) { row in
        guard let user = row[0].text, let text = row[1].text, let variant = row[2].text else { return }
        if decoded[text] == nil {
          decoded[text] = .some(try? decoder.decode(JSONValue.self, from: Data(text.utf8)))
        }
        guard case .some(.some(let answers)) = decoded[text] else { return }
        let value = Self.answerValue(of: metric, in: answers)
        if value != 0 {
          found[user] = PersonValue(
            variant: variant, first: row[3].integer ?? 0, value: max(value, found[user]?.value ?? value))
        }
      }
      return found
    }
  }
}
