import OnboardKit
import OnboardYAML

/// The flow a scenario measures, which must load without errors: timing a
/// failing load says nothing.
enum CleanFlow {
  /// The loaded flow and its result, or a failure that shows the diagnostics.
  static func load(_ path: String, with loader: FlowLoader = FlowLoader()) throws(BenchFailure) -> (
    flow: FlowDefinition, result: FlowLoader.Result
  ) {
    let result = loader.load(path: path)
    guard let flow = result.flow, !result.hasErrors else {
      var renderer = DiagnosticRenderer()
      throw BenchFailure(message: "the flow does not load cleanly:\n" + renderer.render(result.diagnostics))
    }
    return (flow, result)
  }

  /// Every experiment of `flow` forced to its first variant, so one scripted
  /// session fits every person while the experiment machinery still runs.
  static func control(_ flow: FlowDefinition) -> [String: String] {
    var variants: [String: String] = [:]
    for experiment in flow.experiments { variants[experiment.key] = experiment.variants.first?.id }
    return variants
  }
}
