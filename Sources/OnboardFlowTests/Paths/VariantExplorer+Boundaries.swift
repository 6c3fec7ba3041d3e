import OnboardKit

extension VariantExplorer {
  /// The first visit of a step, kept for its boundary values.
  typealias FirstVisit = (node: Int, state: FlowState<Model>, trail: Int, learned: [String: Int])

  /// Tries the boundary values of one first visit, replayed with the choices
  /// learned on the walk (so that answers before the step are ones that can
  /// complete) when they changed since, and the budget allows.
  mutating func checkBoundaries(of visit: FirstVisit) {
    var state = visit.state
    var prefix: (nodes: [Int], answers: [[String: JSONValue]])?
    let depth = trail.depth(visit.trail)
    if visit.learned != preferred || navigator.graph.nodes[visit.node].isFinal {
      guard completionBudget >= depth else {
        result.warn("the flow is long: boundary values were not all followed to the final step")
        return
      }
      completionBudget -= depth
      let known = trail.path(to: visit.trail)
      prefix = known
      if visit.learned != preferred, let (replayed, before) = replayPrefix(known.nodes) {
        state = replayed
        prefix = (known.nodes, before)
      }
      state.history = known.nodes.dropLast().map(name)
    }
    checkBoundaries(at: visit.node, state, prefix: prefix, entry: visit.trail)
  }

  /// Tries every boundary value of every field of the step at `node`, once
  /// per variant: a valid one must pass the step and, with generated
  /// answers after it, reach a model; an invalid one must be refused right
  /// there, on its own field.
  private mutating func checkBoundaries(
    at node: Int, _ state: FlowState<Model>, prefix known: (nodes: [Int], answers: [[String: JSONValue]])?,
    entry: Int
  ) {
    var prefix = known
    let base = answers(node, combinations(node, [:]).first ?? [])
    let step = name(node)
    for field in fields[node] {
      for boundary in BoundaryValue.values(for: field) {
        result.boundaryChecks += 1
        var given = base
        given[field.key] = boundary.value ?? .null
        let shown =
          "\(field.key) = \(boundary.value.map(JSONWriter.value) ?? "no answer") (\(boundary.label))"
        guard let (after, events) = submit(state, given) else {
          result.problem("step '\(step)': the runner refuses \(shown)")
          continue
        }
        let passed = events.contains { $0.kind == .stepCompleted && $0.step == step }
        let refusal = events.first {
          $0.kind == .validationFailed && $0.step == step && $0.field == field.key
        }
        if boundary.valid {
          guard passed else {
            let why = events.first { $0.kind == .validationFailed }?.detail ?? "refused"
            result.problem("step '\(step)' refuses \(shown), which its rules allow: \(why)")
            continue
          }
          guard after.status == .inProgress else {
            checkCompletion(after, step: step, field: field.key, shown: shown)
            continue
          }
          guard completionBudget >= trail.depth(entry) else {
            result.warn("the flow is long: boundary values were not all followed to the final step")
            continue
          }
          completionBudget -= prefix == nil ? trail.depth(entry) : 0
          if prefix == nil { prefix = trail.path(to: entry) }
          var resumed = after
          resumed.history = (prefix?.nodes ?? []).map(name)
          checkCompletion(resumed, step: step, field: field.key, shown: shown)
        } else if passed {
          result.problem("step '\(step)' accepts \(shown), which its rules refuse")
        } else if let refusal {
          guard result.refused.count < Swift.max(limit, 1_000) else { continue }
          if prefix == nil { prefix = trail.path(to: entry) }
          result.refused.append(
            RefusedAnswer(
              before: prefix?.answers ?? [], answers: given, steps: (prefix?.nodes ?? []).map(name),
              field: field.key, label: boundary.label, message: refusal.detail ?? ""))
        } else {
          result.problem("step '\(step)' refuses \(shown), but not on field '\(field.key)'")
        }
      }
    }
  }

  /// Runs on from a state with the first generated answers of each step; a
  /// rejection that names the boundary's field is a problem (the step
  /// accepted what the model or a final rule refuses), any other a warning.
  private mutating func checkCompletion(_ start: FlowState<Model>, step: String, field: String, shown: String)
  {
    var state = start
    for _ in 0..<2_000 {
      guard state.status == .inProgress, let node = navigator.node(named: state.current) else { break }
      guard completionBudget > 0 else {
        result.warn("the flow is long: boundary values were not all followed to the final step")
        return
      }
      completionBudget -= 1
      // NB: the state is changed in place: a copy per step would copy its
      // history, which grows with the path.
      let given = answers(node, combinations(node, [:]).first ?? [])
      guard submitInPlace(&state, given) else {
        result.warn(
          "after \(shown) at step '\(step)', generated answers do not get past step '\(name(node))'")
        return
      }
    }
    guard case .rejected(let problems) = state.status else { return }
    let text = problems.map(\.description).joined(separator: "; ")
    if problems.contains(where: { $0.field == field }) {
      result.problem("step '\(step)' accepts \(shown), but the final step then rejects it: \(text)")
    } else {
      result.warn(
        "the final step rejects generated answers (first after \(shown) at step '\(step)'): \(text)")
    }
  }
}
