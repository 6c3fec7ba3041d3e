extension CheckCommand {
  /// Checks the flow files at `paths` and prints the report on standard output
  /// (JSON when `json`); returns `false` when any file has an error, which makes
  /// `onboard check` exit with 1.
  ///
  /// Throws only when the check itself cannot run; a problem in a flow is part of
  /// the report, not an error.
  ///
  /// NB: placeholder until the checker lands — prints each path on a line. The
  /// real implementation replaces this whole file; nothing else calls into it.
  static func perform(paths: [String], json: Bool) throws -> Bool {
    for path in paths {
      Console.writeLine(path)
    }
    return true
  }
}
