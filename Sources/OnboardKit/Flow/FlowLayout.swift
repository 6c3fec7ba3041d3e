/// The nodes and edges of a ``FlowGraph`` as plain numbers that point into
/// the flows, without a copy of any step: what the flow checks walk, and
/// what a ``FlowGraph`` makes its nodes from.
///
/// Nodes come in the order of ``FlowGraph/nodes``: each step of a flow in
/// turn, an `include:` step as the node that enters its sub-flow, then the
/// sub-flow's nodes, then the node that leaves it.
struct FlowLayout: Sendable {
  /// One node.
  struct Entry: Sendable {
    /// What the node stands for.
    var role: FlowGraph.Node.Role
    /// Which flow of ``flows`` holds its step.
    var flow: Int
    /// Its step's index in that flow.
    var step: Int
    /// The node that enters the sub-flow holding the step; -1 in the top flow.
    var parent: Int
    /// Whether a run can fall off the end of the top flow from here.
    var fallsOffEnd = false
    /// Where its successors start in ``successorList``, and how many there are.
    var successorStart = 0
    var successorCount = 0
  }

  /// The top flow, then every included sub-flow in the order it is met.
  private(set) var flows: [FlowDefinition] = []
  /// Every node.
  private(set) var entries: [Entry] = []
  /// The successors of every node, each node's in one run.
  private(set) var successorList: [Int] = []
  /// Where every run starts, when the flow has steps.
  private(set) var start: Int?
  /// Per flow of ``flows``, per step: the node a run enters.
  private(set) var entryNodes: [[Int]] = []
  /// Per flow of ``flows``, per step: the node whose successors follow the
  /// step (an include's leaving node, else the step's own node).
  private(set) var exitNodes: [[Int]] = []
  /// Per flow of ``flows``: where a run goes past its last step (a sub-flow's
  /// leaving node); `nil` for the top flow.
  private(set) var flowExits: [Int?] = []

  /// Per step of a flow: the node a run enters, and the node whose
  /// successors follow the step (an include's leaving node), with the
  /// layouts of included sub-flows by step index.
  private struct Placement {
    /// The flow's index in ``flows``.
    var flow: Int
    var entry: [Int] = []
    var exit: [Int] = []
    var children: [Int: Placement] = [:]
  }

  /// Lays out a flow whose includes are resolved. `stepIndex` may give the
  /// index of the first step with each id of the top flow, when known.
  init(_ flow: FlowDefinition, stepIndex: [String: Int]? = nil) {
    let placement = place(flow, parent: -1)
    wire(placement, exit: nil, stepIndex: stepIndex)
    start = placement.entry.first
  }

  private mutating func place(_ flow: FlowDefinition, parent: Int) -> Placement {
    let flowIndex = flows.count
    flows.append(flow)
    entryNodes.append([])
    exitNodes.append([])
    flowExits.append(nil)
    var placement = Placement(flow: flowIndex)
    placement.entry.reserveCapacity(flow.steps.count)
    placement.exit.reserveCapacity(flow.steps.count)
    entries.reserveCapacity(entries.count + flow.steps.count)
    for index in flow.steps.indices {
      if let sub = flow.steps[index].include?.flow?.value {
        let enter = add(Entry(role: .enterInclude, flow: flowIndex, step: index, parent: parent))
        placement.entry.append(enter)
        placement.children[index] = place(sub, parent: enter)
        placement.exit.append(add(Entry(role: .exitInclude, flow: flowIndex, step: index, parent: parent)))
      } else {
        let node = add(Entry(role: .step, flow: flowIndex, step: index, parent: parent))
        placement.entry.append(node)
        placement.exit.append(node)
      }
    }
    entryNodes[flowIndex] = placement.entry
    exitNodes[flowIndex] = placement.exit
    return placement
  }

  private mutating func add(_ entry: Entry) -> Int {
    entries.append(entry)
    return entries.count - 1
  }

  /// Sets the successors of every node of the flow, then of its sub-flows'.
  private mutating func wire(_ placement: Placement, exit: Int?, stepIndex: [String: Int]? = nil) {
    let flow = flows[placement.flow]
    flowExits[placement.flow] = exit
    let indexByID = stepIndex ?? Self.firstIndexByID(flow)
    // NB: steps are read in place; copying one out retains all it holds.
    flow.steps.withUnsafeBufferPointer { steps in
      for index in steps.indices {
        if let child = placement.children[index] {
          let exitNode = placement.exit[index]
          startSuccessors(of: placement.entry[index])
          addSuccessor(child.entry.first ?? exitNode, of: placement.entry[index])
          wire(child, exit: exitNode)
        }
        wireStep(steps[index], at: index, of: flow, placement, exit: exit, indexByID: indexByID)
      }
    }
  }

  /// The index of the first step with each id.
  static func firstIndexByID(_ flow: FlowDefinition) -> [String: Int] {
    var indexByID: [String: Int] = [:]
    indexByID.reserveCapacity(flow.steps.count)
    for index in flow.steps.indices where indexByID[flow.steps[index].id] == nil {
      indexByID[flow.steps[index].id] = index
    }
    return indexByID
  }

  /// The edges out of one step's node.
  private mutating func wireStep(
    _ step: StepDefinition, at index: Int, of flow: FlowDefinition, _ placement: Placement, exit: Int?,
    indexByID: [String: Int]
  ) {
    let from = placement.exit[index]
    guard !step.isFinal else { return }
    startSuccessors(of: from)
    step.next.withUnsafeBufferPointer { rules in
      for rule in rules.indices {
        if let target = indexByID[rules[rule].goto] { addSuccessor(placement.entry[target], of: from) }
      }
    }
    if step.next.isEmpty || step.next.last?.when != nil {
      if index + 1 < flow.steps.count {
        addSuccessor(placement.entry[index + 1], of: from)
      } else if let exit {
        addSuccessor(exit, of: from)
      } else {
        entries[from].fallsOffEnd = true
      }
    }
  }

  /// Starts the successors of `node` at the end of the list (each node's are set once).
  private mutating func startSuccessors(of node: Int) {
    entries[node].successorStart = successorList.count
    entries[node].successorCount = 0
  }

  /// Adds a successor to the node whose successors were started last,
  /// unless it has it already (a node has a handful, so a scan beats a set).
  private mutating func addSuccessor(_ target: Int, of node: Int) {
    let start = entries[node].successorStart
    guard !successorList[start...].contains(target) else { return }
    successorList.append(target)
    entries[node].successorCount += 1
  }
}

extension FlowLayout {
  /// Where a run can go from `node`.
  func successors(of node: Int) -> ArraySlice<Int> {
    let entry = entries[node]
    return successorList[entry.successorStart..<entry.successorStart + entry.successorCount]
  }

  /// The step of a node (a copy).
  func step(_ node: Int) -> StepDefinition {
    flows[entries[node].flow].steps[entries[node].step]
  }

  /// Whether the run ends at `node`.
  func isFinal(_ node: Int) -> Bool {
    entries[node].role == .step && flows[entries[node].flow].steps[entries[node].step].isFinal
  }

  /// The step ids from the top flow down to `node`'s step.
  func path(_ node: Int) -> [String] {
    var ids: [String] = []
    var current = node
    while current >= 0 {
      ids.append(flows[entries[current].flow].steps[entries[current].step].id)
      current = entries[current].parent
    }
    return ids.reversed()
  }

  /// The path joined with `/`, as ``FlowGraph/Node/name``.
  func name(_ node: Int) -> String {
    path(node).joined(separator: "/")
  }
}
