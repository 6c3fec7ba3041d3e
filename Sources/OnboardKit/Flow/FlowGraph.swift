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

  /// Builds the graph of a flow whose includes are resolved.
  public init(_ flow: FlowDefinition) {
    let layout = allocate(flow, prefix: [])
    wire(flow, layout, exit: nil)
    start = layout.entry.first
  }

  private struct Layout {
    var entry: [Int]  // per step: the node a run enters
    var exit: [Int?]  // per step: the node whose successors follow the step (include: its exit node)
    var children: [Int: Layout] = [:]
  }

  private mutating func allocate(_ flow: FlowDefinition, prefix: [String]) -> Layout {
    var layout = Layout(entry: [], exit: [])
    layout.entry.reserveCapacity(flow.steps.count)
    layout.exit.reserveCapacity(flow.steps.count)
    nodes.reserveCapacity(nodes.count + flow.steps.count)
    // NB: steps are read in place; each node keeps one copy.
    flow.steps.withUnsafeBufferPointer { steps in
      for index in steps.indices {
        let path = prefix + [steps[index].id]
        if let sub = steps[index].include?.flow?.value {
          layout.entry.append(add(Node(path: path, step: steps[index], role: .enterInclude)))
          layout.children[index] = allocate(sub, prefix: path)
          layout.exit.append(add(Node(path: path, step: steps[index], role: .exitInclude)))
        } else {
          let node = add(Node(path: path, step: steps[index], role: .step))
          layout.entry.append(node)
          layout.exit.append(node)
        }
      }
    }
    return layout
  }

  private mutating func add(_ node: Node) -> Int {
    nodes.append(node)
    return nodes.count - 1
  }

  private mutating func wire(_ flow: FlowDefinition, _ layout: Layout, exit: Int?) {
    var indexByID: [String: Int] = [:]
    indexByID.reserveCapacity(flow.steps.count)
    flow.steps.withUnsafeBufferPointer { steps in
      for index in steps.indices where indexByID[steps[index].id] == nil {
        indexByID[steps[index].id] = index
      }
      for index in steps.indices {
        wire(steps[index], at: index, of: flow, layout, exit: exit, indexByID: indexByID)
      }
    }
  }

  /// The edges out of one step's node (and into an included sub-flow).
  private mutating func wire(
    _ step: StepDefinition, at index: Int, of flow: FlowDefinition, _ layout: Layout, exit: Int?,
    indexByID: [String: Int]
  ) {
    if let child = layout.children[index], let exitNode = layout.exit[index] {
      nodes[layout.entry[index]].successors = Array(child.entry.prefix(1))
      if child.entry.isEmpty { nodes[layout.entry[index]].successors = [exitNode] }
      if let sub = step.include?.flow?.value { wire(sub, child, exit: exitNode) }
    }
    guard let from = layout.exit[index], !step.isFinal else { return }
    var targets: [Int] = []
    targets.reserveCapacity(step.next.count + 1)
    // A target seen before is left out; a step has a handful, so a scan beats a set.
    func add(_ target: Int) {
      if !targets.contains(target) { targets.append(target) }
    }
    for rule in step.next {
      if let target = indexByID[rule.goto] { add(layout.entry[target]) }
    }
    if step.next.isEmpty || step.next.last?.when != nil {
      if index + 1 < flow.steps.count {
        add(layout.entry[index + 1])
      } else if let exit {
        add(exit)
      } else {
        nodes[from].fallsOffEnd = true
      }
    }
    nodes[from].successors = targets
  }
}
