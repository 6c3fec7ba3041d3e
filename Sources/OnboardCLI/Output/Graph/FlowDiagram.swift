import OnboardKit

/// A flow as boxes and arrows, before it is written in a diagram language:
/// what `onboard graph` draws, with ``MermaidWriter`` or ``DotWriter``.
///
/// Every step is a box labelled with its title (or id) and the fields it
/// collects; an `include:` step is a cluster holding the sub-flow's steps;
/// every branch of `next:` is an arrow labelled with its condition, and the
/// branch taken when no condition holds is labelled `otherwise`.
struct FlowDiagram: Hashable, Sendable {
  /// One step drawn as a box.
  struct Node: Hashable, Sendable {
    /// A diagram id: letters, digits and `_` only (see ``DiagramID``).
    var id: String
    /// The lines of its label, as plain text: the title, then the fields.
    var lines: [String]
    /// Whether the step ends the flow, drawn distinctly.
    var isFinal: Bool
  }

  /// An included sub-flow drawn as a box around its steps.
  struct Cluster: Hashable, Sendable {
    /// A diagram id, as for nodes.
    var id: String
    /// Its title, as plain text.
    var title: String
    /// What it holds, in step order.
    var items: [Item]
  }

  /// A node or a cluster, in the order of the flow's steps.
  indirect enum Item: Hashable, Sendable {
    /// One step.
    case node(Node)
    /// One included sub-flow.
    case cluster(Cluster)
  }

  /// Where an arrow starts or ends: a node, or a cluster entered at its first
  /// node and left from its last (languages that cannot point at a cluster
  /// draw the arrow to those nodes and clip it at the cluster's border).
  struct Endpoint: Hashable, Sendable {
    /// The node's or the cluster's id.
    var id: String
    /// The cluster's id when the endpoint is a cluster.
    var cluster: String?
    /// The node an arrow into the endpoint goes to.
    var entry: String
    /// The node an arrow out of the endpoint leaves from.
    var exit: String
  }

  /// One arrow.
  struct Edge: Hashable, Sendable {
    /// Where it starts.
    var from: Endpoint
    /// Where it ends.
    var to: Endpoint
    /// Its label as plain text: a condition, `otherwise`, or `nil`.
    var label: String?
  }

  /// The flow's name: `signup`.
  var name: String
  /// A one-line title: `signup v1 (User) — Welcome to Onboard`.
  var title: String
  /// The top flow's steps.
  var items: [Item]
  /// Every arrow, in step order.
  var edges: [Edge]
}
