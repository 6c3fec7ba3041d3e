/// One model of a ``ModelRegistry``: its Swift type, name and schema.
package struct RegisteredModel: Sendable, Hashable {
  /// The Swift type.
  package let type: any RunnableModel.Type
  /// The name flows write in `model:`.
  package let name: String
  /// The schema without its type, as flow checks read it.
  package let schema: SchemaDescriptor
  /// The type's full name, as `Acme.Member`, for messages.
  package let typeName: String
  /// Problems with the schema, found when the entry is made.
  let schemaProblems: [String]
  /// Calls an opener with the concrete type.
  private let witness: any ModelWitness

  /// The entry of `type`; ``ModelRegistry`` makes them.
  init<Model: RunnableModel>(_ type: Model.Type) {
    self.type = type
    self.name = Model.schema.modelName
    self.schema = Model.schema.descriptor
    self.typeName = String(reflecting: type)
    self.schemaProblems = Model.schema.problems
    self.witness = TypedWitness<Model>()
  }

  /// Calls `opener` with the concrete Swift type.
  ///
  /// - Throws: what `opener` throws.
  package func open<Opener: ModelOpener>(_ opener: Opener) throws -> Opener.Result {
    try witness.open(opener)
  }

  /// Two entries are equal when they hold the same type.
  package static func == (lhs: RegisteredModel, rhs: RegisteredModel) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }

  /// Hashes the type.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
  }
}

/// Work that needs a model's Swift type, written once as a generic function
/// and run for whichever type a flow names.
///
/// ```swift
/// struct CountFields: ModelOpener {
///   func open<Model: RunnableModel>(_ model: Model.Type) -> Int { Model.schema.fields.count }
/// }
/// let count = try registry.open(flow, with: CountFields())
/// ```
public protocol ModelOpener {
  /// What the work returns.
  associatedtype Result
  /// Does the work for `model`.
  ///
  /// - Throws: whatever the work throws.
  func open<Model: RunnableModel>(_ model: Model.Type) throws -> Result
}

/// Keeps a model's concrete type where an existential metatype cannot be opened.
private protocol ModelWitness: Sendable {
  func open<Opener: ModelOpener>(_ opener: Opener) throws -> Opener.Result
}

/// The witness of `Model`.
private struct TypedWitness<Model: RunnableModel>: ModelWitness {
  func open<Opener: ModelOpener>(_ opener: Opener) throws -> Opener.Result {
    try opener.open(Model.self)
  }
}
