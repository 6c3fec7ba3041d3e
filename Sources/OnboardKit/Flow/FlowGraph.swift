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
    /// The step's `next:` branches with their resolved targets (unknown targets left out).
    public var branches: [(when: Condition?, target: Int)] = []
    /// Where the run goes when no branch holds: the following step, the
    /// sub-flow's exit, or `nil` past the end of the top flow.
    public var following: Int?
    /// Whether some branch always holds, so `following` is never taken.
    public var hasDefaultBranch = false
    /// The `enterInclude` node of the sub-flow this node is in; `nil` in the top flow.
    public var container: Int?
    /// For an `enterInclude` node, its `exitInclude` node; for an exit, its enter node.
    public var partner: Int?

    /// The path joined with `/`, as paths and events name steps.
    public var name: String { joinedName }
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
    public var isFinal: Bool { role == .step && step.isFinal }
    /// The field keys collected here.
    public var fieldKeys: [String] { role == .step ? step.fields.map(\.key) : [] }
  }

  /// Every node; the first node of the top flow's first step is ``start``.
  public private(set) var nodes: [Node] = []
  /// Where every run starts, when the flow has steps.
  public private(set) var start: Int?

  /// The same graph without copies of the steps, which the path searches use
  /// (its nodes come in the same order).
  let layout: FlowLayout

  /// Builds the graph of a flow whose includes are resolved.
  public init(_ flow: FlowDefinition) {
    self.layout = FlowLayout(flow)
    let allocation = allocate(flow, prefix: [], container: nil)
    wire(flow, allocation, exit: nil)
    start = allocation.entry.first
  }

  private struct Layout {
    var entry: [Int]  // per step: the node a run enters
    var exit: [Int?]  // per step: the node whose successors follow the step (include: its exit node)
    var children: [Int: Layout] = [:]
  }

  private mutating func allocate(_ flow: FlowDefinition, prefix: [String], container: Int?) -> Layout {
    var layout = Layout(entry: [], exit: [])
    for (index, step) in flow.steps.enumerated() {
      let path = prefix + [step.id]
      if let sub = step.include?.flow?.value {
        let enter = add(Node(path: path, step: step, role: .enterInclude, container: container))
        layout.entry.append(enter)
        layout.children[index] = allocate(sub, prefix: path, container: enter)
        let exit = add(Node(path: path, step: step, role: .exitInclude, container: container, partner: enter))
        nodes[enter].partner = exit
        layout.exit.append(exit)
      } else {
        let node = add(Node(path: path, step: step, role: .step, container: container))
        layout.entry.append(node)
        layout.exit.append(node)
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
    for (index, step) in flow.steps.enumerated() where indexByID[step.id] == nil {
      indexByID[step.id] = index
    }
    for (index, step) in flow.steps.enumerated() {
      if let child = layout.children[index], let exitNode = layout.exit[index] {
        nodes[layout.entry[index]].successors = Array(child.entry.prefix(1))
        if child.entry.isEmpty { nodes[layout.entry[index]].successors = [exitNode] }
        if let sub = step.include?.flow?.value { wire(sub, child, exit: exitNode) }
      }
      guard let from = layout.exit[index], !step.isFinal else { continue }
      var targets: [Int] = []
      for rule in step.next {
        guard let target = indexByID[rule.goto] else { continue }
        targets.append(layout.entry[target])
        nodes[from].branches.append((rule.when, layout.entry[target]))
      }
      nodes[from].hasDefaultBranch = step.next.contains { $0.when == nil }
      let following = index + 1 < flow.steps.count ? layout.entry[index + 1] : exit
      nodes[from].following = following
      if !nodes[from].hasDefaultBranch {
        if let following {
          targets.append(following)
        } else {
          nodes[from].fallsOffEnd = true
        }
      }
      var seen = Set<Int>()
      nodes[from].successors = targets.filter { seen.insert($0).inserted }
    }
  }
}
