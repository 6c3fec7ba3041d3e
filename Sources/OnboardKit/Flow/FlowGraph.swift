/// A flow and its included sub-flows as one directed graph, for path checks
/// and path enumeration.
///
/// Every ordinary step is a node. An `include:` step becomes two nodes: one
/// that enters the sub-flow and one, never shown, that leaves it and follows
/// the include step's own `next:`. Edges are every move `next:` could make,
/// whatever its conditions, so the graph over-approximates real runs.
public struct FlowGraph: Sendable {
  /// One node of the graph.
  public struct Node: Sendable {
    /// What the node stands for.
    public enum Role: Sendable, Hashable {
      /// A step that shows fields (or none).
      case step
      /// Entering an included sub-flow.
      case enterInclude
      /// Leaving an included sub-flow (not shown in paths).
      case exitInclude
    }

    /// The step ids from the top flow down, e.g. `["contact", "email"]`.
    public var path: [String]
    /// The step definition.
    public var step: StepDefinition
    /// The node's role.
    public var role: Role
    /// Where a run can go next.
    public var successors: [Int] = []
    /// Whether a run can fall off the end of the top flow from here.
    public var fallsOffEnd = false

    /// The path joined with `/`, as paths and events name steps.
    public var name: String { path.joined(separator: "/") }
    /// Whether the run ends here.
    public var isFinal: Bool { role == .step && step.isFinal }
    /// The field keys collected here.
    public var fieldKeys: [String] { role == .step ? step.fields.map(\.key) : [] }
  }

  /// Every node; the first node of the top flow's first step is ``start``.
  public private(set) var nodes: [Node] = []
  /// Where every run starts, when the flow has steps.
  public private(set) var start: Int?
  /// The same graph without copies of the steps, which the path searches use.
  let layout: FlowLayout

  /// Builds the graph of a flow whose includes are resolved.
  public init(_ flow: FlowDefinition) {
    layout = FlowLayout(flow)
    start = layout.start
    nodes.reserveCapacity(layout.entries.count)
    for index in layout.entries.indices {
      nodes.append(
        Node(
          path: layout.path(index), step: layout.step(index), role: layout.entries[index].role,
          successors: Array(layout.successors(of: index)), fallsOffEnd: layout.entries[index].fallsOffEnd))
    }
  }
}
