extension Partial where Wrapped: Onboardable {
  /// The known fields as JSON, by schema name: what conditions read and what
  /// a saved session stores.
  package var fieldValues: [String: FieldValue] {
    var values: [String: FieldValue] = [:]
    for field in Wrapped.schema.fields {
      if let value = field.load(self) { values[field.name] = value }
    }
    return values
  }

  /// Sets a field by its schema name; `false` when there is no such field or
  /// the value does not fit it.
  @discardableResult
  public mutating func set(_ name: String, to value: FieldValue?) -> Bool {
    guard let field = Wrapped.schema.field(named: name) else { return false }
    return field.store(&self, value)
  }

  /// The value of a field by its schema name.
  package func get(_ name: String) -> FieldValue? {
    Wrapped.schema.field(named: name)?.load(self)
  }
}

extension Partial: Codable where Wrapped: Onboardable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes the id (as `id`) and every known field by schema name, except
  /// secrets (``FieldKind/secret``): a saved session never holds one, so a
  /// resumed run asks for it again.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    if let id = try? value(for: Wrapped.idKeyPath) {
      try container.encode(id.rawValue, forKey: Key(stringValue: "id"))
    }
    for field in Wrapped.schema.fields where !field.kind.definition.isSecret {
      guard let value = field.load(self) else { continue }
      try container.encode(value.json, forKey: Key(stringValue: field.name))
    }
  }

  /// Decodes what ``encode(to:)`` wrote; unknown names and values that no
  /// longer fit the model are errors.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: Key.self)
    for key in container.allKeys {
      if key.stringValue == "id" {
        update(Wrapped.idKeyPath, to: Identifier(try container.decode(String.self, forKey: key)))
        continue
      }
      let json = try container.decode(JSONValue.self, forKey: key)
      guard let field = Wrapped.schema.field(named: key.stringValue),
        let value = FieldValue(json: json, kind: field.kind), field.store(&self, value)
      else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "'\(key.stringValue)' does not fit \(Wrapped.self)")
      }
    }
  }
}
