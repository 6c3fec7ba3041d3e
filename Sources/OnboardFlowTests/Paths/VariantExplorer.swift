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
  var firstVisits:
    [(node: Int, state: FlowState<Model>, before: [[String: JSONValue]], path: [Int], learned: [String: Int])] =
      []
  /// Steps left for running on to the end after boundary values, so that
  /// very long flows stay fast (checks past it are skipped with a warning).
  var completionBudget = 200_000

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
    let (limit, budget) = (self.limit, self.budget)
    self.limit = 1
    walk(state, path: [], answers: [], backEdges: [])
    // Everything but what was learned starts again, the walk's budget too.
    (result, visited, takenEdges, firstVisits, self.limit, self.budget) = (fresh, [], [], [], limit, budget)
    walk(state, path: [], answers: [], backEdges: [])
    for visit in firstVisits {
      // NB: replayed with the choices learned on the walk, so that answers
      // before the step are ones that can complete.
      let replayed = visit.learned == preferred ? nil : replayPrefix(visit.path)
      let (state, before) = replayed ?? (visit.state, visit.before)
      checkBoundaries(at: visit.node, state, before: before, path: visit.path)
    }
    finishCoverage()
    return result
  }

  /// One step of the walk: the state on it and the ways on still to try.
  struct Frame {
    var state: FlowState<Model>
    var path: [Int]
    var answers: [[String: JSONValue]]
    var backEdges: Set<[Int]>
    var targets: [Int]
    var next = 0
    var moved = false
  }

  /// The depth-first walk from `state`, with an explicit stack (a flow of
  /// thousands of steps is as deep as it is long).
  private mutating func walk(
    _ state: FlowState<Model>, path: [Int], answers: [[String: JSONValue]], backEdges: Set<[Int]>
  ) {
    var stack = enter(state, path: path, answers: answers, backEdges: backEdges).map { [$0] } ?? []
    while var frame = stack.popLast(), !result.truncated {
      guard frame.next < frame.targets.count else {
        if !frame.moved, !frame.targets.allSatisfy(frame.path.contains), let node = frame.path.last {
          record(frame.path, frame.answers, .stopped(stuckMessage(frame.state, at: node)))
        }
        continue
      }
      let target = frame.targets[frame.next]
      frame.next += 1
      let node = frame.path[frame.path.count - 1]
      let edge = [node, target]
      let isBack = frame.path.contains(target)
      if isBack, frame.backEdges.contains(edge) {
        stack.append(frame)
        continue
      }
      guard let (next, given) = advance(frame.state, at: node, to: target, overrides: [:]) else {
        if frame.targets.count > 1 {
          result.warn("no generated answers take the branch \(name(node)) → \(name(target))")
        }
        stack.append(frame)
        continue
      }
      frame.moved = true
      takenEdges.insert(edge)
      let child = enter(
        next, path: frame.path, answers: frame.answers + [given],
        backEdges: isBack ? frame.backEdges.union([edge]) : frame.backEdges)
      stack.append(frame)
      if let child { stack.append(child) }
    }
  }

  /// Arrives at the step `state` shows: records a path that ends there, or
  /// returns the frame whose ways on are still to try.
  private mutating func enter(
    _ state: FlowState<Model>, path: [Int], answers: [[String: JSONValue]], backEdges: Set<[Int]>
  ) -> Frame? {
    guard result.paths.count < limit, budget > 0 else {
      result.truncated = true
      return nil
    }
    budget -= 1
    guard let node = navigator.node(named: state.current) else {
      record(path, answers, .stopped("the run is at no known step"))
      return nil
    }
    let path = path + [node]
    if visited.insert(node).inserted { firstVisits.append((node, state, answers, path, preferred)) }
    if navigator.graph.nodes[node].isFinal {
      finish(state, path: path, answers: answers)
      return nil
    }
    let targets = navigator.targets[node]
    guard !targets.isEmpty else {
      record(path, answers, .stopped("step '\(name(node))' is not final and has nowhere to go"))
      return nil
    }
    return Frame(state: state, path: path, answers: answers, backEdges: backEdges, targets: targets)
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
