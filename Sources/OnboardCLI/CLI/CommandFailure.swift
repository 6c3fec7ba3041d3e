/// Thrown by a command whose job failed: the presenter maps it to exit status 1.
///
/// A command that has already printed its own report (for example `check`, which
/// prints every problem) throws it without a message; one that stopped early says
/// why, and the presenter prints `error: <message>` on standard error.
///
/// ```swift
/// guard try Self.perform(paths: paths, json: json) else { throw CommandFailure() }
/// ```
struct CommandFailure: Error, Hashable, Sendable {
  /// One lower-case sentence for standard error, or `nil` when the command has
  /// already reported the failure.
  var message: String?

  /// A failure, with what to print about it if anything.
  init(_ message: String? = nil) {
    self.message = message
  }
}

/// Thrown when a command's values parse but do not make sense together: the
/// presenter treats it as a usage error (exit status 2, with the usage line).
///
/// Throw it from ``ParsableArguments/validate()`` (or from `run()`, for a
/// combination only the work can see).
struct ValidationError: Error, Hashable, Sendable {
  /// One lower-case sentence that says what is wrong and how to fix it.
  var message: String

  /// A validation error with its message.
  init(_ message: String) {
    self.message = message
  }
}
