extension FlowGraph {
  /// The nodes a run can reach from the start.
  package func reachable() -> Set<Int> {
    Self.indices(layout.reachableMask())
  }

  /// The nodes from which some final step can be reached.
  package func canReachFinal() -> Set<Int> {
    Self.indices(layout.canReachFinalMask())
  }

  /// A shortest path from the start to a final step that avoids every node
  /// for which `avoid` is true, as node indices; `nil` when there is none.
  package func shortestPathToFinal(avoiding avoid: (Node) -> Bool) -> [Int]? {
    layout.shortestPathToFinal(avoiding: { avoid(nodes[$0]) })
  }

  /// A path as people read it: `name → age → contact/email → done`.
  package func describe(_ path: [Int]) -> String {
    layout.describe(path)
  }

  private static func indices(_ mask: [Bool]) -> Set<Int> {
    Set(mask.indices.filter { mask[$0] })
  }
}

extension FlowLayout {
  /// Per node: whether a run can reach it from the start.
  func reachableMask() -> [Bool] {
    var seen = [Bool](repeating: false, count: entries.count)
    guard let start else { return seen }
    seen[start] = true
    var stack = [start]
    while let node = stack.popLast() {
      for next in successors(of: node) where !seen[next] {
        seen[next] = true
        stack.append(next)
      }
    }
    return seen
  }

  /// Per node: whether some final step can be reached from it.
  func canReachFinalMask() -> [Bool] {
    // Predecessors in one flat array, grouped by node (counting sort).
    var offsets = [Int](repeating: 0, count: entries.count + 1)
    for next in successorList { offsets[next + 1] += 1 }
    for index in entries.indices { offsets[index + 1] += offsets[index] }
    var fill = offsets
    var predecessors = [Int](repeating: 0, count: offsets[entries.count])
    for node in entries.indices {
      for next in successors(of: node) {
        predecessors[fill[next]] = node
        fill[next] += 1
      }
    }
    var seen = [Bool](repeating: false, count: entries.count)
    var stack: [Int] = []
    for node in entries.indices where isFinal(node) {
      seen[node] = true
      stack.append(node)
    }
    while let node = stack.popLast() {
      for previous in predecessors[offsets[node]..<offsets[node + 1]] where !seen[previous] {
        seen[previous] = true
        stack.append(previous)
      }
    }
    return seen
  }

  /// A shortest path from the start to a final step that avoids every node
  /// for which `avoid` is true, as node indices; `nil` when there is none.
  /// Breadth first, successors in order: the path ``FlowGraph`` has always given.
  func shortestPathToFinal(avoiding avoid: (Int) -> Bool) -> [Int]? {
    guard let start, !avoid(start) else { return nil }
    var parent = [Int](repeating: -1, count: entries.count)
    parent[start] = start
    var queue = [start]
    queue.reserveCapacity(entries.count)
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      if isFinal(node) {
        var path = [node]
        var current = node
        while parent[current] != current {
          current = parent[current]
          path.append(current)
        }
        return path.reversed()
      }
      for next in successors(of: node) where parent[next] < 0 && !avoid(next) {
        parent[next] = node
        queue.append(next)
      }
    }
    return nil
  }

  /// A path as people read it: `name → age → contact/email → done`
  /// (shortened when long, see ``PathText``).
  func describe(_ path: [Int]) -> String {
    PathText.describe(path.filter { entries[$0].role != .exitInclude }.map { name($0) })
  }
}
