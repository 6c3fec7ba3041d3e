/// A flow and its included sub-flows as one directed graph, for path checks
/// and path enumeration.
///
/// Every ordinary step is a node. An `include:` step becomes two nodes: one
/// that enters the sub-flow and one, never shown, that leaves it and follows
/// the include step's own `next:`. Edges are every move `next:` could make,
/// whatever its conditions, so the graph over-approximates real runs.
package struct FlowGraph: Sendable {
  /// One node of the graph.
  package struct Node: Sendable {
    /// What the node stands for.
    package enum Role: Sendable, Hashable {
      /// A step that shows fields (or none).
      case step
      /// Entering an included sub-flow.
      case enterInclude
      /// Leaving an included sub-flow (not shown in paths).
      case exitInclude
    }

    /// The step ids from the top flow down, e.g. `["contact", "email"]`.
    package var path: [String]
    /// The step definition.
    package var step: StepDefinition
    /// The node's role.
    package var role: Role
    /// Where a run can go next.
    package var successors: [Int] = []
    /// Whether a run can fall off the end of the top flow from here.
    package var fallsOffEnd = false
    /// The step's `next:` branches with their resolved targets (unknown targets left out).
    package var branches: [(when: Condition?, target: Int)] = []
    /// Where the run goes when no branch holds: the following step, the
    /// sub-flow's exit, or `nil` past the end of the top flow.
    package var following: Int?
    /// Whether some branch always holds, so `following` is never taken.
    package var hasDefaultBranch = false
    /// The `enterInclude` node of the sub-flow this node is in; `nil` in the top flow.
    package var container: Int?
    /// For an `enterInclude` node, its `exitInclude` node; for an exit, its enter node.
    package var partner: Int?

    /// The path joined with `/`, as paths and events name steps.
    package var name: String { joinedName }
    private var joinedName: String
    init(path: [String], step: StepDefinition, role: Role, container: Int? = nil, partner: Int? = nil) {
      self.path = path
      self.joinedName = path.joined(separator: "/")
      self.step = step
      self.role = role
      self.container = container
      self.partner = partner
    }

    /// Whether the run ends here.
    package var isFinal: Bool { role == .step && step.isFinal }
    /// The field keys collected here.
    package var fieldKeys: [String] { role == .step ? step.fields.map(\.key) : [] }
  }

  /// Every node; the first node of the top flow's first step is ``start``.
  package private(set) var nodes: [Node] = []
  /// Where every run starts, when the flow has steps.
  package private(set) var start: Int?

  /// The same graph without copies of the steps, which the path searches use
  /// (its nodes come in the same order).
  let layout: FlowLayout

  /// Builds the graph of a flow whose includes are resolved, from its
  /// ``FlowLayout`` (the one place that lays nodes out and wires their edges).
  package init(_ flow: FlowDefinition) {
    layout = FlowLayout(flow)
    start = layout.start
    nodes.reserveCapacity(layout.entries.count)
    for index in layout.entries.indices {
      let entry = layout.entries[index]
      var node = Node(
        path: layout.path(index), step: layout.step(index), role: entry.role,
        container: entry.parent >= 0 ? entry.parent : nil)
      node.successors = Array(layout.successors(of: index))
      node.fallsOffEnd = entry.fallsOffEnd
      nodes.append(node)
    }
    for flowIndex in layout.flows.indices {
      addMoves(of: layout.flows[flowIndex], flowIndex)
    }
  }

  /// The `next:` branches, the following node and the include partners of
  /// one flow's nodes, as the runner reads them.
  private mutating func addMoves(of flow: FlowDefinition, _ flowIndex: Int) {
    let entryNodes = layout.entryNodes[flowIndex]
    let exitNodes = layout.exitNodes[flowIndex]
    let indexByID = FlowLayout.firstIndexByID(flow)
    for (index, step) in flow.steps.enumerated() {
      let from = exitNodes[index]
      if from != entryNodes[index] {
        nodes[entryNodes[index]].partner = from
        nodes[from].partner = entryNodes[index]
      }
      guard !step.isFinal else { continue }
      nodes[from].branches = step.next.compactMap { rule in
        indexByID[rule.goto].map { (rule.when, entryNodes[$0]) }
      }
      nodes[from].hasDefaultBranch = step.next.contains { $0.when == nil }
      nodes[from].following =
        index + 1 < flow.steps.count ? entryNodes[index + 1] : layout.flowExits[flowIndex]
    }
  }
}
