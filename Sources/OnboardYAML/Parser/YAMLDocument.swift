/// A parsed document in flat arrays: what ``FlowLoader`` decodes, and what
/// ``YAMLParser`` turns into a ``YAMLNode`` tree for everyone else.
///
/// Nodes are small plain values numbered in document order (a collection
/// before its children); scalar text lives in one byte buffer, and each
/// collection's children are a run of node numbers in one index buffer. So a
/// 2 MB flow is three arrays instead of 150,000 values holding strings,
/// marks and arrays, and reading a key compares bytes without making a
/// `String`. An alias is a node of its own (with the alias's mark) that
/// shares its anchor's text or children.
package struct YAMLDocument: Sendable {
  /// One node: its kind and mark, and where its text or children are.
  struct Node: Sendable {
    /// Scalar, sequence or mapping.
    var kind: Kind
    /// How a scalar was written; `.plain` for collections.
    var style: YAMLNode.ScalarStyle
    /// Whether a scalar's text is all ASCII, so that equal text means equal bytes.
    var isASCII = true
    /// Index into ``YAMLDocument/tags``, or -1 without a tag.
    var tag: Int32
    /// 1-based line of the mark.
    var line: UInt32
    /// 1-based column of the mark, in characters.
    var column: UInt32
    /// A scalar's first byte in ``YAMLDocument/text``; a collection's first
    /// child in ``YAMLDocument/children``.
    var start: UInt32
    /// A scalar's byte count; a collection's child count (keys and values
    /// alternate in a mapping, so twice its pair count).
    var count: UInt32
  }

  /// The three kinds of node.
  package enum Kind: UInt8, Sendable {
    case scalar
    case sequence
    case mapping
  }

  /// The file every mark names.
  let file: String
  /// Every node; ``root`` is the document's top node.
  var nodes: [Node] = []
  /// The children of every collection, each collection's in one run.
  var children: [UInt32] = []
  /// The text of every scalar, back to back.
  var text: [UInt8] = []
  /// The tags written in the document, by index.
  var tags: [String] = []
  /// The top node.
  package var root = 0
  /// Whether some node is an alias (so converting to a tree should share copies).
  var hasAliases = false

  /// An empty document whose marks name `file`.
  init(file: String) {
    self.file = file
  }
}

extension YAMLDocument {
  /// The node's kind.
  package func kind(_ node: Int) -> Kind { nodes[node].kind }

  /// Whether the node is a scalar.
  package func isScalar(_ node: Int) -> Bool { nodes[node].kind == .scalar }

  /// Where the node starts.
  package func mark(_ node: Int) -> SourceMark {
    SourceMark(file: file, line: Int(nodes[node].line), column: Int(nodes[node].column))
  }

  /// The node's tag, when it has one.
  func tag(_ node: Int) -> String? {
    let index = nodes[node].tag
    return index < 0 ? nil : tags[Int(index)]
  }

  /// A scalar's text as a string; nil for a collection.
  package func string(_ node: Int) -> String? {
    let entry = nodes[node]
    guard entry.kind == .scalar else { return nil }
    return String(decoding: text[Int(entry.start)..<Int(entry.start + entry.count)], as: UTF8.self)
  }

  /// Whether the node is a scalar whose text is exactly the ASCII `bytes`
  /// (as `String` compares: a non-ASCII scalar may still be canonically equal).
  func scalar(_ node: Int, equals bytes: [UInt8]) -> Bool {
    let entry = nodes[node]
    guard entry.kind == .scalar else { return false }
    guard entry.isASCII else { return string(node) == String(decoding: bytes, as: UTF8.self) }
    guard Int(entry.count) == bytes.count else { return false }
    var position = Int(entry.start)
    for byte in bytes {
      if text[position] != byte { return false }
      position += 1
    }
    return true
  }

  /// Whether two scalars have the same text (whatever their styles), as `String` compares.
  func sameText(_ a: Int, _ b: Int) -> Bool {
    let first = nodes[a]
    let second = nodes[b]
    guard first.isASCII && second.isASCII else { return string(a) == string(b) }
    guard first.count == second.count else { return false }
    var x = Int(first.start)
    var y = Int(second.start)
    for _ in 0..<Int(first.count) {
      if text[x] != text[y] { return false }
      x += 1
      y += 1
    }
    return true
  }

  /// Whether all of `bytes` are ASCII.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var bits: UInt8 = 0
    for byte in bytes { bits |= byte }
    return bits < 0x80
  }

  /// True for a plain `~`, `null`, `Null`, `NULL` or empty plain scalar, as ``YAMLNode/isNull``.
  package func isNull(_ node: Int) -> Bool {
    let entry = nodes[node]
    guard entry.kind == .scalar, entry.style == .plain else { return false }
    return Self.spellsNull(text[Int(entry.start)..<Int(entry.start + entry.count)])
  }

  /// Whether plain text is one of YAML's spellings of null.
  static func spellsNull(_ bytes: ArraySlice<UInt8>) -> Bool {
    switch bytes.count {
    case 0: return true
    case 1: return bytes.first == UInt8(ascii: "~")
    case 4:
      return bytes.elementsEqual("null".utf8) || bytes.elementsEqual("Null".utf8)
        || bytes.elementsEqual("NULL".utf8)
    default: return false
    }
  }

  /// "a mapping", "a sequence" or "a scalar", as ``YAMLNode/kindDescription``.
  package func kindDescription(_ node: Int) -> String {
    switch nodes[node].kind {
    case .scalar: return "a scalar"
    case .sequence: return "a sequence"
    case .mapping: return "a mapping"
    }
  }

  /// A collection's children: a sequence's elements, or a mapping's keys and
  /// values alternating. Empty for a scalar.
  package func childNodes(_ node: Int) -> ArraySlice<UInt32> {
    let entry = nodes[node]
    guard entry.kind != .scalar else { return [] }
    return children[Int(entry.start)..<Int(entry.start + entry.count)]
  }

  /// The number of pairs of a mapping (0 for anything else).
  package func pairCount(_ node: Int) -> Int {
    nodes[node].kind == .mapping ? Int(nodes[node].count) / 2 : 0
  }

  /// The key of a mapping's pair at `index`.
  package func key(_ node: Int, _ index: Int) -> Int {
    Int(children[Int(nodes[node].start) + 2 * index])
  }

  /// The value of a mapping's pair at `index`.
  package func value(_ node: Int, _ index: Int) -> Int {
    Int(children[Int(nodes[node].start) + 2 * index + 1])
  }
}
