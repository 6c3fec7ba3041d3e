/// Writes JSON text with keys in a chosen order, for output people read
/// (`onboard run` prints a User with `id` first and fields in schema order).
package enum JSONWriter {
  /// An object whose members keep the given order, on one line.
  package static func object(_ members: [(String, JSONValue)]) -> String {
    "{" + members.map { "\(string($0.0)):\(value($0.1))" }.joined(separator: ",") + "}"
  }

  /// Any value on one line; object keys sorted.
  package static func value(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return JSONValue.numberText(number)
    case .string(let text): return string(text)
    case .array(let items): return "[" + items.map(Self.value).joined(separator: ",") + "]"
    case .object(let members): return object(members.keys.sorted().map { ($0, members[$0] ?? .null) })
    }
  }

  /// A JSON string literal, escaped as the canonical writer escapes it.
  package static func string(_ text: String) -> String {
    var out = ""
    JSONValue.writeString(text, into: &out)
    return out
  }
}
