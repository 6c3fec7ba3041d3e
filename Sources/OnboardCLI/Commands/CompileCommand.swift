import OnboardKit

/// `onboard compile FLOW`: prints a flow, includes resolved, as canonical JSON
/// that OnboardKit loads without libyaml.
///
/// This file handles the command line only; the compiling is
/// ``perform(path:models:)``, in `CompileCommand+Perform.swift`.
struct CompileCommand: ParsableCommand {
  /// The name, help and examples of `compile`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "compile",
      abstract: "Print a flow, with its includes, as JSON that apps load without YAML.",
      discussion: """
        Loads and checks the flow, then prints it as canonical JSON: the flow format's \
        keys, sorted, every included flow inlined under its step's 'include', no source \
        positions, and "format": "onboard.compiled-flow/1". An app that embeds OnboardKit \
        loads it with FlowDefinition.fromCompiledJSON(_:), which runs the same checks. \
        The same flow always gives the same bytes. A flow with errors is not compiled: \
        its problems are printed as 'onboard check' prints them, and the exit status is 1.
        """,
      examples: [
        CommandExample(
          "Compile a flow for an app's bundle:", "onboard compile Flows/signup.yaml > signup.json")
      ]
    )
  }

  /// `<flow>`: the flow file to compile.
  @Argument("flow", help: "The flow file to compile.")
  var path: String

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// Compiles the flow; throws ``CommandFailure`` (exit 1) when it has an error.
  func run() throws {
    try Self.perform(path: path, models: models)
  }
}
