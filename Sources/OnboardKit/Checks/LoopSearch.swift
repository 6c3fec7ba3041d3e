/// Loops of `next:` moves that some answers go round for ever.
///
/// Answers are kept, so a person who gives the same answers on the way
/// round takes the same branches again: a loop is endless when one set of
/// answers makes every move of it the one the runner takes (the first
/// branch that holds, else the following step). The search looks only
/// inside strongly connected parts of the step graph, and there tries the
/// answers ``LoopAnswers`` proposes, up to a budget of condition tests.
struct LoopSearch {
  /// One endless loop.
  struct Loop {
    /// Its nodes in the order a run takes them, from the node the closing branch leads to.
    var nodes: [Int]
    /// The node whose branch closes the loop, and that branch's index in its `next:`.
    var closing: (node: Int, rule: Int)
    /// Answers that go round it, by name (no value: no answer).
    var answers: [(name: String, value: JSONValue?)]
  }

  /// One way on from a node: a branch (its index and condition) or the following step.
  private struct Move {
    var rule: Int?
    var when: Condition?
    var target: Int?
  }

  private let layout: FlowLayout
  private let schema: CheckedSchema?
  /// Per node, its moves in the order the runner tries them.
  private var moves: [[Move]] = []
  /// Condition tests left.
  private var budget = 500_000

  init(_ layout: FlowLayout, schema: CheckedSchema?) {
    self.layout = layout
    self.schema = schema
  }

  /// The endless loops a run can reach, at most one per strongly connected part.
  mutating func loops(reachable: [Bool]) -> [Loop] {
    let parts = StronglyConnected(layout).cyclicParts().filter { reachable[$0[0]] }
    guard !parts.isEmpty else { return [] }
    let ids = layout.flows.map(FlowLayout.firstIndexByID)
    moves = layout.entries.indices.map { movesOf($0, ids: ids[layout.entries[$0].flow]) }
    var found: [Loop] = []
    for part in parts {
      if let loop = search(part) { found.append(loop) }
    }
    return found
  }

  /// The moves of `node`, as the runner routes it.
  private func movesOf(_ node: Int, ids: [String: Int]) -> [Move] {
    let entry = layout.entries[node]
    if entry.role == .enterInclude { return [Move(target: layout.successors(of: node).first)] }
    let flow = layout.flows[entry.flow]
    let step = flow.steps[entry.step]
    guard !step.isFinal else { return [] }
    var list = step.next.enumerated().compactMap { index, rule in
      ids[rule.goto].map { Move(rule: index, when: rule.when, target: layout.entryNodes[entry.flow][$0]) }
    }
    if step.next.last.map({ $0.when != nil }) ?? true {
      let following =
        entry.step + 1 < flow.steps.count
        ? layout.entryNodes[entry.flow][entry.step + 1] : layout.flowExits[entry.flow]
      list.append(Move(target: following))
    }
    return list
  }

  /// The first loop of one strongly connected part that some answers go round.
  private mutating func search(_ part: [Int]) -> Loop? {
    let members = Set(part)
    let conditions = part.flatMap { moves[$0].compactMap(\.when) }
    let answers = LoopAnswers(conditions, fields: fieldFacts(of: part))
    let tries = min(answers.combinations, 4_096, max(1, budget / max(1, part.count)))
    for index in 0..<tries {
      let facts = JSONValue.object(answers.facts(Self.spread(index, tries, answers.combinations)))
      var route: [Int: (target: Int, rule: Int?)] = [:]
      for node in part {
        guard let move = moves[node].first(where: { $0.when?.evaluate(facts) ?? true }),
          let target = move.target, members.contains(target)
        else { continue }
        route[node] = (target, move.rule)
      }
      budget -= conditions.count
      if let cycle = Self.cycle(in: route, part) {
        return loop(cycle, route, answers.names, facts)
      }
    }
    return nil
  }

  /// The `index`th of `tries` combinations, spread over all of them when
  /// there are more than can be tried.
  private static func spread(_ index: Int, _ tries: Int, _ total: Int) -> Int {
    guard total > tries else { return index }
    return Int((Double(index) * Double(total) / Double(tries)).rounded(.down)) % total
  }

  /// A cycle of the moves `route` makes, as nodes in order.
  private static func cycle(in route: [Int: (target: Int, rule: Int?)], _ part: [Int]) -> [Int]? {
    var state: [Int: Int] = [:]  // 1: on the walk now, 2: done
    for start in part where state[start] == nil {
      var walk: [Int] = []
      var node = start
      while state[node] == nil {
        state[node] = 1
        walk.append(node)
        guard let next = route[node]?.target else { break }
        node = next
      }
      if state[node] == 1, let first = walk.firstIndex(of: node) { return Array(walk[first...]) }
      for visited in walk { state[visited] = 2 }
    }
    return nil
  }

  /// The loop found, starting where its closing branch (the move to its
  /// first node in file order) leads.
  private func loop(
    _ cycle: [Int], _ route: [Int: (target: Int, rule: Int?)], _ names: [String], _ facts: JSONValue
  ) -> Loop? {
    guard let lowest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return nil }
    let ordered = Array(cycle[lowest...] + cycle[..<lowest])
    guard let closer = ordered.last, let rule = route[closer]?.rule else { return nil }
    let read = Set(ordered.flatMap { node in moves[node].compactMap(\.when).flatMap(\.attributeNames) })
    let values = facts.objectValue ?? [:]
    return Loop(
      nodes: ordered, closing: (closer, rule),
      answers: names.filter(read.contains).map { ($0, values[$0]) })
  }

  /// The fields the steps of a part ask, with what a loop search needs of each.
  private func fieldFacts(of part: [Int]) -> [String: LoopAnswers.FieldFacts] {
    var facts: [String: LoopAnswers.FieldFacts] = [:]
    for node in part where layout.entries[node].role == .step {
      for field in layout.step(node).fields where facts[field.key] == nil {
        let descriptor = schema?.fieldIndex(named: field.key).map { schema?.descriptor.fields[$0] } ?? nil
        let required = field.required ?? descriptor?.isRequired ?? false
        facts[field.key] = LoopAnswers.FieldFacts(
          definition: field, kind: descriptor?.kind,
          options: field.options?.map(\.value) ?? descriptor?.allowedValues,
          alwaysAnswered: required || field.defaultValue != nil)
      }
    }
    return facts
  }
}
