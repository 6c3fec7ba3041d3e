/// Reads persona files: YAML through libyaml with every node's position,
/// checked against the flow they are for, so a problem is reported the way
/// `onboard check` reports one — `file:line:col: error: …` with a
/// suggestion.
///
/// ```swift
/// let loaded = PersonaLoader.load(path: "Flows/personas/signup.yaml", flow: flow, schema: schema)
/// if loaded.hasErrors { print(DiagnosticRenderer().render(loaded.diagnostics)) }
/// ```
public enum PersonaLoader {
  /// The result of loading one persona file.
  public struct Result: Sendable {
    /// The persona, when the file has no errors.
    public var persona: Persona?
    /// Every problem, in source order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Loads the persona file at `path` for `flow`, whose model is `schema`.
  ///
  /// - Parameters:
  ///   - path: the persona file.
  ///   - flow: the flow it simulates (its steps and fields are checked against it).
  ///   - schema: the flow's model's schema.
  /// - Returns: the persona, or the diagnostics that stop it (never thrown).
  public static func load(path: String, flow: FlowDefinition, schema: SchemaDescriptor) -> Result {
    do {
      let root = try YAMLParser.parseFile(atPath: path)
      return decode(root, flow: flow, schema: schema)
    } catch {
      return Result(persona: nil, diagnostics: error.diagnostics)
    }
  }

  /// Decodes a persona from YAML `text`; marks name the file `file`.
  package static func decode(
    _ text: String, file: String, flow: FlowDefinition, schema: SchemaDescriptor
  ) -> Result {
    do {
      let root = try YAMLParser.parse(Array(text.utf8), file: file)
      return decode(root, flow: flow, schema: schema)
    } catch {
      return Result(persona: nil, diagnostics: error.diagnostics)
    }
  }

  /// Loads the persona at `path`, or throws its diagnostics.
  package static func persona(
    path: String, flow: FlowDefinition, schema: SchemaDescriptor
  ) throws(SimulationError) -> Persona {
    let result = load(path: path, flow: flow, schema: schema)
    guard let persona = result.persona, !result.hasErrors else { throw .persona(result.diagnostics) }
    return persona
  }

  private static func decode(_ root: YAMLNode, flow: FlowDefinition, schema: SchemaDescriptor) -> Result {
    var decoder = PersonaDecoder(context: PersonaContext(flow: flow, schema: schema))
    let persona = decoder.persona(root)
    let sorted = decoder.diagnostics.sorted {
      ($0.mark?.line ?? 0, $0.mark?.column ?? 0) < ($1.mark?.line ?? 0, $1.mark?.column ?? 0)
    }
    return Result(persona: sorted.isEmpty ? persona : nil, diagnostics: sorted)
  }
}
