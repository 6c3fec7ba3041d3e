import OnboardKit

extension GraphCommand {
  /// Loads the flow at `path` (of one of `models`) and prints its diagram in `format` on standard
  /// output; problems go to standard error as `check` writes them.
  ///
  /// - Throws: ``CommandFailure`` (already reported) when the flow has an error.
  static func perform(path: String, format: GraphFormat, models: ModelRegistry) throws {
    let flow = try LoadedFlow.load(path: path, models: models)
    Console.write(format.render(flow))
  }
}
