import OnboardKit

extension SchemaCommand {
  /// Prints the flow format's JSON Schema for `models`, as canonical JSON, on standard output.
  static func perform(models: ModelRegistry) {
    Console.write(FlowJSONSchema.document(models: models).canonicalText() + "\n")
  }
}
