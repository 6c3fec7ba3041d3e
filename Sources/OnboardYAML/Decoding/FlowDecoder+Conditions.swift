extension NodeReader {
  /// A condition in GrowthBook's language, written as a YAML mapping; each
  /// problem it has (an unknown operator, a wrong shape, a bad regex) is
  /// reported at the node it is about.
  mutating func condition(_ node: Int) -> Condition? {
    guard document.kind(node) == .mapping else {
      error(
        "a condition must be a mapping such as { age: { $lt: 18 } }, not \(document.kindDescription(node))",
        at: document.mark(node))
      return nil
    }
    guard let json = json(node) else { return nil }
    let condition = Condition(json)
    for problem in condition.problems() {
      error(
        "\(problem.message) (in condition at '\(problem.pathDescription)')",
        at: document.mark(document.descendant(of: node, at: problem.path)))
    }
    return condition
  }
}

extension YAMLDocument {
  /// The deepest node along a condition problem's path (a key's own node for
  /// the last component that names a key, so the caret points at `$ltt`).
  func descendant(of start: Int, at path: [ConditionProblem.PathComponent]) -> Int {
    var node = start
    for (position, component) in path.enumerated() {
      switch component {
      case .key(let key):
        guard let pair = (0..<pairCount(node)).first(where: { string(self.key(node, $0)) == key }) else {
          return node
        }
        if position == path.count - 1 { return self.key(node, pair) }
        node = value(node, pair)
      case .index(let index):
        let elements = kind(node) == .sequence ? childNodes(node) : []
        guard index >= 0, index < elements.count else { return node }
        node = Int(elements[elements.startIndex + index])
      }
    }
    return node
  }
}
