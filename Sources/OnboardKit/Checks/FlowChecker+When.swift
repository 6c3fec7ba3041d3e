extension FlowChecker.Context {
  /// The `when:` of steps and fields read only what is known when they are
  /// decided: the attributes and the answers of steps before them. A `when`
  /// that reads a field asked only later (or on its own step) is an error at
  /// the condition, naming where the field is asked, with a did-you-mean
  /// among the fields asked before it.
  mutating func checkWhenOrder(_ flow: FlowDefinition) {
    guard let schema, flow.hasAnyWhen else { return }
    let graph = FlowLayout(flow, stepIndex: topStepIndex)
    guard let start = graph.start else { return }
    for node in graph.entries.indices where graph.entries[node].role != .exitInclude {
      let step = graph.step(node)
      guard step.when != nil || step.fields.contains(where: { $0.when != nil }) else { continue }
      let before = graph.reachable(from: start, avoiding: node)
      var asked: [String] = []
      for other in graph.entries.indices where before[other] && graph.entries[other].role == .step {
        for field in graph.step(other).fields where !asked.contains(field.key) { asked.append(field.key) }
      }
      let what = "step '\(graph.name(node))'"
      if let when = step.when {
        checkReads(when, of: "the 'when' of \(what)", at: step.whenMark, asked: asked, graph, schema)
      }
      for field in step.fields {
        guard let when = field.when else { continue }
        checkReads(
          when, of: "the 'when' of field '\(field.key)' of \(what)", at: field.whenMark, asked: asked, graph,
          schema)
      }
    }
  }

  private mutating func checkReads(
    _ condition: Condition, of what: String, at mark: SourceMark?, asked: [String], _ graph: FlowLayout,
    _ schema: CheckedSchema
  ) {
    var names: [String] = []
    ConditionNames.forEach(in: condition.json) { name in
      if !names.contains(name), !asked.contains(name), schema.fieldIndex(named: name) != nil {
        names.append(name)
      }
    }
    for name in names.sorted() {
      guard let later = graph.entries.indices.first(where: { graph.asks($0, name) }) else { continue }
      let hint = EditDistance.suggestion(for: name, among: asked).map { "; did you mean '\($0)'?" } ?? ""
      error(
        "\(what) reads '\(name)', which is asked only at or after it (at step '\(graph.name(later))'); a 'when' reads the attributes and the answers of earlier steps\(hint)",
        at: mark)
    }
  }
}

extension FlowDefinition {
  /// Whether some step or field of the flow or its sub-flows has a `when:`.
  var hasAnyWhen: Bool {
    steps.contains { step in
      step.when != nil || step.fields.contains { $0.when != nil }
        || step.include?.flow?.value.hasAnyWhen == true
    }
  }
}

extension FlowLayout {
  /// Per node: whether a run can reach it from `start` without passing `avoided`.
  func reachable(from start: Int, avoiding avoided: Int) -> [Bool] {
    var seen = [Bool](repeating: false, count: entries.count)
    guard start != avoided else { return seen }
    seen[start] = true
    var stack = [start]
    while let node = stack.popLast() {
      for next in successors(of: node) where !seen[next] && next != avoided {
        seen[next] = true
        stack.append(next)
      }
    }
    return seen
  }

  /// Whether the step at `node` asks the field `name`.
  func asks(_ node: Int, _ name: String) -> Bool {
    entries[node].role == .step
      && flows[entries[node].flow].steps[entries[node].step].fields.contains {
        $0.key == name
      }
  }
}
