import OnboardKit
import OnboardYAML

/// Loading the one flow a command works on (`graph`, `compile`): problems are
/// printed as `check` prints them, on standard error with the source line and
/// a caret, and an error stops the command with exit status 1.
enum LoadedFlow {
  /// The flow at `path` with its includes resolved, checked against `models`;
  /// warnings are printed and the flow is returned anyway.
  ///
  /// - Throws: ``CommandFailure`` (already reported) when the flow has an error.
  static func load(path: String, models: ModelRegistry) throws -> FlowDefinition {
    let result = FlowLoader(models: models).load(path: path)
    var renderer = DiagnosticRenderer(color: Terminal.colorEnabled(for: .error))
    Console.write(renderer.render(result.diagnostics), to: .error)
    guard !result.hasErrors, let flow = result.flow else {
      Console.writeLine(CheckReport.summaryLine(path: path, result: result), to: .error)
      throw CommandFailure()
    }
    return flow
  }
}
