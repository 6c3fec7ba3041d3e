extension Condition {
  /// The top-level attributes the condition reads: the first step of each
  /// attribute path (`father` for `father.age`), through `$and`, `$or`, `$nor`
  /// and `$not`, so a flow checker can flag misspelt attribute names.
  ///
  /// Fields inside `$elemMatch` belong to array elements and are not listed.
  ///
  /// ```swift
  /// Condition(.object([
  ///   "father.age": .object(["$gt": .number(65)]),
  ///   "$or": .array([.object(["name": .string("santa")])]),
  /// ])).attributeNames  // ["father", "name"]
  /// ```
  package var attributeNames: Set<String> {
    var names: Set<String> = []
    Self.collectAttributeNames(in: json, depth: 0, into: &names)
    return names
  }

  private static func collectAttributeNames(in json: JSONValue, depth: Int, into names: inout Set<String>) {
    guard depth <= ConditionChecker.maxDepth, case .object(let entries) = json else { return }
    for (key, value) in entries {
      switch key {
      case "$and", "$or", "$nor":
        for item in value.arrayValue ?? [] {
          collectAttributeNames(in: item, depth: depth + 1, into: &names)
        }
      case "$not":
        collectAttributeNames(in: value, depth: depth + 1, into: &names)
      case _ where operators.contains(key):
        // A misplaced operator, which `problems()` reports; not an attribute.
        continue
      default:
        names.insert(AttributePath.attributeName(of: key))
      }
    }
  }
}
