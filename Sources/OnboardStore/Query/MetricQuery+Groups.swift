import Foundation
import OnboardKit

extension MetricQuery {
  /// Each person exposed to one variant of `experiment`: their variant and
  /// the value of `attribute` in their first exposure's dimensions (the
  /// flow's `dimensions:`, docs/events.md), as text; `nil` when it has none.
  ///
  /// - Throws: ``StoreError`` when the query fails.
  package func dimension(_ attribute: String, flow: String, experiment: String) throws -> [String: (
    variant: String, value: String?
  )] {
    var found: [String: (variant: String, value: String?)] = [:]
    var parsed: [String: String?] = [:]
    let decoder = JSONDecoder()
    try store.query(sql.dimensions, [.text(flow), .text(experiment)]) { row in
      guard let user = row[0].text, let variant = row[1].text else { return }
      var value: String?
      if let text = row[2].text {
        if let known = parsed[text] {
          value = known
        } else {
          if case .object(let members)? = try? decoder.decode(JSONValue.self, from: Data(text.utf8)) {
            switch members[attribute] {
            case .string(let string)?: value = string
            case .number(let number)?: value = number.rounded() == number ? String(Int(number)) : "\(number)"
            case .bool(let flag)?: value = flag ? "true" : "false"
            default: value = nil
            }
          }
          parsed[text] = .some(value)
        }
      }
      found[user] = (variant, value)
    }
    return found
  }

  /// ``statistics(flow:experiment:metrics:)`` per group of people: `groups`
  /// gives each person's group (people in none are left out); each person's
  /// value of every metric is read once and summed per group and variant.
  ///
  /// - Throws: ``StoreError`` when a query fails.
  package func statistics(
    flow: String, experiment: String, metrics: [MetricDefinition], groups: [String: String],
    variants: [String: String]
  ) throws -> [String: MetricQueryResult] {
    var users: [String: [String: Int]] = [:]
    for (user, group) in groups {
      guard let variant = variants[user] else { continue }
      users[group, default: [:]][variant, default: 0] += 1
    }
    let allVariants = Set(variants.values).sorted()
    var context = Context(query: self, flow: flow, experiment: experiment, users: [:])
    var results: [String: MetricQueryResult] = [:]
    for group in users.keys {
      results[group] = MetricQueryResult(
        statistics: [], multipleExposures: 0, unexposedOutcomeUsers: 0, unexposedOutcomes: 0)
    }
    for metric in metrics {
      var sums: [String: [String: MetricSums]] = [:]
      func add(_ user: String, _ change: (inout MetricSums) -> Void) {
        guard let group = groups[user], let variant = variants[user] else { return }
        change(&sums[group, default: [:]][variant, default: MetricSums()])
      }
      if metric.type == .ratio {
        let (top, bottom) = try Context.ratioParts(of: metric, among: metrics)
        let x = try context.values(of: top)
        for (user, entry) in x { add(user) { $0.add(entry.value) } }
        try context.eachValue(of: bottom) { user, person in
          add(user) { $0.add(denominator: person.value, numerator: x[user]?.value ?? 0) }
        }
      } else {
        for (user, entry) in try context.values(of: metric) { add(user) { $0.add(entry.value) } }
      }
      for group in users.keys {
        results[group]?.statistics.append(
          allVariants.map { variant in
            (sums[group]?[variant] ?? MetricSums()).statistics(
              metric: metric.id, variant: variant, users: users[group]?[variant] ?? 0,
              isRatio: metric.type == .ratio)
          })
      }
    }
    return results
  }
}
