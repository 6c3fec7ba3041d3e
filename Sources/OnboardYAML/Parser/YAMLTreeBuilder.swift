/// Builds the node tree of a one-document stream from parsing events, with an
/// explicit stack, enforcing ``YAMLLimits`` on depth and node count as each
/// event arrives.
///
/// No recursion: a 10,000-deep input costs one stack entry per open collection
/// until ``YAMLLimits/maxDepth`` stops it. Finished nodes wait in a
/// ``YAMLNodeScratch`` and move into their parent when it closes. Aliases
/// become copies of their anchor's node (sharing storage) and count as that
/// node's full size, so an alias bomb is refused after a handful of aliases.
///
/// The builder knows nothing of libyaml: ``LibYAMLEventStream`` calls it.
struct YAMLTreeBuilder: ~Copyable {
  /// A finished node that an alias may copy, with the size and height it adds.
  private struct Anchored {
    var node: YAMLNode
    var size: Int
    var height: Int
  }

  private let limits: YAMLLimits
  private let file: String
  /// The open collections, innermost last.
  var stack: [YAMLOpenCollection] = []
  /// The finished children of every open collection, innermost last.
  var scratch = YAMLNodeScratch()
  private var anchors: [String: Anchored] = [:]
  /// Nodes in the document so far, aliases counted at their full size.
  private var nodeCount = 0
  private var sawDocument = false
  private var root: YAMLNode?

  /// Creates a builder for the stream of `file`.
  init(limits: YAMLLimits, file: String) {
    self.limits = limits
    self.file = file
    stack.reserveCapacity(min(max(limits.maxDepth, 0), 64))
  }

  /// A document starts; a second one is refused.
  mutating func startDocument(at mark: SourceMark) throws(DiagnosticError) {
    if sawDocument {
      throw Self.error("a second document starts here; a flow file holds exactly one", at: mark)
    }
    sawDocument = true
  }

  /// The stream ends: the root, or an error when there was no document.
  mutating func finishStream() throws(DiagnosticError) -> YAMLNode {
    guard let root else {
      let start = SourceMark(file: file, line: 1, column: 1)
      throw Self.error("file is empty; expected a mapping", at: start)
    }
    return root
  }

  /// A scalar.
  mutating func scalar(
    _ text: consuming String, _ style: YAMLNode.ScalarStyle, at mark: consuming SourceMark,
    anchor: consuming String?, tag: consuming String?
  ) throws(DiagnosticError) {
    try count(1, at: mark)
    try finish(
      YAMLNode(content: .scalar(text, style), mark: mark, tag: tag), size: 1, height: 0, anchor: anchor)
  }

  /// A sequence or mapping starts.
  mutating func open(
    _ kind: YAMLOpenCollection.Kind, at mark: consuming SourceMark, anchor: consuming String?,
    tag: consuming String?
  ) throws(DiagnosticError) {
    if stack.count >= limits.maxDepth {
      throw Self.error("nesting deeper than \(limits.maxDepth) levels", at: mark)
    }
    try count(1, at: mark)
    stack.append(
      YAMLOpenCollection(kind: kind, mark: mark, anchor: anchor, tag: tag, start: scratch.count))
  }

  /// The innermost open sequence or mapping ends.
  mutating func close() throws(DiagnosticError) {
    // libyaml pairs every end with a start, so the stack is never empty here.
    guard let collection = stack.popLast() else { return }
    let content: YAMLNode.Content =
      switch collection.kind {
      case .sequence: .sequence(scratch.popElements(from: collection.start))
      case .mapping: .mapping(scratch.popPairs(from: collection.start))
      }
    try finish(
      YAMLNode(content: content, mark: collection.mark, tag: collection.tag), size: collection.size,
      height: collection.height, anchor: collection.anchor)
  }

  /// An alias: a copy of its anchor's node, at the alias's mark.
  mutating func alias(_ name: String, at mark: SourceMark) throws(DiagnosticError) {
    guard let anchored = anchors[name] else {
      if stack.contains(where: { $0.anchor == name }) {
        throw Self.error("alias '*\(name)' refers to a node that contains it", at: mark)
      }
      throw Self.error("unknown alias '*\(name)'; no anchor '&\(name)' comes before it", at: mark)
    }
    if stack.count + anchored.height > limits.maxDepth {
      throw Self.error("nesting deeper than \(limits.maxDepth) levels", at: mark)
    }
    try count(anchored.size, at: mark)
    var node = anchored.node
    node.mark = mark
    try finish(node, size: anchored.size, height: anchored.height, anchor: nil)
  }

  /// Hands a finished node to the collection that holds it, or makes it the
  /// root; then records it under its anchor, if it has one.
  private mutating func finish(
    _ node: consuming YAMLNode, size: Int, height: Int, anchor: borrowing String?
  ) throws(DiagnosticError) {
    let top = stack.count - 1
    if top >= 0 {
      stack[top].count(size: size, height: height)
      if stack[top].kind == .mapping && (scratch.count - stack[top].start) % 2 == 0,
        case .scalar(let text, _) = node.content
      {
        try checkUnique(key: text, at: node.mark, in: top)
      }
      scratch.push(node)
    } else {
      root = node
    }
    if let name = copy anchor { remember(name, size: size, height: height) }
  }

  /// Records the node just finished under an anchor name.
  private mutating func remember(_ anchor: String, size: Int, height: Int) {
    // Read back from where the node went: copying it before would cost every node.
    let placed = stack.isEmpty ? root : scratch[scratch.count - 1]
    if let placed { anchors[anchor] = Anchored(node: placed, size: size, height: height) }
  }

  private mutating func count(_ nodes: Int, at mark: borrowing SourceMark) throws(DiagnosticError) {
    // NB: `nodes` never exceeds maxNodes (it is a finished node's size), so no overflow.
    nodeCount += nodes
    if nodeCount > limits.maxNodes {
      throw Self.error(
        "document expands to more than \(limits.maxNodes) nodes (alias bomb?)", at: copy mark)
    }
  }

  /// A failure at a mark.
  static func error(_ message: String, at mark: SourceMark) -> DiagnosticError {
    DiagnosticError([.error(message, at: mark)])
  }
}
