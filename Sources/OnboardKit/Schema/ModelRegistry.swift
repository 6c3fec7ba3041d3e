/// The models flows may name in `model:`, by name.
public struct ModelRegistry: Sendable {
  /// Every schema, by model name.
  public let schemas: [String: SchemaDescriptor]

  /// A registry of the given schemas.
  public init(_ schemas: [SchemaDescriptor]) {
    var byName: [String: SchemaDescriptor] = [:]
    for schema in schemas { byName[schema.modelName] = schema }
    self.schemas = byName
  }

  /// The models that ship with Onboard: `User`.
  public static let builtIn = ModelRegistry([User.schema.descriptor])

  /// The schema of a model.
  public func schema(named name: String) -> SchemaDescriptor? {
    schemas[name]
  }
}
