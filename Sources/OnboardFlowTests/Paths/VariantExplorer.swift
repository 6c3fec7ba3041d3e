import Foundation
import OnboardKit

/// Explores one variant's flow through the real runner: a depth-first walk
/// over runner states, so paths that share a beginning run it once. At
/// each step it looks for answers that take each way on; each back-edge is
/// taken at most once per path; the walk stops at the path limit.
///
/// The walk's memory is linear in the steps walked: a path is a chain of
/// ``Trail`` entries, the states kept carry no history (it is put back from
/// the trail where the final step needs it), and a frame whose ways on are
/// all tried lets go of its state.
struct VariantExplorer<Model: Onboardable & Codable & Hashable> {
  let runner: FlowRunner<Model>
  let navigator: StepNavigator
  /// Per node, its fields and the answers the step accepts for each.
  let fields: [[FieldUnderTest]]
  let candidates: [[[JSONValue]]]
  /// Per node, its computed fields (`compute:`), which are never answered.
  let computed: [[ComputedField]]
  /// The day computed answers count to: the runner's clock.
  let today: CalendarDate
  var limit: Int
  var result: VariantExploration
  var visited = Set<Int>()
  var takenEdges = Set<Edge>()
  /// Moves left before the walk gives up, whatever the path count: 200 per
  /// path of the limit and 16 per step of the flow (replays of a path spend it too).
  var budget: Int
  /// The budget the walk started with, for the message when it runs out.
  let fullBudget: Int
  /// Candidate choices that got a path past its final step, tried first from then on.
  var preferred: [String: Int] = [:]
  /// Every step the walk entered: the steps of a path are a chain of these.
  var trail = Trail()
  /// The first visit of each step, whose boundary values are tried after the walk.
  var firstVisits: [(node: Int, state: FlowState<Model>, trail: Int, learned: [String: Int])] = []
  /// Steps left for running on to the end after boundary values (and for
  /// putting paths back together for them), so that very long flows stay
  /// fast (checks past it are skipped with a warning).
  var completionBudget = 200_000
  /// Steps the recorded paths may hold in all, which bounds the report's size.
  var recordedBudget = 2_000_000
  /// Per node, how many times it is on the path being walked.
  var onPath: [Int] = []
  /// Back-edges taken on the path being walked, with how many times.
  var backEdgesOnPath: [Edge: Int] = [:]

  /// A move from one node to another.
  struct Edge: Hashable {
    var from: Int
    var to: Int
  }

  init(variant: VariantFlow, reachable: Bool, limit: Int, budget: Int? = nil, now: Date) {
    runner = FlowRunner(flow: variant.flow, clock: { now })
    navigator = StepNavigator(runner.graph)
    let literals = ConditionLiterals(variant.flow)
    let today = CalendarDate(now)
    self.today = today
    let steps = runner.graph.nodes.map { $0.role == .step ? $0.step : nil }
    fields = steps.map { $0.map { FieldUnderTest.fields(of: $0, Model.self) } ?? [] }
    let computed = steps.map { $0.map { ComputedField.fields(of: $0, Model.self) } ?? [] }
    self.computed = computed
    candidates = zip(fields, computed).map { fields, computed in
      fields.map { field in
        // An input of a computed field on the same step takes the values
        // that give the computed field's branches and bounds first, and
        // none of its own that the computed field's rules refuse.
        let derived = computed.filter { $0.yearsSinceInput == field.key }
        let own = AnswerCandidates.values(for: field, literals: literals).filter { value in
          !derived.contains {
            $0.refuses([field.key: value], earlier: { _ in nil }, today: today) { _ in field.kind }
          }
        }
        var seen = Set<JSONValue>()
        return
          (derived.flatMap { $0.inputCandidates(literals: literals, today: today) }.filter(field.accepts)
          + own)
          .filter { seen.insert($0).inserted }
      }
    }
    self.limit = limit
    fullBudget = budget ?? (max(10_000, limit * 200) + 16 * runner.graph.nodes.count)
    self.budget = fullBudget
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
    let (limit, budget, recorded) = (self.limit, self.budget, self.recordedBudget)
    self.limit = 1
    walk(state)
    // Everything but what was learned starts again, the walk's budgets too.
    (result, visited, takenEdges, firstVisits, trail) = (fresh, [], [], [], Trail())
    (self.limit, self.budget, self.recordedBudget) = (limit, budget, recorded)
    walk(state)
    for visit in firstVisits { checkBoundaries(of: visit) }
    finishCoverage()
    return result
  }

  /// One step of the walk: the state on it and the ways on still to try.
  struct Frame {
    /// The state on the step; `nil` once every way on was tried.
    var state: FlowState<Model>?
    var node: Int
    /// The step's entry in ``trail``.
    var entry: Int
    /// The back-edge taken to get here, if one was.
    var backEdge: Edge?
    var targets: [Int]
    var next = 0
    var moved = false
  }

  /// The depth-first walk from `state`, with an explicit stack (a flow of
  /// thousands of steps is as deep as it is long).
  private mutating func walk(_ state: FlowState<Model>) {
    onPath = [Int](repeating: 0, count: navigator.graph.nodes.count)
    backEdgesOnPath = [:]
    var stack: [Frame] = []
    if let first = enter(state, from: -1, given: [:], backEdge: nil) { push(first, &stack) }
    while !stack.isEmpty, !result.truncated {
      var frame = stack.removeLast()
      guard frame.next < frame.targets.count else {
        if !frame.moved, frame.targets.contains(where: { onPath[$0] == 0 }), let state = frame.state {
          record(frame.entry, .stopped(stuckMessage(state, at: frame.node)))
        }
        pop(frame)
        continue
      }
      let target = frame.targets[frame.next]
      frame.next += 1
      let edge = Edge(from: frame.node, to: target)
      let isBack = onPath[target] > 0
      guard !isBack || backEdgesOnPath[edge] == nil, let state = frame.state else {
        stack.append(frame)
        continue
      }
      guard let (next, given) = advance(state, at: frame.node, to: target, overrides: [:]) else {
        if frame.targets.count > 1 {
          result.warn("no generated answers take the branch \(name(frame.node)) → \(name(target))")
        }
        stack.append(frame)
        continue
      }
      // NB: once every way on is taken the state is needed no more: letting
      // it go keeps one state per open branch, not one per step of the path.
      if frame.next == frame.targets.count { frame.state = nil }
      frame.moved = true
      takenEdges.insert(edge)
      stack.append(frame)
      if isBack, let endless = endlessLoop(next, back: edge, given: given, from: frame.entry) {
        record(trail.add(target, given: given, after: frame.entry), .stopped(endless))
        continue
      }
      if let child = enter(next, from: frame.entry, given: given, backEdge: isBack ? edge : nil) {
        push(child, &stack)
      }
    }
  }

  private mutating func push(_ frame: Frame, _ stack: inout [Frame]) {
    onPath[frame.node] += 1
    if let edge = frame.backEdge { backEdgesOnPath[edge, default: 0] += 1 }
    stack.append(frame)
  }

  private mutating func pop(_ frame: Frame) {
    onPath[frame.node] -= 1
    if let edge = frame.backEdge {
      backEdgesOnPath[edge, default: 1] -= 1
      if backEdgesOnPath[edge] == 0 { backEdgesOnPath[edge] = nil }
    }
  }

  /// Arrives at the step `state` shows: records a path that ends there, or
  /// returns the frame whose ways on are still to try.
  private mutating func enter(
    _ arrived: FlowState<Model>, from parent: Int, given: [String: JSONValue], backEdge: Edge?
  ) -> Frame? {
    guard result.paths.count < limit else {
      result.stop(nil)
      return nil
    }
    guard budget > 0 else {
      stopForBudget()
      return nil
    }
    budget -= 1
    // NB: the history is put back from the trail where it is needed, so
    // that the states the walk keeps do not grow with the path.
    var state = arrived
    state.history = []
    guard let node = navigator.node(named: state.current) else {
      record(parent, .stopped("the run is at no known step"))
      return nil
    }
    let entry = trail.add(node, given: given, after: parent)
    if visited.insert(node).inserted { firstVisits.append((node, state, entry, preferred)) }
    if navigator.graph.nodes[node].isFinal {
      finish(state, entry: entry)
      return nil
    }
    let targets = navigator.targets[node]
    guard !targets.isEmpty else {
      record(entry, .stopped("step '\(name(node))' is not final and has nowhere to go"))
      return nil
    }
    return Frame(state: state, node: node, entry: entry, backEdge: backEdge, targets: targets)
  }

  /// The final step: submit, and when the answers are refused, try others.
  private mutating func finish(_ arrived: FlowState<Model>, entry: Int) {
    let (path, answers) = trail.path(to: entry)
    var state = arrived
    state.history = path.dropLast().map(name)
    var overrides = preferred
    var lastProblems: [String] = []
    for _ in 0..<12 {
      if overrides != preferred {
        // A replay walks the path again: it spends the walk's budget.
        guard budget >= path.count else { return stopForBudget() }
        budget -= path.count
      }
      guard let (done, given) = replayFinal(state, path: path, answers: answers, overrides: overrides) else {
        if overrides.isEmpty {
          record(entry, .stopped(stuckMessage(state, at: path.last ?? 0)))
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
    record(entry, .cannotComplete(lastProblems))
  }

  func name(_ node: Int) -> String { navigator.graph.nodes[node].name }

  private mutating func stopForBudget() {
    result.stop(
      "stopped after walking \(fullBudget) steps, the most for the limit of \(limit) paths on a flow of this size (raise it with --limit); coverage is partial"
    )
  }

  /// Records the path that ends at trail entry `entry`.
  mutating func record(_ entry: Int, _ outcome: ExploredPath.Outcome) {
    let (path, answers) = trail.path(to: entry)
    record(path, answers, outcome)
  }

  mutating func record(_ path: [Int], _ answers: [[String: JSONValue]], _ outcome: ExploredPath.Outcome) {
    guard recordedBudget >= path.count else {
      result.stop(
        "stopped when the paths found held 2,000,000 steps in all; coverage is partial")
      return
    }
    recordedBudget -= path.count
    result.paths.append(ExploredPath(steps: path.map(name), outcome: outcome, answers: answers))
  }
}
