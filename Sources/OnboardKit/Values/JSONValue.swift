/// A JSON value: what conditions compare, what attributes hold, and what
/// `onboard compile` writes.
///
/// Numbers are `Double`, as in JavaScript, so that conditions behave the way
/// GrowthBook's SDKs do. Object keys keep no order; writers sort them.
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// Any number.
  case number(Double)
  /// A string.
  case string(String)
  /// An ordered list.
  case array([JSONValue])
  /// A mapping from string keys to values.
  case object([String: JSONValue])
}

extension JSONValue {
  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, when this is a number.
  public var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The members, when this is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
  /// A string literal is a string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer literal is a number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A boolean literal is a boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}
