/// Placeholder until the condition evaluator lands.
public struct Condition: Sendable, Hashable, Codable {
  /// The condition as JSON.
  public var json: JSONValue
  /// Wraps a condition.
  public init(_ json: JSONValue) { self.json = json }
}
