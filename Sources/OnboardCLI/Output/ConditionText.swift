import OnboardKit

/// A condition written compactly on one line: `{age: {$lt: 18}}`, as
/// `check --outline` lists branches and `graph` labels edges.
enum ConditionText {
  /// The condition in flow-style YAML, keys sorted.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .string(let text): return text
    case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.keys.sorted().map { "\($0): \(describe(members[$0] ?? .null))" }.joined(separator: ", ")
        + "}"
    }
  }
}
