extension YAMLDocument {
  /// A ``YAMLNode`` tree as a document, for decoding a tree made elsewhere.
  ///
  /// Marks keep their lines and columns; every mark names the file of the
  /// root's mark.
  init(tree root: YAMLNode) {
    self.init(file: root.mark.file)
    self.root = append(root)
  }

  private mutating func append(_ node: YAMLNode) -> Int {
    let index = nodes.count
    var tagIndex: Int32 = -1
    if let tag = node.tag {
      tagIndex = Int32(truncatingIfNeeded: tags.count)
      tags.append(tag)
    }
    nodes.append(
      Node(
        kind: .scalar, style: .plain, tag: tagIndex, line: UInt32(clamping: node.mark.line),
        column: UInt32(clamping: node.mark.column), start: 0, count: 0))
    var kids: [UInt32] = []
    switch node.content {
    case .scalar(let string, let style):
      nodes[index].style = style
      nodes[index].isASCII = string.utf8.allSatisfy { $0 < 0x80 }
      nodes[index].start = UInt32(truncatingIfNeeded: text.count)
      nodes[index].count = UInt32(truncatingIfNeeded: string.utf8.count)
      text.append(contentsOf: string.utf8)
      return index
    case .sequence(let elements):
      nodes[index].kind = .sequence
      for element in elements { kids.append(UInt32(truncatingIfNeeded: append(element))) }
    case .mapping(let pairs):
      nodes[index].kind = .mapping
      for pair in pairs {
        kids.append(UInt32(truncatingIfNeeded: append(pair.key)))
        kids.append(UInt32(truncatingIfNeeded: append(pair.value)))
      }
    }
    nodes[index].start = UInt32(truncatingIfNeeded: children.count)
    nodes[index].count = UInt32(truncatingIfNeeded: kids.count)
    children += kids
    return index
  }
}
