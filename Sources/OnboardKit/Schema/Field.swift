/// One field of a model's ``Schema``: the name flows use, the key path it
/// writes, its kind and whether the model requires it.
///
/// ```swift
/// Field("email", \.email, kind: .email)      // String: required
/// Field("age", \.age)                        // Int?: optional
/// Field("interests", \.interests, required: false)
/// ```
public struct Field<Model>: Sendable {
  /// The name flow files write in `key:`.
  public let name: String
  /// How answers are parsed and which rules apply.
  public let kind: FieldKind
  /// Whether the model cannot be built without it.
  public let isRequired: Bool
  /// Every allowed value for an enum choice; `nil` otherwise.
  public let allowedValues: [String]?
  /// The key path the field writes.
  public let keyPath: PartialKeyPath<Model> & Sendable
  /// The key the field's answer is stored under in a ``Partial``.
  let key: KeyPathKey<Model>
  let store: @Sendable (inout Partial<Model>, FieldValue?) -> Bool
  let load: @Sendable (Partial<Model>) -> FieldValue?
  /// Whether a partial holds an answer of the field's type, without converting it.
  let isAnswered: @Sendable (Partial<Model>) -> Bool
  let read: @Sendable (Model) -> FieldValue?
  /// Why the field cannot be collected (its type or kind); `nil` when it can.
  let uncollectable: String?

  /// A field whose property is not optional; required unless told otherwise.
  public init<Value: FieldValueConvertible>(
    _ name: String, _ keyPath: SendableKeyPath<Model, Value>, kind: FieldKind? = nil, required: Bool = true
  ) {
    self.init(name, keyPath, Value.self, kind: kind, required: required) { model in
      model[keyPath: keyPath].fieldValue
    }
  }

  /// A field whose property is optional; optional unless told otherwise.
  public init<Value: FieldValueConvertible>(
    _ name: String, _ keyPath: SendableKeyPath<Model, Value?>, kind: FieldKind? = nil, required: Bool = false
  ) {
    self.init(name, keyPath, Value.self, kind: kind, required: required) { model in
      model[keyPath: keyPath]?.fieldValue
    }
  }

  /// What both public initialisers share: the answer is stored as `Value`.
  private init<Value: FieldValueConvertible>(
    _ name: String, _ keyPath: PartialKeyPath<Model> & Sendable, _: Value.Type, kind: FieldKind?,
    required: Bool,
    read: @escaping @Sendable (Model) -> FieldValue?
  ) {
    self.name = name
    self.kind = kind ?? Value.defaultFieldKind
    self.isRequired = required
    self.allowedValues = Value.allowedValues
    self.keyPath = keyPath
    let key = KeyPathKey<Model>(keyPath)
    self.key = key
    self.store = Self.storer(key, Value.self)
    self.load = { partial in partial.value(key, as: Value.self)?.fieldValue }
    self.isAnswered = { partial in partial.holdsValue(key, of: Value.self) }
    self.read = read
    self.uncollectable = Value.collectionProblem ?? Self.kindProblem(kind, for: Value.self)
  }

  /// Why `kind:` cannot hold values of `Value`: a kind stored as the type's
  /// own kind fits (a `String` may be told to be an email).
  private static func kindProblem<Value: FieldValueConvertible>(_ kind: FieldKind?, for _: Value.Type)
    -> String?
  {
    guard let kind, kind != Value.defaultFieldKind else { return nil }
    let fits = kind.definition.storedAs == Value.defaultFieldKind.definition.storedAs
    return fits
      ? nil
      : "kind \(kind.displayName) cannot hold a \(Value.self) (its kind is \(Value.defaultFieldKind.displayName))"
  }

  /// Converts and stores an answer under the field's prepared key; `nil` forgets it.
  private static func storer<Value: FieldValueConvertible>(
    _ key: KeyPathKey<Model>, _: Value.Type
  ) -> @Sendable (inout Partial<Model>, FieldValue?) -> Bool {
    { partial, value in
      guard let value else {
        partial.forget(key)
        return true
      }
      guard let typed = Value(fieldValue: value) else { return false }
      partial.store(key, typed)
      return true
    }
  }

  /// The field's value in a complete model; `nil` for an optional without one.
  public func value(in model: Model) -> FieldValue? {
    read(model)
  }

  /// What the field looks like without its model type, for checks and tools.
  public var descriptor: FieldDescriptor {
    FieldDescriptor(name: name, kind: kind, isRequired: isRequired, allowedValues: allowedValues)
  }
}

/// A schema field without its model type: what flow checks and tools need.
public struct FieldDescriptor: Sendable, Hashable, Codable {
  /// The name flow files write in `key:`.
  public var name: String
  /// The field's kind.
  public var kind: FieldKind
  /// Whether the model requires it.
  public var isRequired: Bool
  /// Every allowed value of an enum choice.
  public var allowedValues: [String]?

  /// Creates a descriptor.
  public init(name: String, kind: FieldKind, isRequired: Bool, allowedValues: [String]? = nil) {
    self.name = name
    self.kind = kind
    self.isRequired = isRequired
    self.allowedValues = allowedValues
  }
}
