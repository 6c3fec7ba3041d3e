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
    for boundary in boundaries(at: node, state, base: base) {
      result.boundaryChecks += 1
      var given = base
      given[boundary.key] = boundary.value ?? .null
      let shown =
        "\(boundary.key) = \(boundary.value.map(JSONWriter.value) ?? "no answer") (\(boundary.label))"
      guard let (after, events) = submit(state, given) else {
        result.problem("step '\(step)': the runner refuses \(shown)")
        continue
      }
      let passed = events.contains { $0.kind == .stepCompleted && $0.step == step }
      let refusal = events.first {
        $0.kind == .validationFailed && $0.step == step && $0.field == boundary.refusedOn
      }
      if boundary.valid {
        guard passed else {
          let why = events.first { $0.kind == .validationFailed }?.detail ?? "refused"
          result.problem("step '\(step)' refuses \(shown), which its rules allow: \(why)")
          continue
        }
        guard after.status == .inProgress else {
          checkCompletion(after, step: step, field: boundary.key, shown: shown)
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
        checkCompletion(resumed, step: step, field: boundary.key, shown: shown)
      } else if passed {
        result.problem("step '\(step)' accepts \(shown), which its rules refuse")
      } else if let refusal {
        guard result.refused.count < Swift.max(limit, 1_000) else { continue }
        if prefix == nil { prefix = trail.path(to: entry) }
        var others: [String: String] = [:]
        for event in events where event.kind == .validationFailed && event.step == step {
          if let other = event.field, other != boundary.refusedOn { others[other] = event.detail ?? "" }
        }
        result.refused.append(
          RefusedAnswer(
            before: prefix?.answers ?? [], answers: given, steps: (prefix?.nodes ?? []).map(name),
            field: boundary.refusedOn, label: boundary.label, message: refusal.detail ?? "", others: others))
      } else {
        result.problem("step '\(step)' refuses \(shown), but not on field '\(boundary.refusedOn)'")
      }
    }
  }

  /// A boundary value to try at a step: the answered field, what it
  /// tests, the answer, whether the step must accept it, and the field a
  /// refusal must name (the answered one, or a computed field it feeds).
  struct Boundary {
    var key: String
    var label: String
    var value: JSONValue?
    var valid: Bool
    var refusedOn: String
  }

  /// The boundary values of the step at `node`: each answered field's
  /// (refused on a computed field when the value worked out from it breaks
  /// that field's rules), then a computed `yearsSince` field's, given as
  /// dates of its input.
  func boundaries(at node: Int, _ state: FlowState<Model>, base: [String: JSONValue]) -> [Boundary] {
    let earlier: (String) -> FieldValue? = { state.answers.get($0) }
    let kinds: (String) -> FieldKind? = { Model.schema.field(named: $0)?.kind }
    var list: [Boundary] = []
    for field in fields[node] {
      for boundary in BoundaryValue.values(for: field) {
        var given = base
        given[field.key] = boundary.value ?? .null
        let computed =
          boundary.valid
          ? computed[node].first {
            $0.refuses(given, earlier: earlier, today: today, kinds: kinds)
          } : nil
        list.append(
          Boundary(
            key: field.key, label: boundary.label, value: boundary.value,
            valid: computed == nil && boundary.valid,
            refusedOn: computed?.key ?? field.key))
      }
    }
    for computed in computed[node] {
      guard let input = fields[node].first(where: { $0.key == computed.yearsSinceInput }) else { continue }
      for boundary in computed.inputBoundaries(today: today) where input.accepts(boundary.value) {
        list.append(
          Boundary(
            key: input.key, label: boundary.label, value: boundary.value, valid: boundary.valid,
            refusedOn: computed.key))
      }
    }
    return list
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
