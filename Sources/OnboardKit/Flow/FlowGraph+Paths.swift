extension FlowGraph {
  /// The nodes a run can reach from the start.
  public func reachable() -> Set<Int> {
    guard let start else { return [] }
    var seen: Set<Int> = [start]
    var queue = [start]
    while let node = queue.popLast() {
      for next in nodes[node].successors where seen.insert(next).inserted {
        queue.append(next)
      }
    }
    return seen
  }

  /// The nodes from which some final step can be reached.
  public func canReachFinal() -> Set<Int> {
    var predecessors = [[Int]](repeating: [], count: nodes.count)
    for (index, node) in nodes.enumerated() {
      for next in node.successors { predecessors[next].append(index) }
    }
    var seen = Set(nodes.indices.filter { nodes[$0].isFinal })
    var queue = Array(seen)
    while let node = queue.popLast() {
      for previous in predecessors[node] where seen.insert(previous).inserted {
        queue.append(previous)
      }
    }
    return seen
  }

  /// A shortest path from the start to a final step that avoids every node
  /// for which `avoid` is true, as node indices; `nil` when there is none.
  public func shortestPathToFinal(avoiding avoid: (Node) -> Bool) -> [Int]? {
    guard let start, !avoid(nodes[start]) else { return nil }
    var parent: [Int: Int] = [start: start]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if nodes[node].isFinal {
        var path = [node]
        var current = node
        while let previous = parent[current], previous != current {
          path.append(previous)
          current = previous
        }
        return path.reversed()
      }
      for next in nodes[node].successors where parent[next] == nil && !avoid(nodes[next]) {
        parent[next] = node
        queue.append(next)
      }
    }
    return nil
  }

  /// A path as people read it: `name → age → contact/email → done`.
  public func describe(_ path: [Int]) -> String {
    path.filter { nodes[$0].role != .exitInclude }.map { nodes[$0].name }.joined(separator: " → ")
  }
}
