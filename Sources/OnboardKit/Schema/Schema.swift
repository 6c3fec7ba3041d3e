/// A model's fields, declared once in Swift: the name a flow writes in `key:`,
/// the key path it fills, its kind and whether it is required.
///
/// ```swift
/// extension Pet: Onboardable {
///   static let schema = Schema<Pet> {
///     Field("name", \.name)
///     Field("species", \.species)        // a String-backed enum: a choice
///     Field("birthday", \.birthday)      // Date?: an optional date
///   }
/// }
/// ```
public struct Schema<Model>: Sendable {
  /// The model's name as flows write it in `model:`.
  public let modelName: String
  /// Every field in declaration order.
  public let fields: [Field<Model>]
  private let index: [String: Int]

  /// Declares a schema; the model name defaults to the Swift type's name.
  public init(name: String? = nil, @SchemaBuilder<Model> _ fields: () -> [Field<Model>]) {
    self.modelName = name ?? String(describing: Model.self)
    let fields = fields()
    self.fields = fields
    var index: [String: Int] = [:]
    for (position, field) in fields.enumerated() where index[field.name] == nil {
      index[field.name] = position
    }
    self.index = index
  }

  /// The field a flow names in `key:`.
  public func field(named name: String) -> Field<Model>? {
    index[name].map { fields[$0] }
  }

  /// The schema without its model type.
  public var descriptor: SchemaDescriptor {
    SchemaDescriptor(modelName: modelName, fields: fields.map(\.descriptor))
  }
}

/// Collects the fields of a ``Schema``.
@resultBuilder
public enum SchemaBuilder<Model> {
  /// One field; the model type flows in from the schema.
  public static func buildExpression(_ field: Field<Model>) -> Field<Model> {
    field
  }

  /// Any number of fields.
  public static func buildBlock(_ fields: Field<Model>...) -> [Field<Model>] {
    fields
  }
}

/// A schema without its model type: the field list that flow checks read.
public struct SchemaDescriptor: Sendable, Hashable, Codable {
  /// The model's name.
  public var modelName: String
  /// Every field in declaration order.
  public var fields: [FieldDescriptor]

  /// Creates a descriptor.
  public init(modelName: String, fields: [FieldDescriptor]) {
    self.modelName = modelName
    self.fields = fields
  }

  /// The field with this name.
  public func field(named name: String) -> FieldDescriptor? {
    fields.first { $0.name == name }
  }
}
