import OnboardKit

/// `onboard schema`: prints the JSON Schema of the flow format, for editors.
///
/// This file handles the command line only; the schema is built by
/// ``FlowJSONSchema``, and printed by ``perform(models:)`` in `SchemaCommand+Perform.swift`.
struct SchemaCommand: ParsableCommand {
  /// The name, help and examples of `schema`.
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "schema",
      abstract: "Print the JSON Schema of the flow format, for editors.",
      discussion: """
        Prints a JSON Schema (draft-07) of flow files: every key of flows, steps, fields \
        and rules, the built-in models' field names for 'key', and GrowthBook's \
        operators in conditions. Editors that use yaml-language-server (VS Code's YAML \
        extension, Neovim, Helix) then complete and check flows as you type. Save the \
        schema next to the flows and make this the first line of each flow file (the \
        path is relative to the flow file):

          # yaml-language-server: $schema=flow.schema.json

        The schema checks the shape of a file; 'onboard check' checks the rest.
        """,
      examples: [
        CommandExample("Save the schema next to the flows:", "onboard schema > Flows/flow.schema.json")
      ]
    )
  }

  /// The models whose fields `key:` may name.
  @ToolModels var models: ModelRegistry

  /// Prints the schema.
  func run() throws {
    Self.perform(models: models)
  }
}
