/// Builds a ``YAMLDocument`` from parsing events, with an explicit stack,
/// enforcing ``YAMLLimits`` on depth and node count as each event arrives.
///
/// No recursion: a 10,000-deep input costs one stack entry per open collection
/// until ``YAMLLimits/maxDepth`` stops it. The finished children of open
/// collections wait in a scratch list of node numbers and move into the
/// document's child index when their collection closes. An alias becomes a
/// node that shares its anchor's content and counts as that node's full
/// size, so an alias bomb is refused after a handful of aliases.
///
/// The builder knows nothing of libyaml: ``LibYAMLEventStream`` calls it.
struct YAMLDocumentBuilder {
  /// A sequence or mapping whose end has not arrived yet.
  struct Open {
    var kind: YAMLDocument.Kind
    /// Its node number.
    var node: Int
    var anchor: String?
    /// Where its children start in `scratch`.
    var start: Int
    /// This node and everything below it, aliases at full size.
    var size = 1
    /// Collection levels from this one down (1 when it holds only scalars).
    var height = 1
    /// Key text → scratch index of the key, for large mappings only.
    var keyIndex: [String: Int]?
    /// Whether this is the sequence under the top mapping's `steps` key.
    var isSteps = false
  }

  /// A finished node that an alias may copy, with the size and height it adds.
  private struct Anchored {
    var node: Int
    var size: Int
    var height: Int
  }

  /// The pair count from which a mapping finds duplicate keys through a
  /// dictionary instead of a linear scan.
  static let indexThreshold = 12

  private let limits: YAMLLimits
  var document: YAMLDocument
  /// The open collections, innermost last.
  var stack: [Open] = []
  /// The finished children of every open collection, innermost last.
  var scratch: [UInt32] = []
  private var anchors: [String: Anchored] = [:]
  private var tagIndexes: [String: Int32] = [:]
  /// Nodes in the document so far, aliases counted at their full size.
  private var nodeCount = 0
  /// The part of `nodeCount` that aliases copied.
  private var aliasNodeCount = 0
  private var sawDocument = false
  private var hasRoot = false
  /// The bytes of `document.text` in use: the buffer is sized ahead and
  /// filled in place, then trimmed when the stream ends.
  private var textCount = 0
  /// Called with each element of the top mapping's `steps` sequence as soon
  /// as it is finished, so a flow can be decoded while it is being parsed.
  /// The document is complete up to that element.
  var stepHandler: StepHandler?
  private static let stepsKey = Array("steps".utf8)

  /// Creates a builder for the stream of `file`, sized for `byteCount` bytes of input.
  init(limits: YAMLLimits, file: String, byteCount: Int) {
    self.limits = limits
    document = YAMLDocument(file: file)
    // About one node per 10 bytes of a typical flow; the text is at most
    // about the input's size.
    document.text = [UInt8](repeating: 0, count: byteCount + 64)
    document.nodes.reserveCapacity(byteCount / 10 + 16)
    document.children.reserveCapacity(byteCount / 10 + 16)
    scratch.reserveCapacity(256)
    stack.reserveCapacity(min(max(limits.maxDepth, 0), 64))
  }

  /// A document starts; a second one is refused.
  mutating func startDocument(line: Int, column: Int) throws(DiagnosticError) {
    if sawDocument {
      throw error("a second document starts here; a flow file holds exactly one", line: line, column: column)
    }
    sawDocument = true
  }

  /// The stream ends: the document, or an error when there was none.
  mutating func finishStream() throws(DiagnosticError) -> YAMLDocument {
    guard hasRoot else {
      throw error("file is empty; expected a mapping", line: 1, column: 1)
    }
    document.text.removeLast(document.text.count - textCount)
    return document
  }

  /// A scalar with its text, as libyaml hands it over.
  mutating func scalar(
    _ bytes: UnsafeBufferPointer<UInt8>, _ style: YAMLNode.ScalarStyle, line: Int, column: Int,
    anchor: String?, tag: String?
  ) throws(DiagnosticError) {
    try count(1, line: line, column: column)
    let node = document.nodes.count
    document.nodes.append(
      YAMLDocument.Node(
        kind: .scalar, style: style, isASCII: YAMLDocument.isASCII(bytes),
        tag: tag.map { tagIndex($0) } ?? -1,
        line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column),
        start: UInt32(truncatingIfNeeded: textCount), count: UInt32(truncatingIfNeeded: bytes.count)))
    appendText(bytes)
    try finish(node, size: 1, height: 0, anchor: anchor)
  }

  /// A sequence or mapping starts.
  mutating func open(
    _ kind: YAMLDocument.Kind, line: Int, column: Int, anchor: String?, tag: String?
  ) throws(DiagnosticError) {
    if stack.count >= limits.maxDepth {
      throw error("nesting deeper than \(limits.maxDepth) levels", line: line, column: column)
    }
    try count(1, line: line, column: column)
    let node = document.nodes.count
    document.nodes.append(
      YAMLDocument.Node(
        kind: kind, style: .plain, tag: tag.map { tagIndex($0) } ?? -1,
        line: UInt32(truncatingIfNeeded: line),
        column: UInt32(truncatingIfNeeded: column), start: 0, count: 0))
    var open = Open(kind: kind, node: node, anchor: anchor, start: scratch.count)
    if kind == .sequence, stepHandler != nil, stack.count == 1, stack[0].kind == .mapping,
      (scratch.count - stack[0].start) % 2 == 1, let key = scratch.last,
      document.scalar(Int(key), equals: Self.stepsKey)
    {
      open.isSteps = true
    }
    stack.append(open)
  }

  /// The innermost open sequence or mapping ends.
  mutating func close() throws(DiagnosticError) {
    // libyaml pairs every end with a start, so the stack is never empty here.
    guard let collection = stack.popLast() else { return }
    document.nodes[collection.node].start = UInt32(truncatingIfNeeded: document.children.count)
    document.nodes[collection.node].count = UInt32(truncatingIfNeeded: scratch.count - collection.start)
    document.children.append(contentsOf: scratch[collection.start...])
    scratch.removeSubrange(collection.start...)
    try finish(collection.node, size: collection.size, height: collection.height, anchor: collection.anchor)
  }

  /// An alias: a node with its anchor's content, at the alias's mark.
  mutating func alias(_ name: String, line: Int, column: Int) throws(DiagnosticError) {
    guard let anchored = anchors[name] else {
      if stack.contains(where: { $0.anchor == name }) {
        throw error("alias '*\(name)' refers to a node that contains it", line: line, column: column)
      }
      throw error(
        "unknown alias '*\(name)'; no anchor '&\(name)' comes before it", line: line, column: column)
    }
    if stack.count + anchored.height > limits.maxDepth {
      throw error("nesting deeper than \(limits.maxDepth) levels", line: line, column: column)
    }
    aliasNodeCount += anchored.size
    try count(anchored.size, line: line, column: column)
    var copy = document.nodes[anchored.node]
    copy.line = UInt32(truncatingIfNeeded: line)
    copy.column = UInt32(truncatingIfNeeded: column)
    let node = document.nodes.count
    document.nodes.append(copy)
    document.hasAliases = true
    try finish(node, size: anchored.size, height: anchored.height, anchor: nil)
  }

  /// Hands a finished node to the collection that holds it, or makes it the
  /// root; then records it under its anchor, if it has one.
  private mutating func finish(_ node: Int, size: Int, height: Int, anchor: String?) throws(DiagnosticError) {
    let top = stack.count - 1
    if top >= 0 {
      stack[top].size += size
      if height >= stack[top].height { stack[top].height = height + 1 }
      if stack[top].kind == .mapping && (scratch.count - stack[top].start) % 2 == 0
        && document.nodes[node].kind == .scalar
      {
        try checkUnique(key: node, in: top)
      }
      scratch.append(UInt32(truncatingIfNeeded: node))
      if top == 1 && stack[1].isSteps, let stepHandler {
        let step = FinishedStep(
          sequence: stack[1].node, element: node, topLevel: scratch[stack[0].start..<stack[1].start])
        stepHandler(&document, step)
      }
    } else {
      document.root = node
      hasRoot = true
    }
    if let anchor { anchors[anchor] = Anchored(node: node, size: size, height: height) }
  }

  /// Copies a scalar's bytes to the end of the text in use, growing the buffer when full.
  private mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    let end = textCount + bytes.count
    if end > document.text.count {
      document.text.append(
        contentsOf: repeatElement(0, count: max(end - document.text.count, document.text.count)))
    }
    document.text.withUnsafeMutableBufferPointer { text in
      text.baseAddress.map { ($0 + textCount).update(from: source, count: bytes.count) }
    }
    textCount = end
  }

  private mutating func tagIndex(_ tag: String) -> Int32 {
    if let known = tagIndexes[tag] { return known }
    let index = Int32(truncatingIfNeeded: document.tags.count)
    document.tags.append(tag)
    tagIndexes[tag] = index
    return index
  }

  @inline(__always)
  private mutating func count(_ nodes: Int, line: Int, column: Int) throws(DiagnosticError) {
    // NB: `nodes` never exceeds maxNodes (it is a finished node's size), so no overflow.
    nodeCount += nodes
    if nodeCount > limits.maxNodes {
      let limit = "flow files are limited to \(limits.maxNodes) nodes (scalars, lists and mappings)"
      guard aliasNodeCount > 0 else {
        throw error("document has more than \(limits.maxNodes) nodes; \(limit)", line: line, column: column)
      }
      throw error(
        "document expands to more than \(limits.maxNodes) nodes once its aliases are expanded "
          + "(\(aliasNodeCount) nodes copied by aliases); \(limit)", line: line, column: column)
    }
  }

  /// A failure at a line and column of the file.
  func error(_ message: String, line: Int, column: Int) -> DiagnosticError {
    DiagnosticError([.error(message, at: SourceMark(file: document.file, line: line, column: column))])
  }
}

/// What ``YAMLDocumentBuilder/stepHandler`` is told about a finished step.
struct FinishedStep {
  /// The `steps` sequence.
  let sequence: Int
  /// The step's node.
  let element: Int
  /// The top mapping's keys and values so far, alternating, up to the `steps` key.
  let topLevel: ArraySlice<UInt32>
}

/// A function that reads each step of a flow as soon as it is parsed.
typealias StepHandler = (inout YAMLDocument, FinishedStep) -> Void
