/// How a headless run ended, with everything a caller reports.
package struct HeadlessOutcome<Model: Onboardable & Codable & Hashable>: Sendable {
  /// The final state.
  package var state: FlowState<Model>
  /// Every event, in order.
  package var events: [FlowEvent]
  /// One line per move: `age → guardian: branch 1 holds: {"age":{"$lt":18}}`.
  package var trace: [String]
  /// Why the run did not complete, when it did not.
  package var failure: HeadlessFailure?

  /// The built model, when the run completed.
  package var model: Model? {
    if case .completed(let model) = state.status { return model }
    return nil
  }
}

/// Why a headless run did not complete.
package enum HeadlessFailure: Sendable, Hashable {
  /// A step's answers broke its rules or missed required fields (stopped there),
  /// or the final step rejected the answers.
  case problems([RunProblem])
  /// The script's words do not fit the run (an unknown field, past the end…).
  case script(String)
  /// The runner refused an action.
  case runner(RunnerError)
  /// The answers ran out before the flow finished.
  case unfinished(step: String, missing: [String])
  /// The script abandoned the run.
  case abandoned

  /// One line per problem, as `onboard run` prints them on stderr.
  package var lines: [String] {
    switch self {
    case .problems(let problems): return problems.map(\.description)
    case .script(let message): return [message]
    case .runner(let error): return [error.description]
    case .unfinished(let step, let missing):
      let fields = missing.isEmpty ? "" : "; it needs " + missing.map { "'\($0)'" }.joined(separator: ", ")
      return ["the answers end at step '\(step)' before the flow is finished\(fields)"]
    case .abandoned: return ["the run was abandoned"]
    }
  }
}
