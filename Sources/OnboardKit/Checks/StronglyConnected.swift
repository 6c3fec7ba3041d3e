/// The strongly connected parts of a flow graph (Tarjan's algorithm, with
/// an explicit stack so that a flow of thousands of steps is no deeper):
/// where a run can go round, the only places a loop can be.
struct StronglyConnected {
  private let layout: FlowLayout

  init(_ layout: FlowLayout) {
    self.layout = layout
  }

  /// Every part a run can go round — more than one node, or one node with a
  /// move to itself — each sorted, in the order of their first nodes.
  func cyclicParts() -> [[Int]] {
    let count = layout.entries.count
    var order = [Int](repeating: -1, count: count)
    var low = [Int](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var parts: [[Int]] = []
    var counter = 0
    for root in 0..<count where order[root] < 0 {
      // Each frame: a node and how many of its successors were looked at.
      var frames = [(node: root, next: 0)]
      order[root] = counter
      low[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let successors = layout.successors(of: frame.node)
        if frame.next < successors.count {
          frames[frames.count - 1].next += 1
          let target = successors[successors.startIndex + frame.next]
          if order[target] < 0 {
            order[target] = counter
            low[target] = counter
            counter += 1
            stack.append(target)
            onStack[target] = true
            frames.append((target, 0))
          } else if onStack[target] {
            low[frame.node] = min(low[frame.node], order[target])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last { low[parent.node] = min(low[parent.node], low[frame.node]) }
        guard low[frame.node] == order[frame.node] else { continue }
        var part: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          part.append(member)
          if member == frame.node { break }
        }
        if part.count > 1 || layout.successors(of: frame.node).contains(frame.node) {
          parts.append(part.sorted())
        }
      }
    }
    return parts.sorted { $0[0] < $1[0] }
  }
}
