extension NodeReader {
  /// A condition in GrowthBook's language, written as a YAML mapping.
  mutating func condition(_ node: YAMLNode) -> Condition? {
    guard node.pairs != nil else {
      error("a condition must be a mapping such as { age: { $lt: 18 } }, not \(node.kindDescription)", at: node.mark)
      return nil
    }
    return json(node).map(Condition.init)
  }
}
