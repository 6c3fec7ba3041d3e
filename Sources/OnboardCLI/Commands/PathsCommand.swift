import OnboardKit

/// `onboard paths FLOW [--variant key=id]… [--json] [--emit-tests FILE] [--limit N]`:
/// explores every path of a flow and of each variant with generated
/// answers through the real runner, and reports what cannot complete.
///
/// This file handles the command line only; the exploring is
/// ``perform()``, in `PathsCommand+Perform.swift`.
struct PathsCommand: ParsableCommand {
  /// The name, help and examples of `paths`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "paths",
      abstract: "Explore every path of a flow and its variants with generated answers.",
      discussion: """
        Enumerates every distinct path from the first step to an end, for the base flow, \
        each variant, and each combination of the variants of experiments that overlap \
        (or only the variants forced with --variant): each back-edge \
        is taken at most once, and a variant stops at --limit paths with a message. On \
        each path it generates answers from the fields' rules and runs them through the \
        real runner: boundary values (min, max, min-1, max+1, the length limits, each \
        option, no answer) must be accepted or refused at their own step as the rules \
        say, and valid answers must reach a model that passes final validation. Prints the \
        paths, step, branch and field coverage per variant, and every problem: a path \
        that cannot complete, a step no path reaches, a value refused or accepted against \
        the rules. Exits with 1 when there is a problem. See docs/flow-tests.md.
        """,
      examples: [
        CommandExample("Explore a flow:", "onboard paths Flows/signup.yaml"),
        CommandExample(
          "Explore one variant:", "onboard paths Flows/signup.yaml --variant signup-plan-first=plan-first"),
        CommandExample(
          "Keep the generated cases as tests:",
          "onboard paths Flows/signup.yaml --emit-tests Flows/signup.paths.tests.yaml"),
      ]
    )
  }

  /// `<flow>`.
  @Argument("flow", help: "The flow file to explore.")
  var flow: String
  /// `--variant <key=id>`, repeatable.
  @OptionGroup(help: ["variant": "Explore only the flow with these variants (others at their base)."])
  var forcing: ForcedVariantArguments
  /// `--json`.
  @Flag("json", help: "Print the report as JSON.")
  var json: Bool
  /// `--emit-tests <file>`.
  @Option(
    "emit-tests", valueName: "file", help: "Write the generated cases as a tests file that onboard test runs."
  )
  var emitTests: String?
  /// `--limit <n>`.
  @Option("limit", valueName: "n", help: "The most paths explored per variant (default 1000).")
  var limit: Int = 1_000
  /// `--locale <tag>`: explore the flow as a person reading it in that
  /// locale reads it (its messages in the report and emitted tests); the
  /// flow's own texts without it, whatever the environment says.
  @OptionGroup(help: ["locale": "Explore the flow in this locale of it (default: the flow file's own texts)."]
  )
  var locale: LocaleOption

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// The limit must allow a path.
  func validate() throws {
    guard limit >= 1 else { throw ValidationError("'--limit' must be at least 1") }
  }

  /// Explores; throws ``CommandFailure`` (exit 1) when a problem is found.
  func run() throws {
    guard try perform() else { throw CommandFailure() }
  }
}
