/// One node of a parsed YAML document, with the mark where it starts.
///
/// Scalars stay strings: libyaml is YAML 1.1, where `no` would be `false`, so
/// a scalar is converted only when the flow decoder knows the field's kind.
/// Aliases are already resolved: an alias node is a copy of its anchor's node
/// (values share storage, so a copy costs nothing).
package struct YAMLNode: Sendable, Hashable {
  /// The content of a node.
  package enum Content: Sendable, Hashable {
    /// A scalar with its text and how it was written.
    case scalar(String, ScalarStyle)
    /// A sequence of nodes.
    case sequence([YAMLNode])
    /// A mapping, with its pairs in source order (keys are unique).
    case mapping([YAMLPair])
  }

  /// How a scalar was written; a plain `~` is null, a quoted `"~"` is text.
  package enum ScalarStyle: Sendable, Hashable {
    /// Unquoted.
    case plain
    /// In single quotes.
    case singleQuoted
    /// In double quotes.
    case doubleQuoted
    /// A `|` block.
    case literal
    /// A `>` block.
    case folded
  }

  /// What the node holds.
  package var content: Content
  /// Where the node starts.
  package var mark: SourceMark
  /// An explicit tag such as `!include`, when one was written.
  package var tag: String?
}

// NB: this initialiser lives in an extension so that the struct keeps its
// implicit memberwise initialiser, which the parser uses: in release builds the
// memberwise one moves its arguments, where this one copies them and then
// destroys the originals (measured: 10% of a parse).
extension YAMLNode {
  /// Creates a node.
  package init(_ content: Content, mark: SourceMark, tag: String? = nil) {
    self.content = content
    self.mark = mark
    self.tag = tag
  }
}

/// A key and its value in a YAML mapping.
package struct YAMLPair: Sendable, Hashable {
  /// The key node (a scalar in every flow file).
  package var key: YAMLNode
  /// The value node.
  package var value: YAMLNode

  /// Creates a pair.
  package init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

extension YAMLNode {
  /// The text, when this node is a scalar.
  package var scalar: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  /// True for a plain `~`, `null`, `Null`, `NULL` or empty plain scalar.
  package var isNull: Bool {
    guard case .scalar(let text, .plain) = content else { return false }
    return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  /// The pairs, when this node is a mapping.
  package var pairs: [YAMLPair]? {
    if case .mapping(let pairs) = content { return pairs }
    return nil
  }

  /// The elements, when this node is a sequence.
  package var elements: [YAMLNode]? {
    if case .sequence(let elements) = content { return elements }
    return nil
  }

  /// The value for a scalar key in a mapping node.
  package subscript(key: String) -> YAMLNode? {
    pairs?.first { $0.key.scalar == key }?.value
  }

  /// "a mapping", "a sequence" or "a scalar", for messages.
  package var kindDescription: String {
    switch content {
    case .scalar: return "a scalar"
    case .sequence: return "a sequence"
    case .mapping: return "a mapping"
    }
  }
}
