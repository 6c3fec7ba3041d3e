import OnboardKit

/// The steps of a flow graph as path exploration walks them: which node a
/// step name is, and which steps a run can show right after a step (moving
/// through the invisible nodes that enter and leave included sub-flows).
struct StepNavigator: Sendable {
  let graph: FlowGraph
  private let nodeByName: [String: Int]
  /// Per node, the step nodes a run can show next, in the graph's order
  /// (past the steps and includes a `when:` may pass over).
  private(set) var targets: [[Int]] = []

  init(_ graph: FlowGraph) {
    self.graph = graph
    var names: [String: Int] = [:]
    for (index, node) in graph.nodes.enumerated() where node.role == .step { names[node.name] = index }
    nodeByName = names
    targets = graph.nodes.indices.map { expand(graph.nodes[$0].successors) }
  }

  /// The node of the step shown as `name`.
  func node(named name: String?) -> Int? {
    name.flatMap { nodeByName[$0] }
  }

  /// Every step node.
  var stepNodes: [Int] { graph.nodes.indices.filter { graph.nodes[$0].role == .step } }

  /// The steps reached from `successors`, through include nodes.
  private func expand(_ successors: [Int]) -> [Int] {
    var found: [Int] = []
    var seen = Set<Int>()
    var pending = successors.reversed().map { $0 }
    while let node = pending.popLast() {
      guard seen.insert(node).inserted else { continue }
      let passable = graph.nodes[node].step.when != nil && !graph.nodes[node].isFinal
      if graph.nodes[node].role == .step {
        if !found.contains(node) { found.append(node) }
        // A step whose `when:` may be false may be passed over: what follows it is a way on too.
        if passable { pending += graph.nodes[node].successors.reversed() }
      } else {
        pending += graph.nodes[node].successors.reversed()
        if passable, graph.nodes[node].role == .enterInclude, let exit = graph.nodes[node].partner {
          pending.append(exit)
        }
      }
    }
    return found
  }
}
