import OnboardKit
import OnboardYAML

/// The JSON Schema (draft-07, which yaml-language-server supports fully) of
/// the flow format, as `onboard schema` prints it for editors.
///
/// It is built from the code it describes, so it cannot drift from it: the
/// keys of flows, steps, fields and rules are ``FlowDecoder``'s own lists
/// (`additionalProperties: false` wherever the decoder rejects other keys),
/// `model` is an enum of the registry's models, `key` of their fields, and
/// conditions complete GrowthBook's operators from ``Condition/operators``.
/// Only the descriptions are written here, one per key (see
/// ``undocumentedKeys``).
enum FlowJSONSchema {
  /// The meta-schema the document declares.
  static let draft = "http://json-schema.org/draft-07/schema#"

  /// The schema for flows that build the registry's models.
  static func document(models: ModelRegistry = .builtIn) -> JSONValue {
    .object([
      "$schema": .string(draft),
      "title": .string("Onboard flow"),
      "description": .string(
        "An onboarding flow for Onboard: its steps, the model fields they collect, branches and sub-flows. "
          + "See docs/flow-format.md."),
      "type": .string("object"),
      "required": strings(["flow", "model", "steps"]),
      "additionalProperties": .bool(false),
      "properties": properties(FlowDecoder.flowKeys, flowProperties(models)),
      "definitions": .object(definitions(models)),
    ])
  }

  /// Keys the decoder reads that have no description here, or descriptions
  /// of keys it no longer reads, as `step.final`; empty when the schema covers
  /// the format exactly.
  static var undocumentedKeys: [String] {
    let models = ModelRegistry.builtIn
    let lists: [(String, [String], [String: JSONValue])] = [
      ("flow", FlowDecoder.flowKeys, flowProperties(models)),
      ("step", FlowDecoder.stepKeys, stepProperties),
      ("field", FlowDecoder.fieldKeys, fieldProperties),
      ("rules", FlowDecoder.ruleKeys, ruleProperties),
    ]
    return lists.flatMap { name, keys, specs in
      Set(keys).symmetricDifference(specs.keys).sorted().map { "\(name).\($0)" }
    }
  }

  /// `properties` for exactly `keys`, each with its description from `specs`
  /// (an empty schema, accepting anything, for a key without one).
  static func properties(_ keys: [String], _ specs: [String: JSONValue]) -> JSONValue {
    var members: [String: JSONValue] = [:]
    for key in keys { members[key] = specs[key] ?? .object([:]) }
    return .object(members)
  }

  /// An object schema with only `keys`, of which `required` must be present.
  static func closedObject(
    _ keys: [String], _ specs: [String: JSONValue], required: [String], description: String
  ) -> JSONValue {
    .object([
      "type": .string("object"),
      "description": .string(description),
      "required": strings(required),
      "additionalProperties": .bool(false),
      "properties": properties(keys, specs),
    ])
  }

  /// `{"$ref": "#/definitions/<name>", "description": …}`.
  static func ref(_ name: String, _ description: String) -> JSONValue {
    .object(["$ref": .string("#/definitions/\(name)"), "description": .string(description)])
  }

  /// A schema of `type` with a description.
  static func typed(_ type: String, _ description: String) -> JSONValue {
    .object(["type": .string(type), "description": .string(description)])
  }

  /// A JSON array of strings.
  static func strings(_ values: [String]) -> JSONValue {
    .array(values.map(JSONValue.string))
  }
}
