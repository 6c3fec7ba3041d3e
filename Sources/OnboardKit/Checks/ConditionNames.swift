/// The attribute names a condition reads, found the way
/// ``Condition/attributeNames`` finds them, but handed over one by one
/// without building a set, and without making a string for a name that is a
/// whole key (most are), so checking thousands of conditions stays cheap.
///
/// It must list exactly the names of ``Condition/attributeNames`` (a test
/// compares the two on many conditions).
enum ConditionNames {
  /// Calls `body` with the name of every attribute `json` reads, through
  /// `$and`, `$or`, `$nor` and `$not`; a name may come more than once.
  static func forEach(in json: JSONValue, _ body: (String) -> Void) {
    visit(json, depth: 0, body)
  }

  private static func visit(_ json: JSONValue, depth: Int, _ body: (String) -> Void) {
    guard depth <= ConditionChecker.maxDepth, case .object(let entries) = json else { return }
    for (key, value) in entries {
      // Every operator starts with `$`, and nothing else is equal to one that does.
      guard key.utf8.first == UInt8(ascii: "$") else {
        body(name(of: key))
        continue
      }
      switch key {
      case "$and", "$or", "$nor":
        for item in value.arrayValue ?? [] { visit(item, depth: depth + 1, body) }
      case "$not":
        visit(value, depth: depth + 1, body)
      case _ where Condition.operators.contains(key):
        continue  // A misplaced operator, which `problems()` reports; not an attribute.
      default:
        body(name(of: key))
      }
    }
  }

  /// The attribute a key reads: the key itself unless it has a `.` in it.
  private static func name(of key: String) -> String {
    key.utf8.contains(UInt8(ascii: ".")) ? AttributePath.attributeName(of: key) : key
  }
}
