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
        Enumerates every distinct path from the first step to an end, for the base flow \
        and for each variant (or only the variants forced with --variant): each back-edge \
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
  static let flowArgument = ArgumentDefinition.positional("flow", help: "The flow file to explore.")
  /// `--variant <key=id>`, repeatable.
  static let variantOption = ArgumentDefinition.option(
    "variant", valueName: "key=id", repeating: true,
    help: "Explore only the flow with these variants (others at their base).")
  /// `--json`.
  static let jsonFlag = ArgumentDefinition.flag("json", help: "Print the report as JSON.")
  /// `--emit-tests <file>`.
  static let emitOption = ArgumentDefinition.option(
    "emit-tests", valueName: "file", help: "Write the generated cases as a tests file that onboard test runs."
  )
  /// `--limit <n>`.
  static let limitOption = ArgumentDefinition.option(
    "limit", valueName: "n", help: "The most paths explored per variant (default 1000).")

  /// In usage order.
  static var arguments: [ArgumentDefinition] {
    [flowArgument, variantOption, jsonFlag, emitOption, limitOption]
  }

  var flow: String
  var variants: [KeyValuePair]
  var json: Bool
  var emitTests: String?
  var limit: Int

  /// The models the tool runs: the flow's `model:` picks one.
  var models: ModelRegistry

  /// Reads the arguments.
  init(values: ParsedValues) throws {
    models = values.models
    flow = try values.value(Self.flowArgument) ?? ""
    variants = try values.values(Self.variantOption, as: KeyValuePair.self)
    json = values.flag(Self.jsonFlag)
    emitTests = try values.value(Self.emitOption)
    limit = try values.value(Self.limitOption, as: Int.self) ?? 1_000
  }

  /// The limit must allow a path.
  func validate() throws {
    guard limit >= 1 else { throw ValidationError("'--limit' must be at least 1") }
  }

  /// Explores; throws ``CommandFailure`` (exit 1) when a problem is found.
  func run() throws {
    guard try perform() else { throw CommandFailure() }
  }
}
