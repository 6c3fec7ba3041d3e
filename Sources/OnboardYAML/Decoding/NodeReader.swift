/// Reads YAML nodes as flow-file values, collecting a positioned diagnostic
/// for every problem instead of stopping at the first.
struct NodeReader {
  /// Every problem found so far.
  var diagnostics: [Diagnostic] = []

  mutating func error(_ message: String, at mark: SourceMark) {
    diagnostics.append(.error(message, at: mark))
  }

  /// The pairs of a mapping, reporting keys outside `allowed` (with a
  /// suggestion) and `nil` when the node is not a mapping.
  mutating func mapping(_ node: YAMLNode, _ what: String, allowed: [String]) -> Mapping? {
    guard let pairs = node.pairs else {
      error("\(what) must be a mapping, not \(node.kindDescription)", at: node.mark)
      return nil
    }
    var values: [String: YAMLPair] = [:]
    for pair in pairs {
      guard let key = pair.key.scalar else {
        error("keys in \(what) must be plain names, not \(pair.key.kindDescription)", at: pair.key.mark)
        continue
      }
      if allowed.contains(key) {
        values[key] = pair
      } else {
        let hint =
          EditDistance.suggestion(for: key, among: allowed).map { "did you mean '\($0)'?" }
          ?? "expected one of: \(allowed.joined(separator: ", "))"
        error("unknown key '\(key)' in \(what); \(hint)", at: pair.key.mark)
      }
    }
    return Mapping(node: node, what: what, values: values)
  }

  /// A scalar as text; numbers and booleans are text too, as written.
  mutating func text(_ node: YAMLNode, _ what: String) -> String? {
    guard let text = node.scalar, !node.isNull else {
      error("\(what) must be text, not \(node.isNull ? "null" : node.kindDescription)", at: node.mark)
      return nil
    }
    return text
  }

  /// A plain whole number.
  mutating func integer(_ node: YAMLNode, _ what: String) -> Int? {
    guard case .scalar(let text, .plain) = node.content, let value = Int(text) else {
      error("\(what) must be a whole number", at: node.mark)
      return nil
    }
    return value
  }

  /// `true` or `false` (YAML 1.1's `yes`/`no` too).
  mutating func boolean(_ node: YAMLNode, _ what: String) -> Bool? {
    if case .scalar(let text, .plain) = node.content {
      switch text.lowercased() {
      case "true", "yes", "on": return true
      case "false", "no", "off": return false
      default: break
      }
    }
    error("\(what) must be true or false", at: node.mark)
    return nil
  }

  /// The node as JSON (plain scalars by YAML's core schema), as conditions
  /// and defaults read it.
  mutating func json(_ node: YAMLNode) -> JSONValue? {
    do {
      return try node.jsonValue()
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
  }

  /// The elements of a sequence.
  mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
    guard let elements = node.elements else {
      error("\(what) must be a list, not \(node.kindDescription)", at: node.mark)
      return nil
    }
    return elements
  }
}

/// The known keys of a mapping node, by name.
struct Mapping {
  let node: YAMLNode
  let what: String
  let values: [String: YAMLPair]

  subscript(key: String) -> YAMLNode? { values[key]?.value }

  /// Where the key itself is written.
  func keyMark(_ key: String) -> SourceMark? { values[key]?.key.mark }

  /// The value of a key that must be present; reports a missing one at the mapping.
  func required(_ key: String, _ reader: inout NodeReader) -> YAMLNode? {
    guard let value = self[key] else {
      reader.error("\(what) needs '\(key)'", at: node.mark)
      return nil
    }
    return value
  }
}
