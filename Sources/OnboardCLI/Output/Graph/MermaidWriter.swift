/// Writes a ``FlowDiagram`` as a Mermaid flowchart, to paste into a README
/// between ```` ```mermaid ```` fences.
///
/// ```text
/// flowchart TD
///   %% signup v1 (User) — Welcome to Onboard
///   step_age["A little about you<br/>birthDate, age"]
///   step_age -->|"{age: {$lt: 18}}"| step_guardian
///   step_age -->|"otherwise"| step_plan
/// ```
///
/// Steps are rectangles and final steps stadiums with a thick border
/// (`classDef final`); a sub-flow is a `subgraph`, and arrows into and out of
/// an include step point at the subgraph itself.
enum MermaidWriter {
  /// The flowchart, each line ending with a newline.
  static func write(_ diagram: FlowDiagram) -> String {
    var lines = ["flowchart TD", "  %% " + oneLine(diagram.title)]
    var finals: [String] = []
    append(diagram.items, indent: "  ", to: &lines, finals: &finals)
    for edge in diagram.edges {
      let label = edge.label.map { "|\"\(escape($0))\"|" } ?? ""
      lines.append("  \(edge.from.id) -->\(label) \(edge.to.id)")
    }
    if !finals.isEmpty {
      lines.append("  classDef final stroke-width:3px")
      lines.append("  class \(finals.joined(separator: ",")) final")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func append(
    _ items: [FlowDiagram.Item], indent: String, to lines: inout [String], finals: inout [String]
  ) {
    for item in items {
      switch item {
      case .node(let node):
        let text = node.lines.map(escape).joined(separator: "<br/>")
        let (open, close) = node.isFinal ? ("([", "])") : ("[", "]")
        lines.append("\(indent)\(node.id)\(open)\"\(text)\"\(close)")
        if node.isFinal { finals.append(node.id) }
      case .cluster(let cluster):
        lines.append("\(indent)subgraph \(cluster.id) [\"\(escape(cluster.title))\"]")
        append(cluster.items, indent: indent + "  ", to: &lines, finals: &finals)
        lines.append("\(indent)end")
      }
    }
  }

  /// Text for inside a quoted Mermaid label: `"`, `#`, `<`, `>`, `&`, `|`,
  /// `` ` `` and `$$` become entity codes (`#quot;`, `#35;`…), so the text can
  /// neither end the string, start an entity, a markdown string or a formula,
  /// nor inject HTML; line breaks and tabs become spaces.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "#quot;"
      case "#": escaped += "#35;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "&": escaped += "#amp;"
      case "|": escaped += "#124;"
      case "`": escaped += "#96;"
      case "\n", "\r\n", "\r", "\t": escaped += " "
      default: escaped.append(character)
      }
    }
    // NB: after the loop, so the `#` of the entities is not escaped again.
    return escaped.replacing("$$", with: "#36;#36;")
  }

  /// Text for a `%%` comment: one line.
  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
