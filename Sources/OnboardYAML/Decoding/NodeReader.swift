/// Reads the nodes of a parsed document as flow-file values, collecting a
/// positioned diagnostic for every problem instead of stopping at the first.
///
/// Keys are matched by their bytes; a string is made only for a value the
/// flow keeps, and a message only when there is a problem.
package struct NodeReader {
  /// The document being read.
  package var document: YAMLDocument
  /// Every problem found so far.
  package var diagnostics: [Diagnostic] = []

  package init(document: YAMLDocument) {
    self.document = document
  }

  package mutating func error(_ message: String, at mark: SourceMark) {
    diagnostics.append(.error(message, at: mark))
  }

  /// The known pairs of a mapping, reporting keys outside `Key` (with a
  /// suggestion) and `nil` when the node is not a mapping.
  package mutating func mapping<Key: MappingKey>(_ node: Int, _ what: String, _: Key.Type) -> Mapping<Key>? {
    guard document.kind(node) == .mapping else {
      error("\(what) must be a mapping, not \(document.kindDescription(node))", at: document.mark(node))
      return nil
    }
    var map = Mapping<Key>(node: node, what: what)
    let matcher = Key.matcher
    for pair in 0..<document.pairCount(node) {
      let key = document.key(node, pair)
      guard document.isScalar(key) else {
        error(
          "keys in \(what) must be plain names, not \(document.kindDescription(key))", at: document.mark(key))
        continue
      }
      if let slot = matcher.slot(of: key, in: document) {
        map.set(slot, key: key, value: document.value(node, pair))
      } else {
        let name = document.string(key) ?? ""
        if name == "<<", document.nodes[key].style == .plain {
          error("YAML merge keys (<<) are not supported; write the keys out", at: document.mark(key))
          continue
        }
        let suggestion = EditDistance.suggestion(for: name, among: Key.names)
        if let suggestion, let slot = Key.names.firstIndex(of: suggestion) { map.setMisspelt(slot) }
        let hint =
          suggestion.map { "did you mean '\($0)'?" }
          ?? "expected one of: \(Key.names.joined(separator: ", "))"
        error("unknown key '\(name)' in \(what); \(hint)", at: document.mark(key))
      }
    }
    return map
  }

  /// A scalar as text; numbers and booleans are text too, as written.
  package mutating func text(_ node: Int, _ what: @autoclosure () -> String) -> String? {
    guard document.isScalar(node), !document.isNull(node), let text = document.string(node) else {
      let found = document.isNull(node) ? "null" : document.kindDescription(node)
      error("\(what()) must be text, not \(found)", at: document.mark(node))
      return nil
    }
    return text
  }

  /// A plain whole number.
  package mutating func integer(_ node: Int, _ what: @autoclosure () -> String) -> Int? {
    guard document.isScalar(node), document.nodes[node].style == .plain,
      let value = document.string(node).flatMap({ Int($0) })
    else {
      error("\(what()) must be a whole number", at: document.mark(node))
      return nil
    }
    return value
  }

  /// `true` or `false` (YAML 1.1's `yes`/`no` too).
  package mutating func boolean(_ node: Int, _ what: @autoclosure () -> String) -> Bool? {
    if document.isScalar(node), document.nodes[node].style == .plain, let text = document.string(node) {
      switch text.lowercased() {
      case "true", "yes", "on": return true
      case "false", "no", "off": return false
      default: break
      }
    }
    error("\(what()) must be true or false", at: document.mark(node))
    return nil
  }

  /// The node as JSON (plain scalars by YAML's core schema), as conditions
  /// and defaults read it.
  package mutating func json(_ node: Int) -> JSONValue? {
    do {
      return try document.jsonValue(node)
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
  }

  /// The elements of a sequence.
  package mutating func sequence(_ node: Int, _ what: String) -> ArraySlice<UInt32>? {
    guard document.kind(node) == .sequence else {
      error("\(what) must be a list, not \(document.kindDescription(node))", at: document.mark(node))
      return nil
    }
    return document.childNodes(node)
  }
}
