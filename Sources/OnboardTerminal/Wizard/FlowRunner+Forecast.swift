import OnboardKit

extension FlowRunner {
  /// Where the person is on the path their answers lead along: the current
  /// step's place (from 1) and how many steps that path has, predicted by
  /// following `next:` with the answers given so far. Going down another
  /// branch changes the total. Counted on the person's own variant flow,
  /// so a variant that reorders or adds steps counts its own path.
  public func progress(_ state: FlowState<Model>) -> ProgressLine {
    let runner = active(state)
    let graph = runner.graph
    let index = state.history.count + 1
    guard let name = state.current, var node = runner.stepNode(named: name) else {
      return ProgressLine(index: index, total: index)
    }
    let facts = forecastFacts(state)
    var ahead = 0
    var moves = 0
    while !graph.nodes[node].isFinal, moves < graph.nodes.count,
      let next = runner.predictedNext(node, facts)
    {
      node = next
      moves += 1
      // A step whose `when:` is false is passed over, so it is not counted.
      if graph.nodes[node].role == .step, graph.nodes[node].step.when?.evaluate(facts) ?? true { ahead += 1 }
    }
    return ProgressLine(index: index, total: index + ahead)
  }

  /// The titles of the include steps around the current step, outermost
  /// first (`How can we reach you?` around `contact/email`); empty at the top.
  public func sectionTitles(_ state: FlowState<Model>) -> [String] {
    let runner = active(state)
    guard let name = state.current, let node = runner.stepNode(named: name) else { return [] }
    var titles: [String] = []
    var container = runner.graph.nodes[node].container
    while let enter = container {
      if let title = runner.graph.nodes[enter].step.title { titles.insert(title, at: 0) }
      container = runner.graph.nodes[enter].container
    }
    return titles
  }

  /// The step node with a qualified name (`contact/email`).
  public func stepNode(named name: String) -> Int? {
    graph.nodes.indices.first { graph.nodes[$0].role == .step && graph.nodes[$0].name == name }
  }

  /// The definition of a step on the path by its qualified name, as the
  /// person's variants show it.
  public func step(named name: String, in state: FlowState<Model>) -> StepDefinition? {
    let runner = active(state)
    return runner.stepNode(named: name).map { runner.graph.nodes[$0].step }
  }

  private func predictedNext(_ node: Int, _ facts: JSONValue) -> Int? {
    let current = graph.nodes[node]
    if current.role == .enterInclude { return current.successors.first }
    for branch in current.branches where branch.when?.evaluate(facts) ?? true {
      return branch.target
    }
    return current.following
  }

  /// What conditions read: attributes, the id, then every answer.
  private func forecastFacts(_ state: FlowState<Model>) -> JSONValue {
    var object = state.attributes
    object["id"] = .string(state.userID)
    for (name, value) in state.answers.fieldValues { object[name] = value.json }
    return .object(object)
  }
}
