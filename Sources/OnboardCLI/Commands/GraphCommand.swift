import OnboardKit

/// `onboard graph FLOW [--format mermaid|dot]`: draws a flow's steps,
/// branches and sub-flows as a diagram.
///
/// This file handles the command line only; the drawing is
/// ``perform(path:format:models:)``, in `GraphCommand+Perform.swift`.
struct GraphCommand: ParsableCommand {
  /// The name, help and examples of `graph`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "graph",
      abstract: "Draw a flow's steps, branches and sub-flows as a diagram.",
      discussion: """
        Prints a Mermaid flowchart (to paste into a README) or a Graphviz DOT graph \
        (to render with 'dot -Tsvg'). Each step is a box with its title and the fields \
        it collects, final steps are drawn bold, included flows are boxes around their \
        steps, and each branch is an arrow labelled with its condition ('otherwise' for \
        the branch taken when no condition holds). A flow with errors is not drawn: its \
        problems are printed as 'onboard check' prints them, and the exit status is 1.
        """,
      examples: [
        CommandExample("Draw a flow for a README:", "onboard graph Flows/signup.yaml"),
        CommandExample(
          "Render a flow as SVG with Graphviz:",
          "onboard graph Flows/signup.yaml --format dot | dot -Tsvg > signup.svg"),
      ]
    )
  }

  /// `<flow>`: the flow file to draw.
  @Argument("flow", help: "The flow file to draw.")
  var path: String
  /// `--format <format>`: the diagram language.
  @Option("format", help: "The diagram language: mermaid (the default) or dot.")
  var format: GraphFormat = .mermaid

  /// The models the tool runs: the flow's `model:` picks one.
  @ToolModels var models: ModelRegistry

  /// Draws the flow; throws ``CommandFailure`` (exit 1) when it has an error.
  func run() throws {
    try Self.perform(path: path, format: format, models: models)
  }
}
