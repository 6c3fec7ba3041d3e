/// An action the run cannot take. The state is left as it was.
public enum RunnerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `start` on a run that has started, or another action before `start`.
  case notStarted(FlowAction)
  /// An action after the run completed or was abandoned.
  case finished(FlowAction)
  /// An answer to a field the current step does not ask.
  case fieldNotOnStep(field: String, step: String, fields: [String])
  /// No container in the chain handled the action.
  case unhandled(action: String, chain: [String])
  /// More moves back round a loop than any real run makes: a flow that loops.
  case tooManyLoops(Int)
  /// The flow has no steps to start at.
  case emptyFlow
  /// The flow's `model:` is not the runner's model.
  case wrongModel(flow: String, builds: String, runner: String)
  /// The state was started on another flow, or another version of this one.
  case otherFlow(state: FlowStamp, program: FlowStamp)
  /// The state stands at (or goes back to) a step this flow does not have:
  /// it was saved on a flow that has changed since.
  case stepNotInFlow(step: String, flow: FlowStamp)

  /// A sentence that says what happened and how to fix it.
  public var description: String {
    switch self {
    case .notStarted(let action):
      return "the run has not started; send 'start' before \(action)"
    case .finished(let action):
      return "the run is over; \(action) cannot change it"
    case .fieldNotOnStep(let field, let step, let fields):
      let asked = fields.isEmpty ? "no fields" : fields.map { "'\($0)'" }.joined(separator: ", ")
      return "step '\(step)' does not ask for '\(field)'; it asks for \(asked)"
    case .unhandled(let action, let chain):
      return "no container handled '\(action)'; the chain was \(chain.joined(separator: " → "))"
    case .tooManyLoops(let limit):
      return
        "the run went back to an earlier step more than \(limit) times; the flow loops with these answers"
    case .emptyFlow:
      return "the flow has no steps"
    case .wrongModel(let flow, let builds, let runner):
      return "flow '\(flow)' builds \(builds), not \(runner); run it with FlowRunner<\(builds)>, "
        + "or open it through a ModelRegistry that has \(builds)"
    case .otherFlow(let state, let program):
      return "the run was started on \(state), not \(program); resume it with that flow"
    case .stepNotInFlow(let step, let flow):
      return "the run's step '\(step)' is not in \(flow); the flow changed since the run was saved"
    }
  }
}

/// A flow as a state records it: its name and version.
public struct FlowStamp: Sendable, Hashable, CustomStringConvertible {
  /// The flow's `name:`.
  public var name: String
  /// The flow's `version:`, when it has one.
  public var version: Int?

  /// A flow's name and version.
  public init(name: String, version: Int?) {
    self.name = name
    self.version = version
  }

  /// `flow 'signup' version 3`, or `flow 'signup' (no version)`.
  public var description: String {
    "flow '\(name)' " + (version.map { "version \($0)" } ?? "(no version)")
  }
}
