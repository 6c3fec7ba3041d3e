/// One JSON object of a compiled flow, read strictly: only the keys it may
/// have, each value of the type it must be, every failure naming its path.
struct CompiledObject {
  /// Where the object is, as in `steps[2].fields[0]`; empty at the top.
  let path: String
  private let members: [String: JSONValue]

  /// Reads `value` as an object with only the `allowed` keys.
  init(_ value: JSONValue, at path: String, allowed: [String]) throws(CompiledFlowError) {
    guard case .object(let members) = value else {
      throw .invalidValue(
        path: Self.display(path), message: "expected an object, found \(Self.kind(of: value))")
    }
    for key in members.keys.sorted() where !allowed.contains(key) {
      let hint =
        EditDistance.suggestion(for: key, among: allowed).map { "did you mean '\($0)'?" }
        ?? "expected one of: \(allowed.joined(separator: ", "))"
      throw .invalidValue(path: Self.display(path), message: "unknown key '\(key)'; \(hint)")
    }
    self.path = path
    self.members = members
  }

  /// The path of a member: `steps[2].fields`.
  func path(of key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// Any JSON value, when present.
  func value(_ key: String) -> JSONValue? {
    members[key]
  }

  /// A member that must be present.
  func required(_ key: String) throws(CompiledFlowError) -> JSONValue {
    guard let value = members[key] else {
      throw .invalidValue(path: Self.display(path), message: "missing key '\(key)'")
    }
    return value
  }

  /// A string, when present.
  func string(_ key: String) throws(CompiledFlowError) -> String? {
    guard let value = members[key] else { return nil }
    guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
    return text
  }

  /// A string that must be present.
  func requiredString(_ key: String) throws(CompiledFlowError) -> String {
    guard let text = try string(key) else {
      throw .invalidValue(path: Self.display(path), message: "missing key '\(key)'")
    }
    return text
  }

  /// A whole number, when present.
  func integer(_ key: String) throws(CompiledFlowError) -> Int? {
    guard let value = members[key] else { return nil }
    guard case .number(let number) = value, number == number.rounded(), abs(number) < 9_007_199_254_740_992
    else { throw mismatch(key, "a whole number", value) }
    return Int(number)
  }

  /// Any finite number, when present.
  func number(_ key: String) throws(CompiledFlowError) -> Double? {
    guard let value = members[key] else { return nil }
    guard case .number(let number) = value, number.isFinite else { throw mismatch(key, "a number", value) }
    return number
  }

  /// An array of strings, when present.
  func strings(_ key: String) throws(CompiledFlowError) -> [String]? {
    guard let elements = try array(key) else { return nil }
    var texts: [String] = []
    for element in elements {
      guard case .string(let text) = element.value else {
        throw .invalidValue(
          path: element.path, message: "expected a string, found \(Self.kind(of: element.value))")
      }
      texts.append(text)
    }
    return texts
  }

  /// The members of an object, by key, when present.
  func object(_ key: String) throws(CompiledFlowError) -> [String: JSONValue]? {
    guard let value = members[key] else { return nil }
    guard case .object(let members) = value else { throw mismatch(key, "an object", value) }
    return members
  }

  /// `true` or `false`, when present.
  func boolean(_ key: String) throws(CompiledFlowError) -> Bool? {
    guard let value = members[key] else { return nil }
    guard case .bool(let flag) = value else { throw mismatch(key, "true or false", value) }
    return flag
  }

  /// The elements of an array, each with its path, when present.
  func array(_ key: String) throws(CompiledFlowError) -> [(value: JSONValue, path: String)]? {
    guard let value = members[key] else { return nil }
    guard case .array(let elements) = value else { throw mismatch(key, "an array", value) }
    return elements.enumerated().map { ($0.element, "\(path(of: key))[\($0.offset)]") }
  }

  private func mismatch(_ key: String, _ expected: String, _ value: JSONValue) -> CompiledFlowError {
    .invalidValue(path: path(of: key), message: "expected \(expected), found \(Self.kind(of: value))")
  }

  /// The top is called `(top)` in messages.
  static func display(_ path: String) -> String {
    path.isEmpty ? "(top)" : path
  }

  /// `a string`, `an object`, `null`…
  static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
