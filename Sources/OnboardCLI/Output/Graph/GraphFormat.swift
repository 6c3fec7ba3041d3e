import OnboardKit

/// The diagram languages `onboard graph --format` writes.
enum GraphFormat: String, ArgumentChoice, Sendable {
  /// A Mermaid flowchart, for Markdown (GitHub, GitLab) and Mermaid tools.
  case mermaid
  /// Graphviz DOT, for `dot -Tsvg`.
  case dot

  /// The diagram of `flow` in this language.
  func render(_ flow: FlowDefinition) -> String {
    let diagram = FlowDiagram(flow)
    switch self {
    case .mermaid: return MermaidWriter.write(diagram)
    case .dot: return DotWriter.write(diagram)
    }
  }
}
