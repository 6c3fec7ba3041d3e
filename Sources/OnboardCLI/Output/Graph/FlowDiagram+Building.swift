import OnboardKit

extension FlowDiagram {
  /// The diagram of a flow whose includes are resolved.
  ///
  /// Arrows follow `next:` as the runner does: the branches in order, then,
  /// when there is no `next:` or its last branch has a `when`, the following
  /// step. A step whose branches have conditions labels the unconditional
  /// branch and the fall-through `otherwise`. Final steps have no arrows; the
  /// last step of a sub-flow has none for running off its end: the arrows
  /// out of the cluster show where the run goes after it.
  init(_ flow: FlowDefinition) {
    var builder = Builder()
    let top = builder.allocate(flow, prefix: [])
    builder.wire(top)
    self.init(name: flow.name, title: FlowOutline.heading(flow), items: top.items, edges: builder.edges)
  }
}

/// Gives every step an id and an endpoint, then draws the arrows.
private struct Builder {
  /// One flow file's steps, as allocated.
  struct Level {
    var flow: FlowDefinition
    var items: [FlowDiagram.Item] = []
    var endpoints: [FlowDiagram.Endpoint] = []
    var children: [Int: Level] = [:]
  }

  var ids = DiagramID()
  var edges: [FlowDiagram.Edge] = []

  mutating func allocate(_ flow: FlowDefinition, prefix: [String]) -> Level {
    var level = Level(flow: flow)
    for (index, step) in flow.steps.enumerated() {
      let path = prefix + [step.id]
      if let sub = step.include?.flow?.value, !sub.steps.isEmpty {
        let id = ids.make(for: path)
        let child = allocate(sub, prefix: path)
        let entry = child.endpoints.first?.entry ?? id
        let exit = child.endpoints.last?.exit ?? id
        level.items.append(.cluster(.init(id: id, title: step.title ?? step.id, items: child.items)))
        level.endpoints.append(.init(id: id, cluster: id, entry: entry, exit: exit))
        level.children[index] = child
      } else {
        let id = ids.make(for: path)
        var lines = [step.title ?? step.id]
        if !step.fields.isEmpty { lines.append(step.fields.map(\.key).joined(separator: ", ")) }
        if let include = step.include { lines.append("include \(include.path)") }
        if let when = step.when { lines.append("when \(ConditionText.describe(when.json))") }
        if step.isSkippable { lines.append("skippable") }
        level.items.append(.node(.init(id: id, lines: lines, isFinal: step.isFinal)))
        level.endpoints.append(.init(id: id, cluster: nil, entry: id, exit: id))
      }
    }
    return level
  }

  mutating func wire(_ level: Level) {
    let steps = level.flow.steps
    var indexByID: [String: Int] = [:]
    for (index, step) in steps.enumerated() where indexByID[step.id] == nil {
      indexByID[step.id] = index
    }
    for (index, step) in steps.enumerated() {
      if let child = level.children[index] { wire(child) }
      guard !step.isFinal else { continue }
      let from = level.endpoints[index]
      let isConditional = step.next.contains { $0.when != nil }
      let otherwise = isConditional ? "otherwise" : nil
      for rule in step.next {
        guard let target = indexByID[rule.goto] else { continue }
        let label = rule.when.map { ConditionText.describe($0.json) } ?? otherwise
        edges.append(.init(from: from, to: level.endpoints[target], label: label))
      }
      if step.next.last.map({ $0.when != nil }) ?? true, index + 1 < steps.count {
        edges.append(.init(from: from, to: level.endpoints[index + 1], label: otherwise))
      }
    }
  }
}
