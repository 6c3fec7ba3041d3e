import OnboardKit

/// `onboard check FLOW... [--json]`: reads flow files and reports every problem
/// with its position.
///
/// This file handles the command line only; the checking is
/// ``perform(paths:json:outline:strict:models:)``, in `CheckCommand+Perform.swift`.
struct CheckCommand: ParsableCommand {
  /// The name, help and examples of `check`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "check",
      abstract: "Check flow files and report every problem with its position.",
      discussion: """
        Reads each flow file, decodes it and runs every check, then reports each \
        problem as 'file:line:column: error: message' followed by the line and a \
        caret under the column. Exits with 1 when any file has an error.
        """,
      examples: [
        CommandExample("Check one flow:", "onboard check Flows/signup.yaml"),
        CommandExample("Check every flow and print the report as JSON:", "onboard check Flows/*.yaml --json"),
        CommandExample("Check a flow and show its outline:", "onboard check --outline Flows/signup.yaml"),
        CommandExample(
          "Fail on warnings too, such as a text missing in a locale:",
          "onboard check --strict Flows/signup.yaml"),
      ]
    )
  }

  /// `<flow> ...`: the files to check, at least one.
  @Argument("flow", help: "The flow files to check.")
  var paths: [String]
  /// `--json`: a machine-readable report.
  @Flag("json", help: "Print the report as JSON instead of text, for scripts and CI.")
  var json: Bool
  /// `--outline`: the flow's steps, fields and branches after a clean check.
  @Flag("outline", help: "After a file passes, print its steps, fields and branches as an outline.")
  var outline: Bool
  /// `--strict`: warnings fail the check.
  @Flag(
    "strict", help: "Count warnings as errors (a text missing in a locale, a weight that does not add up…).")
  var strict: Bool

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// Checks the files; throws ``CommandFailure`` (exit 1) when any has an error.
  func run() throws {
    guard try Self.perform(paths: paths, json: json, outline: outline, strict: strict, models: models) else {
      throw CommandFailure()
    }
  }
}
