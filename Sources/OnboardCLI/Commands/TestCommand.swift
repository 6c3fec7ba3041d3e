import OnboardKit

/// `onboard test [PATH…] [--filter TEXT] [--junit FILE] [--json]`: runs the
/// cases of `*.tests.yaml` files headless through the real runner and
/// assignment, one line per case, and a closing `N passed, N failed`.
///
/// This file handles the command line only; the running is
/// ``perform()``, in `TestCommand+Perform.swift`.
struct TestCommand: ParsableCommand {
  /// The name, help and examples of `test`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "test",
      abstract: "Run the flow tests in *.tests.yaml files.",
      discussion: """
        Finds every *.tests.yaml file under the given paths (Flows/ by default), \
        loads the flow each one names and runs every case headless through the real \
        runner and experiment assignment. Prints one line per case (✓ or ✗ with its \
        time) and, for a failure, what differs: the expected and actual path with the \
        first difference, fields of the model, problems, and the events around it. The \
        last line is 'N passed, N failed' (', N skipped' when some were). A tests file \
        with an unknown flow, step, field, experiment or variant is reported as \
        'onboard check' reports a flow, and counts as a failure. Exits with 1 when \
        anything failed. The format is in docs/flow-tests.md.
        """,
      examples: [
        CommandExample("Run every flow test:", "onboard test"),
        CommandExample("Run the cases about minors:", "onboard test Flows/signup.tests.yaml --filter minor"),
        CommandExample("Write a report for CI:", "onboard test Flows --junit build/flow-tests.xml"),
      ]
    )
  }

  /// `[<path> ...]`: tests files or folders; `Flows` when none is given.
  @Argument("path", required: false, help: "Tests files, or folders to search (default: Flows).")
  var paths: [String]
  /// `--filter <text>`: text a case's name must contain.
  @Option("filter", valueName: "text", help: "Run only the cases whose name contains this text (any case).")
  var filter: String?
  /// `--junit <file>`: where to write JUnit XML.
  @Option("junit", valueName: "file", help: "Also write the results as JUnit XML to this file.")
  var junit: String?
  /// `--json`.
  @Flag("json", help: "Print the results as one JSON object instead of lines.")
  var json: Bool
  /// `--locale <tag>`: run the cases on the flow in that locale (their
  /// expected messages are then that locale's); the flow's own texts without it.
  @OptionGroup(help: [
    "locale": "Run the cases on the flow in this locale of it (default: the flow file's own texts)."
  ])
  var locale: LocaleOption

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// Runs the tests; throws ``CommandFailure`` (exit 1) when any failed.
  func run() throws {
    guard try perform() else { throw CommandFailure() }
  }
}
