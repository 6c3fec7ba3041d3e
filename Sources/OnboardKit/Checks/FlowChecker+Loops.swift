extension FlowChecker.Context {
  /// Loops that some answers go round for ever (see ``LoopSearch``): an
  /// error at the branch that closes each, naming the loop and such answers.
  /// Loops no run reaches are left out: they are reported as never reached.
  mutating func checkLoops(_ graph: FlowLayout, reachable: [Bool]) {
    var search = LoopSearch(graph, schema: schema)
    for loop in search.loops(reachable: reachable) {
      let rule = graph.step(loop.closing.node).next[loop.closing.rule]
      let steps = loop.nodes.filter { graph.entries[$0].role != .exitInclude }
      let round = PathText.describe((steps + steps.prefix(1)).map(graph.name))
      let answers =
        loop.answers.isEmpty
        ? "any answers"
        : loop.answers.map { name, value in
          value.map { "\(name): \(JSONWriter.value($0))" } ?? "\(name) not answered"
        }.joined(separator: ", ")
      error(
        "this branch closes a loop that never ends: with \(answers), a run goes \(round) again and again (answers are kept, so the same branches hold every time round); give the loop a way out for these answers",
        at: rule.gotoMark ?? rule.mark)
    }
  }
}
