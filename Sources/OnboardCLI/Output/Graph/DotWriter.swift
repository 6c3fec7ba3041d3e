/// Writes a ``FlowDiagram`` in Graphviz's DOT language, for `dot -Tsvg`.
///
/// ```text
/// digraph "signup" {
///   step_age [label="A little about you\nbirthDate, age"];
///   step_age -> step_guardian [label="{age: {$lt: 18}}"];
/// }
/// ```
///
/// Steps are rounded boxes and final steps bold with a double border; a
/// sub-flow is a `cluster_` subgraph, and arrows into and out of an include
/// step are clipped at the cluster's border (`compound=true`, `lhead`, `ltail`).
enum DotWriter {
  /// The graph, each line ending with a newline.
  static func write(_ diagram: FlowDiagram) -> String {
    var lines = [
      "digraph \(quote(diagram.name)) {",
      "  label=\(quote(diagram.title));",
      "  labelloc=t;",
      "  compound=true;",
      "  node [shape=box, style=rounded];",
      "  edge [fontsize=10];",
    ]
    append(diagram.items, indent: "  ", to: &lines)
    for edge in diagram.edges {
      var attributes: [String] = []
      if let label = edge.label { attributes.append("label=\(quote(label))") }
      if let cluster = edge.to.cluster { attributes.append("lhead=\(clusterID(cluster))") }
      if let cluster = edge.from.cluster { attributes.append("ltail=\(clusterID(cluster))") }
      let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(edge.from.exit) -> \(edge.to.entry)\(list);")
    }
    lines.append("}")
    return lines.map { $0 + "\n" }.joined()
  }

  private static func append(_ items: [FlowDiagram.Item], indent: String, to lines: inout [String]) {
    for item in items {
      switch item {
      case .node(let node):
        let label = node.lines.map(escape).joined(separator: "\\n")
        let style = node.isFinal ? ", style=\"rounded,bold\", peripheries=2" : ""
        lines.append("\(indent)\(node.id) [label=\"\(label)\"\(style)];")
      case .cluster(let cluster):
        lines.append("\(indent)subgraph \(clusterID(cluster.id)) {")
        lines.append("\(indent)  label=\(quote(cluster.title));")
        lines.append("\(indent)  style=rounded;")
        append(cluster.items, indent: indent + "  ", to: &lines)
        lines.append("\(indent)}")
      }
    }
  }

  /// Graphviz draws a subgraph as a box only when its name starts with `cluster`.
  private static func clusterID(_ id: String) -> String {
    "cluster_" + id
  }

  /// A DOT double-quoted string.
  static func quote(_ text: String) -> String {
    "\"\(escape(text))\""
  }

  /// Text for inside a DOT double-quoted string: `\` and `"` escaped with a
  /// backslash (so `\n` in a pattern stays two characters), line breaks and
  /// tabs as spaces.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n", "\r\n", "\r", "\t": escaped += " "
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
