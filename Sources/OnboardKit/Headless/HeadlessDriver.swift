/// Runs a flow from an ``AnswerScript`` with no person at a keyboard: what
/// `onboard run --answers` and flow tests do.
public struct HeadlessDriver<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The runner it drives.
  public let runner: FlowRunner<Model>

  /// A driver for a runner.
  public init(runner: FlowRunner<Model>) {
    self.runner = runner
  }

  /// Runs `script` from a fresh state to the end (or the first failure).
  public func run(_ script: AnswerScript, state initial: FlowState<Model>) -> HeadlessOutcome<Model> {
    var outcome = HeadlessOutcome(state: initial, events: [], trace: [], failure: nil)
    let unknown = script.fieldNames.filter { Model.schema.field(named: $0) == nil }.sorted()
    if let name = unknown.first {
      let hint = EditDistance.suggestion(for: name, among: Model.schema.fields.map(\.name)).map {
        "; did you mean '\($0)'?"
      }
      outcome.failure = .script(
        "unknown field '\(name)' in the answers\(hint ?? "; \(Model.self) has no such field")")
      return outcome
    }
    do throws(RunnerError) {
      try send(.start, &outcome)
      switch script {
      case .mapping(let answers): try runMapping(answers, &outcome)
      case .steps(let steps): try runSteps(steps, &outcome)
      }
    } catch {
      outcome.failure = .runner(error)
    }
    if outcome.failure == nil {
      switch outcome.state.status {
      case .rejected(let problems): outcome.failure = .problems(problems)
      case .abandoned: outcome.failure = .abandoned
      case .inProgress, .notStarted:
        let missing = runner.askedFields(outcome.state).filter {
          runner.isRequired($0) && outcome.state.answers.get($0.key) == nil
        }
        outcome.failure = .unfinished(step: outcome.state.current ?? "", missing: missing.map(\.key))
      case .completed: break
      }
    }
    return outcome
  }

  private func runMapping(_ answers: [String: JSONValue], _ outcome: inout HeadlessOutcome<Model>)
    throws(RunnerError)
  {
    while outcome.state.status == .inProgress, runner.currentStep(outcome.state) != nil {
      for field in runner.askedFields(outcome.state) {
        if let value = answers[field.key] { try send(.answer(field: field.key, value: value), &outcome) }
      }
      if try !submit(&outcome) { return }
    }
  }

  private func runSteps(_ steps: [AnswerScript.Step], _ outcome: inout HeadlessOutcome<Model>)
    throws(RunnerError)
  {
    for (index, step) in steps.enumerated() {
      if outcome.state.status.isFinished {
        outcome.failure = .script(
          "the answers go on past the end of the run: item \(index + 1) of \(steps.count) comes after it \(outcome.state.status.word)"
        )
        return
      }
      switch step {
      case .answers(let answers):
        let asked = Set(runner.currentStep(outcome.state)?.fields.map(\.key) ?? [])
        for name in answers.keys.sorted() where !asked.contains(name) {
          throw .fieldNotOnStep(field: name, step: outcome.state.current ?? "", fields: asked.sorted())
        }
        for (name, value) in answers.sorted(by: { $0.key < $1.key }) {
          try send(.answer(field: name, value: value), &outcome)
        }
        if try !submit(&outcome) { return }
      case .back:
        outcome.trace.append("\(outcome.state.current ?? "?") ← back")
        try send(.back, &outcome)
      case .skip:
        if try !submit(&outcome, skipping: true) { return }
      case .abandon:
        try send(.abandon, &outcome)
      }
    }
  }

  /// Submits (or skips) the current step; `false` when its answers had problems.
  private func submit(_ outcome: inout HeadlessOutcome<Model>, skipping: Bool = false) throws(RunnerError)
    -> Bool
  {
    let from = outcome.state.current ?? "?"
    let reason = runner.nextReason(outcome.state)
    let before = outcome.events.count
    try send(skipping ? .skip : .submit, &outcome)
    // NB: a step may lead back to itself, so staying put is not failing; the
    // step failed when it reported problems and did not complete.
    let completed = outcome.events[before...].contains { $0.kind.leavesStep }
    if !completed, outcome.state.status == .inProgress {
      let problems = outcome.state.fieldErrors.sorted { $0.key < $1.key }.flatMap { field, messages in
        messages.map { RunProblem(step: from, field: field.isEmpty ? nil : field, message: $0) }
      }
      outcome.failure = .problems(problems)
      return false
    }
    let to = outcome.state.status == .inProgress ? outcome.state.current ?? "?" : outcome.state.status.word
    outcome.trace.append("\(from) → \(to)\(skipping ? " (skipped)" : ""): \(reason)")
    return true
  }

  private func send(_ action: FlowAction, _ outcome: inout HeadlessOutcome<Model>) throws(RunnerError) {
    outcome.events += try runner.reduce(&outcome.state, action)
  }
}

extension FlowStatus {
  /// One word for messages: `completed`, `rejected`…
  public var word: String {
    switch self {
    case .notStarted: return "not started"
    case .inProgress: return "in progress"
    case .completed: return "completed"
    case .rejected: return "rejected"
    case .abandoned: return "abandoned"
    }
  }
}
