/// The root of the tool: `onboard <subcommand>`. It does no work itself; it holds
/// the version, the overview, and the subcommands from ``CommandRegistry``.
struct OnboardCommand: ParsableCommand {
  /// The version `onboard --version` prints; the only place it is written.
  static let version = "0.1.0"

  /// The tool's name, overview and subcommands.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "onboard",
      abstract: "Check and run onboarding flows written in YAML.",
      discussion: """
        A flow is a YAML file that describes the steps a new user goes through: the \
        questions, the branches between them and the experiments that vary them.

        Exit status: 0 on success, 1 when the job failed (for example, a flow has \
        errors), 2 when the command line is wrong, 130 when interrupted.
        """,
      examples: [
        CommandExample("Check every flow in a folder:", "onboard check Flows/*.yaml"),
        CommandExample("Show the options of a command:", "onboard help check"),
      ],
      version: version,
      subcommands: CommandRegistry.commands
    )
  }

  /// Never called: the parser shows help when no subcommand is given.
  func run() throws {}
}
