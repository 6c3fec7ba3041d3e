import OnboardKit

/// The values a flow's conditions compare each name with, so answers can be
/// made on either side of every branch: `{age: {$lt: 18}}` gives age 17,
/// 18 and 19.
struct ConditionLiterals: Sendable {
  private(set) var values: [String: [JSONValue]] = [:]

  /// The literals of every branch, `when:` and final rule of `flow` (sub-flows included).
  init(_ flow: FlowDefinition) {
    add(flow)
  }

  /// The values compared with `name`, in the order first written.
  subscript(name: String) -> [JSONValue] { values[name] ?? [] }

  private mutating func add(_ flow: FlowDefinition) {
    for step in flow.steps {
      if let when = step.when { walk(when.json, name: nil) }
      for field in step.fields { if let when = field.when { walk(when.json, name: nil) } }
      for rule in step.next { if let when = rule.when { walk(when.json, name: nil) } }
      for rule in step.rules { walk(rule.when.json, name: nil) }
      if let sub = step.include?.flow?.value { add(sub) }
    }
  }

  private mutating func walk(_ json: JSONValue, name: String?) {
    switch json {
    case .object(let members):
      for (key, value) in members.sorted(by: { $0.key < $1.key }) {
        walk(value, name: key.hasPrefix("$") ? name : key)
      }
    case .array(let items):
      for item in items { walk(item, name: name) }
    case .number(let number):
      guard let name else { return }
      for value in [number - 1, number, number + 1] { append(.number(value), to: name) }
    case .string, .bool:
      if let name { append(json, to: name) }
    case .null:
      break
    }
  }

  private mutating func append(_ value: JSONValue, to name: String) {
    if values[name]?.contains(value) != true { values[name, default: []].append(value) }
  }
}
