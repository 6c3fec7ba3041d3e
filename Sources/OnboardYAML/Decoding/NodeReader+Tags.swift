/// The YAML tags a flow file may carry: the core schema's, where they fit.
///
/// A tag outside them (`!!python/object`, `!!binary`, `!include`) means
/// something to some other program and nothing here, so it is refused at the
/// node rather than passed over:
///
/// ```text
/// Flows/signup.yaml:4:12: error: unknown tag '!!python/object'; a flow file takes only the core schema's tags (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq)
/// ```
///
/// `!!str` fits any scalar and `!` (non-specific) any node; `!!map` and
/// `!!seq` fit their collections; `!!int`, `!!float`, `!!bool` and `!!null`
/// fit a plain scalar that reads as one.
extension NodeReader {
  private static let coreSchema = "tag:yaml.org,2002:"
  private static let known = "!!str, !!int, !!float, !!bool, !!null, !!map, !!seq"

  /// Reports every node of the document whose tag is unknown or does not fit it.
  ///
  /// - Parameter file: the kind of file, for the message: "a flow file", "an answers file".
  package mutating func checkTags(in file: String = "a flow file") {
    guard !document.tags.isEmpty else { return }
    for node in document.nodes.indices {
      guard let tag = document.tag(node), tag != "!" else { continue }
      guard tag.hasPrefix(Self.coreSchema) else {
        error(
          "unknown tag '\(tag)'; \(file) takes only the core schema's tags (\(Self.known))",
          at: document.mark(node))
        continue
      }
      let name = String(tag.dropFirst(Self.coreSchema.count))
      guard let fits = fits(name, node) else {
        error(
          "unknown tag '!!\(name)'; \(file) takes only the core schema's tags (\(Self.known))",
          at: document.mark(node))
        continue
      }
      if !fits {
        let found = document.kind(node) == .scalar ? "this value" : document.kindDescription(node)
        error("tag '!!\(name)' does not fit \(found); remove the tag", at: document.mark(node))
      }
    }
  }

  /// Whether the core-schema tag `name` fits the node; nil for a name the core schema lacks.
  private func fits(_ name: String, _ node: Int) -> Bool? {
    let kind = document.kind(node)
    let plain = kind == .scalar && document.nodes[node].style == .plain
    let value = plain ? try? document.jsonValue(node) : nil
    switch name {
    case "str": return kind == .scalar
    case "map": return kind == .mapping
    case "seq": return kind == .sequence
    case "null": return value == .null
    case "bool": if case .bool = value { return true } else { return false }
    case "float": if case .number = value { return true } else { return false }
    case "int":
      if case .number(let number) = value { return number.rounded() == number }
      return false
    default: return nil
    }
  }
}
