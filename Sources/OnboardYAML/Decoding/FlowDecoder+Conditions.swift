extension NodeReader {
  /// A condition in GrowthBook's language, written as a YAML mapping; each
  /// problem it has (an unknown operator, a wrong shape, a bad regex) is
  /// reported at the node it is about.
  mutating func condition(_ node: YAMLNode) -> Condition? {
    guard node.pairs != nil else {
      error(
        "a condition must be a mapping such as { age: { $lt: 18 } }, not \(node.kindDescription)",
        at: node.mark)
      return nil
    }
    guard let json = json(node) else { return nil }
    let condition = Condition(json)
    for problem in condition.problems() {
      error(
        "\(problem.message) (in condition at '\(problem.pathDescription)')",
        at: node.descendant(at: problem.path).mark)
    }
    return condition
  }
}

extension YAMLNode {
  /// The deepest node along a condition problem's path (a key's own node for
  /// the last component that names a key, so the caret points at `$ltt`).
  func descendant(at path: [ConditionProblem.PathComponent]) -> YAMLNode {
    var node = self
    for (position, component) in path.enumerated() {
      switch component {
      case .key(let key):
        guard let pair = node.pairs?.first(where: { $0.key.scalar == key }) else { return node }
        if position == path.count - 1 { return pair.key }
        node = pair.value
      case .index(let index):
        guard let elements = node.elements, elements.indices.contains(index) else { return node }
        node = elements[index]
      }
    }
    return node
  }
}
