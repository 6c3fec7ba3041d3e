extension GraphCommand {
  /// Loads the flow at `path` and prints its diagram in `format` on standard
  /// output; problems go to standard error as `check` writes them.
  ///
  /// - Throws: ``CommandFailure`` (already reported) when the flow has an error.
  static func perform(path: String, format: GraphFormat) throws {
    let flow = try LoadedFlow.load(path: path)
    Console.write(format.render(flow))
  }
}
