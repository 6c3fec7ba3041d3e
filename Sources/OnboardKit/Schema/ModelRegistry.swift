/// A model every command can run: it is ``Onboardable`` and its runs can be saved
/// and compared (`Codable`, `Hashable`), as ``FlowRunner`` needs.
public typealias RunnableModel = Onboardable & Codable & Hashable

/// The models flows may name in `model:`: each Swift type with its schema, by name.
///
/// ```swift
/// let models = try ModelRegistry([Member.self, User.self])
/// let more = try ModelRegistry.builtIn.adding(Member.self)
/// let events = try models.open(flow, with: RunOnce())   // RunOnce: a ModelOpener
/// ```
///
/// Building a registry checks every schema (see ``ModelRegistryError``), so a
/// model that cannot be collected is refused once, at start-up, never mid-run.
public struct ModelRegistry: Sendable, Hashable {
  /// Every model, in the order given.
  package let models: [RegisteredModel]
  /// Every schema, by model name.
  package let schemas: [String: SchemaDescriptor]

  /// A registry of the given models.
  ///
  /// - Parameter types: the Swift types, e.g. `[Member.self, User.self]`.
  /// - Throws: ``ModelRegistryError/duplicateName(_:types:)`` when two types have
  ///   the same model name, ``ModelRegistryError/invalidSchema(model:type:problems:)``
  ///   when a schema names a field twice or has a key path it cannot collect.
  public init(_ types: [any RunnableModel.Type]) throws(ModelRegistryError) {
    var byName: [String: RegisteredModel] = [:]
    var models: [RegisteredModel] = []
    for type in types {
      let model = RegisteredModel(type)
      if let earlier = byName[model.name] {
        guard earlier.typeName != model.typeName else { continue }
        throw .duplicateName(model.name, types: [earlier.typeName, model.typeName])
      }
      let problems = model.schemaProblems
      guard problems.isEmpty else {
        throw .invalidSchema(model: model.name, type: model.typeName, problems: problems)
      }
      byName[model.name] = model
      models.append(model)
    }
    self.models = models
    self.schemas = byName.mapValues(\.schema)
  }

  /// The models that ship with Onboard: `User`.
  public static let builtIn = ModelRegistry(checked: [RegisteredModel(User.self)])

  private init(checked models: [RegisteredModel]) {
    self.models = models
    self.schemas = Dictionary(models.map { ($0.name, $0.schema) }, uniquingKeysWith: { first, _ in first })
  }

  /// This registry and one more model.
  ///
  /// - Throws: as ``init(_:)`` does.
  public func adding(_ type: any RunnableModel.Type) throws(ModelRegistryError) -> ModelRegistry {
    try ModelRegistry(models.map(\.type) + [type])
  }

  /// The model names, sorted.
  public var names: [String] { schemas.keys.sorted() }

  /// The schema of a model.
  package func schema(named name: String) -> SchemaDescriptor? {
    schemas[name]
  }

  /// The model called `name`.
  package func model(named name: String) -> RegisteredModel? {
    models.first { $0.name == name }
  }

  /// The model a flow builds, by its `model:`.
  ///
  /// - Throws: ``ModelRegistryError/unknownModel(_:known:suggestion:)``.
  package func model(of flow: FlowDefinition) throws(ModelRegistryError) -> RegisteredModel {
    guard let model = model(named: flow.model) else {
      throw .unknownModel(
        flow.model, known: names, suggestion: EditDistance.suggestion(for: flow.model, among: names))
    }
    return model
  }

  /// Calls `opener` with the Swift type of the model `flow` builds: how a
  /// command opens the runner, wizard, simulator, explorer or test runner of
  /// the right type from the flow's `model:`.
  ///
  /// - Throws: ``ModelRegistryError/unknownModel(_:known:suggestion:)``, or what `opener` throws.
  ///
  /// - Parameters:
  ///   - flow: a loaded flow; its `model:` names the type.
  ///   - opener: the work, generic over the model (`open<Model: RunnableModel>(_:)`).
  ///
  /// ```swift
  /// struct Explore: ModelOpener {
  ///   let flow: FlowDefinition
  ///   func open<Model: RunnableModel>(_: Model.Type) throws -> [VariantExploration] {
  ///     PathExplorer<Model>(flow: flow).explore()
  ///   }
  /// }
  /// let report = try models.open(flow, with: Explore(flow: flow))
  /// ```
  public func open<Opener: ModelOpener>(_ flow: FlowDefinition, with opener: Opener) throws -> Opener.Result {
    try model(of: flow).open(opener)
  }
}
