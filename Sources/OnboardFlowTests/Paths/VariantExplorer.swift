import OnboardKit

/// Explores one variant's flow through the real runner: a depth-first walk
/// over runner states, so paths that share a beginning run it once. At
/// each step it looks for answers that take each way on; each back-edge is
/// taken at most once per path; the walk stops at the path limit.
struct VariantExplorer<Model: Onboardable & Codable & Hashable> {
  let runner: FlowRunner<Model>
  let navigator: StepNavigator
  /// Per node, its fields and the answers the step accepts for each.
  let fields: [[FieldUnderTest]]
  let candidates: [[[JSONValue]]]
  var limit: Int
  var result: VariantExploration
  var visited = Set<Int>()
  var takenEdges = Set<[Int]>()
  /// Moves left before the walk gives up, whatever the path count.
  var budget: Int
  /// Candidate choices that got a path past its final step, tried first from then on.
  var preferred: [String: Int] = [:]
  /// The first visit of each step, whose boundary values are tried after the walk.
  var firstVisits: [(node: Int, state: FlowState<Model>, before: [[String: JSONValue]], path: [Int])] = []

  init(variant: VariantFlow, reachable: Bool, limit: Int) {
    runner = FlowRunner(flow: variant.flow)
    navigator = StepNavigator(runner.graph)
    let literals = ConditionLiterals(variant.flow)
    fields = runner.graph.nodes.map { $0.role == .step ? FieldUnderTest.fields(of: $0.step, Model.self) : [] }
    candidates = fields.map { $0.map { AnswerCandidates.values(for: $0, literals: literals) } }
    self.limit = limit
    budget = max(10_000, limit * 200)
    result = VariantExploration(variant, reachable: reachable)
  }

  /// Walks every path, then measures coverage and lists unreached steps.
  mutating func explore() -> VariantExploration {
    var state = FlowState<Model>(userID: "paths")
    do {
      _ = try runner.reduce(&state, .start)
    } catch {
      result.problem("the run cannot start: \(error)")
      return result
    }
    // A first path teaches which candidates complete (say, a country code
    // that exists), so that the walk's shared beginnings use them.
    let fresh = result
    let limit = self.limit
    self.limit = 1
    walk(state, path: [], answers: [], backEdges: [])
    (result, visited, takenEdges, firstVisits, self.limit) = (fresh, [], [], [], limit)
    walk(state, path: [], answers: [], backEdges: [])
    for visit in firstVisits {
      // NB: replayed with the choices learned on the walk, so that answers
      // before the step are ones that can complete.
      let (state, before) = replayPrefix(visit.path) ?? (visit.state, visit.before)
      checkBoundaries(at: visit.node, state, before: before, path: visit.path)
    }
    finishCoverage()
    return result
  }

  private mutating func walk(
    _ state: FlowState<Model>, path: [Int], answers: [[String: JSONValue]], backEdges: Set<[Int]>
  ) {
    guard result.paths.count < limit, budget > 0 else {
      result.truncated = true
      return
    }
    budget -= 1
    guard let node = navigator.node(named: state.current) else {
      record(path, answers, .stopped("the run is at no known step"))
      return
    }
    let path = path + [node]
    if visited.insert(node).inserted { firstVisits.append((node, state, answers, path)) }
    if navigator.graph.nodes[node].isFinal {
      finish(state, path: path, answers: answers)
      return
    }
    let targets = navigator.targets[node]
    guard !targets.isEmpty else {
      record(path, answers, .stopped("step '\(name(node))' is not final and has nowhere to go"))
      return
    }
    var moved = false
    for target in targets {
      let edge = [node, target]
      let isBack = path.contains(target)
      if isBack, backEdges.contains(edge) { continue }
      guard let (next, given) = advance(state, at: node, to: target, overrides: [:]) else {
        if targets.count > 1 {
          result.warn("no generated answers take the branch \(name(node)) → \(name(target))")
        }
        continue
      }
      moved = true
      takenEdges.insert(edge)
      walk(
        next, path: path, answers: answers + [given], backEdges: isBack ? backEdges.union([edge]) : backEdges)
      if result.truncated { return }
    }
    if !moved, !targets.allSatisfy({ path.contains($0) }) {
      record(path, answers, .stopped(stuckMessage(state, at: node)))
    }
  }

  /// The final step: submit, and when the answers are refused, try others.
  private mutating func finish(_ state: FlowState<Model>, path: [Int], answers: [[String: JSONValue]]) {
    var overrides = preferred
    var lastProblems: [String] = []
    for _ in 0..<12 {
      guard let (done, given) = replayFinal(state, path: path, answers: answers, overrides: overrides) else {
        if overrides.isEmpty {
          record(path, answers, .stopped(stuckMessage(state, at: path.last ?? 0)))
          return
        }
        break
      }
      if case .completed = done.0.status {
        preferred = overrides
        record(path, done.1 + [given], .completes)
        return
      }
      guard case .rejected(let problems) = done.0.status else {
        lastProblems = ["the run ended \(done.0.status.word)"]
        break
      }
      lastProblems = problems.map(\.description)
      let keys = problemFields(problems, final: path.last ?? 0)
      if keys.isEmpty { break }
      for key in keys { overrides[key, default: 0] += 1 }
    }
    record(path, answers, .cannotComplete(lastProblems))
  }

  func name(_ node: Int) -> String { navigator.graph.nodes[node].name }

  mutating func record(_ path: [Int], _ answers: [[String: JSONValue]], _ outcome: ExploredPath.Outcome) {
    result.paths.append(ExploredPath(steps: path.map(name), outcome: outcome, answers: answers))
  }
}
