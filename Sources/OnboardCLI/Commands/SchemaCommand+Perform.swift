extension SchemaCommand {
  /// Prints the flow format's JSON Schema, as canonical JSON, on standard output.
  static func perform() {
    Console.write(FlowJSONSchema.document().canonicalText() + "\n")
  }
}
