/// GrowthBook's `getPath`: the value at a dotted path such as `father.age`.
///
/// Each step reads an object's key, or an array's canonical index (`0`, `1`,
/// not `01`) or its `length`; any other step, or a step into a scalar, gives
/// `null`, which is what conditions see for a missing attribute. Like
/// GrowthBook's newer SDKs, only own keys count (JavaScript's `in` would also
/// find `toString` on every object).
enum AttributePath {
  /// The value at `path` in `root`, or `null`.
  static func value(at path: String, in root: JSONValue) -> JSONValue {
    // Fast path: a plain name (no dot) read from an object, the common case.
    if case .object(let members) = root, !path.utf8.contains(UInt8(ascii: ".")) {
      return members[path] ?? .null
    }
    var current = root
    for step in path.split(separator: ".", omittingEmptySubsequences: false) {
      switch current {
      case .object(let members):
        guard let member = members[String(step)] else { return .null }
        current = member
      case .array(let items):
        if step == "length" {
          current = .number(Double(items.count))
        } else if let index = canonicalIndex(step), index < items.count {
          current = items[index]
        } else {
          return .null
        }
      default:
        return .null
      }
    }
    return current
  }

  /// The first step of a path: the attribute a condition reads.
  static func attributeName(of path: String) -> String {
    String(path.prefix { $0 != "." })
  }

  private static func canonicalIndex(_ step: Substring) -> Int? {
    guard step.utf8.count <= 10, step == "0" || step.first != "0",
      step.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return Int(step)
  }
}
