import OnboardKit

extension VariantExplorer {
  /// Answers for the step at `node` that take the run to the step at
  /// `target`: the first combination of candidates that does, with what was given.
  func advance(
    _ state: FlowState<Model>, at node: Int, to target: Int, overrides: [String: Int]
  ) -> (FlowState<Model>, [String: JSONValue])? {
    for combination in combinations(node, overrides) {
      let answers = self.answers(node, combination)
      guard let (next, events) = submit(state, answers) else { continue }
      let completed = events.contains { $0.kind == .stepCompleted && $0.step == name(node) }
      if completed, next.status == .inProgress, navigator.node(named: next.current) == target {
        return (next, answers)
      }
    }
    return nil
  }

  /// The final step submitted; with `overrides`, the whole path is run again
  /// from the start with those candidates, so earlier answers can change.
  func replayFinal(
    _ state: FlowState<Model>, path: [Int], answers: [[String: JSONValue]], overrides: [String: Int]
  ) -> ((FlowState<Model>, [[String: JSONValue]]), [String: JSONValue])? {
    var current = state
    var given = answers
    if overrides != preferred {
      current = FlowState<Model>(userID: "paths")
      guard (try? runner.reduce(&current, .start)) != nil else { return nil }
      given = []
      for (node, target) in zip(path, path.dropFirst()) {
        guard let (next, stepAnswers) = advance(current, at: node, to: target, overrides: overrides) else {
          return nil
        }
        current = next
        // NB: the history is put back at the end; kept on the way, every
        // step would copy it.
        current.history = []
        given.append(stepAnswers)
      }
      current.history = path.dropLast().map(name)
    }
    guard let final = path.last else { return nil }
    let finalAnswers = self.answers(final, combinations(final, overrides).first ?? [])
    guard let (done, _) = submit(current, finalAnswers) else { return nil }
    return ((done, given), finalAnswers)
  }

  /// The state on the last step of `path`, reached again from the start
  /// with the preferred choices (without its history), and the answers given on the way.
  func replayPrefix(_ path: [Int]) -> (FlowState<Model>, [[String: JSONValue]])? {
    var state = FlowState<Model>(userID: "paths")
    guard (try? runner.reduce(&state, .start)) != nil else { return nil }
    var given: [[String: JSONValue]] = []
    for (node, target) in zip(path, path.dropFirst()) {
      guard let (next, answers) = advance(state, at: node, to: target, overrides: preferred) else {
        return nil
      }
      state = next
      state.history = []
      given.append(answers)
    }
    return (state, given)
  }

  /// Index vectors into each field's candidates: the overridden (or first)
  /// ones, then each field through its candidates with the others kept.
  func combinations(_ node: Int, _ overrides: [String: Int]) -> [[Int]] {
    let lists = candidates[node]
    let base = fields[node].indices.map { index -> Int in
      let count = lists[index].count
      let key = fields[node][index].key
      return count == 0 ? 0 : (overrides[key] ?? preferred[key] ?? 0) % count
    }
    var all = [base]
    var seen: Set<[Int]> = [base]
    for index in lists.indices {
      for choice in lists[index].indices {
        var combination = base
        combination[index] = choice
        if seen.insert(combination).inserted { all.append(combination) }
        if all.count >= 64 { return all }
      }
    }
    return all
  }

  /// The answers a combination gives (fields without candidates left out).
  func answers(_ node: Int, _ combination: [Int]) -> [String: JSONValue] {
    var answers: [String: JSONValue] = [:]
    for (index, field) in fields[node].enumerated() {
      let list = candidates[node][index]
      guard index < combination.count, combination[index] < list.count else { continue }
      answers[field.key] = list[combination[index]]
    }
    return answers
  }

  /// Answers then submits, on a copy; `nil` when the runner refuses an action.
  func submit(_ state: FlowState<Model>, _ answers: [String: JSONValue]) -> (FlowState<Model>, [FlowEvent])? {
    var next = state
    var events: [FlowEvent] = []
    do {
      for (key, value) in answers.sorted(by: { $0.key < $1.key }) {
        events += try runner.reduce(&next, .answer(field: key, value: value))
      }
      events += try runner.reduce(&next, .submit)
    } catch {
      return nil
    }
    return (next, events)
  }

  /// Answers then submits, in place; `false` when the runner refuses an
  /// action or the step does not complete.
  func submitInPlace(_ state: inout FlowState<Model>, _ answers: [String: JSONValue]) -> Bool {
    var events: [FlowEvent] = []
    do {
      for (key, value) in answers.sorted(by: { $0.key < $1.key }) {
        events += try runner.reduce(&state, .answer(field: key, value: value))
      }
      events += try runner.reduce(&state, .submit)
    } catch {
      return false
    }
    return events.contains { $0.kind == .stepCompleted }
  }

  /// The fields to try other answers for after the final step refused:
  /// each problem's field, or for a cross-field rule the fields it reads.
  func problemFields(_ problems: [RunProblem], final node: Int) -> [String] {
    var keys: [String] = []
    for problem in problems {
      if let field = problem.field {
        keys.append(field)
      } else {
        for rule in navigator.graph.nodes[node].step.rules where rule.error == problem.message {
          keys += rule.when.attributeNames.sorted()
        }
      }
    }
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted }
  }

  /// Why no answers get past the step at `node`.
  func stuckMessage(_ state: FlowState<Model>, at node: Int) -> String {
    for (index, field) in fields[node].enumerated() where candidates[node][index].isEmpty && field.isRequired
    {
      return "no answer the rules of field '\(field.key)' accept was found at step '\(name(node))'"
    }
    let first = combinations(node, [:]).first ?? []
    guard let (after, _) = submit(state, answers(node, first)) else {
      return "the runner refuses the answers at step '\(name(node))'"
    }
    let problems = after.fieldErrors.sorted { $0.key < $1.key }.flatMap { key, messages in
      messages.map { key.isEmpty ? $0 : "field '\(key)': \($0)" }
    }
    if !problems.isEmpty {
      return "no generated answers get past step '\(name(node))': " + problems.joined(separator: "; ")
    }
    return "no generated answers lead on from step '\(name(node))'"
  }
}
