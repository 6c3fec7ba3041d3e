/// Why a simulation could not run: the one error type of `OnboardSimulation`.
public enum SimulationError: Error, Sendable, CustomStringConvertible {
  /// The persona file has problems, each with its position.
  case persona([Diagnostic])
  /// The runner refused a simulated person's action (a flow `onboard check` rejects).
  case runner(user: String, RunnerError)
  /// The event sink failed to write.
  case sink(String)

  /// One line per problem, without source lines (``DiagnosticRenderer`` adds them).
  public var description: String {
    switch self {
    case .persona(let diagnostics):
      return diagnostics.map { "\($0.mark.map { "\($0): " } ?? "")error: \($0.message)" }.joined(
        separator: "\n")
    case .runner(let user, let error):
      return "simulated person '\(user)': \(error)"
    case .sink(let message):
      return "could not write the events: \(message)"
    }
  }
}
