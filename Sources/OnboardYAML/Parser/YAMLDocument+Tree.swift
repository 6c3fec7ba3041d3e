extension YAMLDocument {
  /// The document as a ``YAMLNode`` tree, as ``YAMLParser/parse(_:file:limits:)`` returns it.
  ///
  /// An alias becomes a copy of its anchor's node at the alias's mark; copies
  /// of one anchor share their storage, as values do. The recursion is as
  /// deep as the document, which ``YAMLLimits/maxDepth`` bounds.
  func tree() -> YAMLNode {
    var converter = TreeConverter(document: self)
    return converter.node(root)
  }
}

/// Turns document nodes into ``YAMLNode``s, remembering the content of
/// every converted node when the document has aliases, so that the copies
/// an alias makes share one array or string.
private struct TreeConverter {
  let document: YAMLDocument
  /// Content already made, by kind, style, start and count: an alias and its anchor agree on all four.
  private var made: [ContentKey: YAMLNode.Content] = [:]

  private struct ContentKey: Hashable {
    let kind: UInt8
    let style: YAMLNode.ScalarStyle
    let start: UInt32
    let count: UInt32
  }

  init(document: YAMLDocument) {
    self.document = document
  }

  mutating func node(_ index: Int) -> YAMLNode {
    YAMLNode(content: content(index), mark: document.mark(index), tag: document.tag(index))
  }

  private mutating func content(_ index: Int) -> YAMLNode.Content {
    let entry = document.nodes[index]
    let key = ContentKey(
      kind: entry.kind.rawValue, style: entry.style, start: entry.start, count: entry.count)
    if document.hasAliases, let known = made[key] { return known }
    let content: YAMLNode.Content
    switch entry.kind {
    case .scalar:
      content = .scalar(document.string(index) ?? "", entry.style)
    case .sequence:
      var elements: [YAMLNode] = []
      elements.reserveCapacity(Int(entry.count))
      for child in document.childNodes(index) { elements.append(node(Int(child))) }
      content = .sequence(elements)
    case .mapping:
      var pairs: [YAMLPair] = []
      pairs.reserveCapacity(Int(entry.count) / 2)
      for pair in 0..<document.pairCount(index) {
        pairs.append(YAMLPair(key: node(document.key(index, pair)), value: node(document.value(index, pair))))
      }
      content = .mapping(pairs)
    }
    if document.hasAliases { made[key] = content }
    return content
  }
}
