/// Writes JSON text with keys in a chosen order, for output people read
/// (`onboard run` prints a User with `id` first and fields in schema order).
public enum JSONWriter {
  /// An object whose members keep the given order, on one line.
  public static func object(_ members: [(String, JSONValue)]) -> String {
    "{" + members.map { "\(string($0.0)):\(value($0.1))" }.joined(separator: ",") + "}"
  }

  /// Any value on one line; object keys sorted.
  public static func value(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      if number.rounded() == number, abs(number) < 9.0e15 { return String(Int(number)) }
      return number.isFinite ? String(number) : "null"
    case .string(let text): return string(text)
    case .array(let items): return "[" + items.map(Self.value).joined(separator: ",") + "]"
    case .object(let members): return object(members.keys.sorted().map { ($0, members[$0] ?? .null) })
    }
  }

  /// A JSON string literal.
  public static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
