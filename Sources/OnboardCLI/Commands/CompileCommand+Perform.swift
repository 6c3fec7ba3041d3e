import OnboardKit

extension CompileCommand {
  /// Loads the flow at `path` (of one of `models`) and prints its compiled JSON on standard
  /// output; problems go to standard error as `check` writes them.
  ///
  /// - Throws: ``CommandFailure`` (already reported) when the flow has an error.
  static func perform(path: String, models: ModelRegistry) throws {
    let flow = try LoadedFlow.load(path: path, models: models)
    Console.write(flow.compiledJSON())
  }
}
