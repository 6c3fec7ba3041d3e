import OnboardKit
import OnboardYAML

/// An answers file, as `onboard run FLOW --answers FILE` reads it: parsed with
/// every node's position, so each problem is `file:line:col: error: …` with
/// its source line — every unknown field, every value the flow refuses, every
/// tag outside the core schema (`!!python/object` is refused, not ignored) —
/// all of them in one go, before anything runs.
///
/// ```swift
/// let loaded = AnswersFile.load(path: "Flows/answers/adult.yaml", flow: flow, schema: User.schema.descriptor)
/// if let script = loaded.script { … } else { print(DiagnosticRenderer().render(loaded.diagnostics)) }
/// ```
package struct AnswersFile: Sendable {
  /// The script, unless the file has errors.
  package var script: AnswerScript?
  /// Every problem found.
  package var diagnostics: [Diagnostic]

  /// Reads the answers file at `path` for a run of `flow`, whose model is `schema`.
  package static func load(path: String, flow: FlowDefinition, schema: SchemaDescriptor) -> AnswersFile {
    let document: YAMLDocument
    do {
      document = try YAMLParser.parseDocumentFile(atPath: path)
    } catch {
      return AnswersFile(script: nil, diagnostics: error.diagnostics)
    }
    var reader = NodeReader(document: document)
    reader.checkTags(in: "an answers file")
    let decoder = AnswersDecoder(
      fields: schema.fields.map(\.name), values: AnswerValueCheck(flow: flow, schema: schema))
    let script = decoder.script(document.root, &reader)
    let valid = !reader.diagnostics.contains { $0.severity == .error }
    return AnswersFile(script: valid ? script : nil, diagnostics: reader.diagnostics)
  }
}
