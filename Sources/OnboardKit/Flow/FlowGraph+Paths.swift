extension FlowGraph {
  /// The nodes a run can reach from the start.
  public func reachable() -> Set<Int> {
    let mask = reachableMask()
    return Set(mask.indices.filter { mask[$0] })
  }

  /// The nodes from which some final step can be reached.
  public func canReachFinal() -> Set<Int> {
    let mask = canReachFinalMask()
    return Set(mask.indices.filter { mask[$0] })
  }

  /// A shortest path from the start to a final step that avoids every node
  /// for which `avoid` is true, as node indices; `nil` when there is none.
  public func shortestPathToFinal(avoiding avoid: (Node) -> Bool) -> [Int]? {
    shortestPathToFinal(avoidingIndex: { avoid(nodes[$0]) })
  }

  /// A path as people read it: `name → age → contact/email → done`.
  public func describe(_ path: [Int]) -> String {
    path.filter { nodes[$0].role != .exitInclude }.map { nodes[$0].name }.joined(separator: " → ")
  }

  /// Per node: whether a run can reach it from the start.
  func reachableMask() -> [Bool] {
    var seen = [Bool](repeating: false, count: nodes.count)
    guard let start else { return seen }
    seen[start] = true
    var stack = [start]
    while let node = stack.popLast() {
      for next in nodes[node].successors where !seen[next] {
        seen[next] = true
        stack.append(next)
      }
    }
    return seen
  }

  /// Per node: whether some final step can be reached from it.
  func canReachFinalMask() -> [Bool] {
    // Predecessors in one flat array, grouped by node (counting sort).
    var offsets = [Int](repeating: 0, count: nodes.count + 1)
    for node in nodes {
      for next in node.successors { offsets[next + 1] += 1 }
    }
    for index in nodes.indices { offsets[index + 1] += offsets[index] }
    var fill = offsets
    var predecessors = [Int](repeating: 0, count: offsets[nodes.count])
    for (index, node) in nodes.enumerated() {
      for next in node.successors {
        predecessors[fill[next]] = index
        fill[next] += 1
      }
    }
    var seen = [Bool](repeating: false, count: nodes.count)
    var stack: [Int] = []
    for index in nodes.indices where nodes[index].isFinal {
      seen[index] = true
      stack.append(index)
    }
    while let node = stack.popLast() {
      for previous in predecessors[offsets[node]..<offsets[node + 1]] where !seen[previous] {
        seen[previous] = true
        stack.append(previous)
      }
    }
    return seen
  }

  /// ``shortestPathToFinal(avoiding:)`` with the nodes to avoid given by index.
  func shortestPathToFinal(avoidingIndex avoid: (Int) -> Bool) -> [Int]? {
    guard let start, !avoid(start) else { return nil }
    var parent = [Int](repeating: -1, count: nodes.count)
    parent[start] = start
    var queue = [start]
    queue.reserveCapacity(nodes.count)
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if nodes[node].isFinal {
        var path = [node]
        var current = node
        while parent[current] != current {
          current = parent[current]
          path.append(current)
        }
        return path.reversed()
      }
      for next in nodes[node].successors where parent[next] < 0 && !avoid(next) {
        parent[next] = node
        queue.append(next)
      }
    }
    return nil
  }
}
