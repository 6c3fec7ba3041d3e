extension Partial {
  /// A property of a nested value: `partial.value(for: \.pet, \.name)`.
  ///
  /// The nested value may be stored whole or as a `Partial` of its own
  /// (see ``update(_:_:to:)``); either way the nested property is read.
  package func value<Value, Nested>(
    for keyPath: SendableKeyPath<Wrapped, Value>, _ nested: SendableKeyPath<Value, Nested>
  ) throws(PartialError) -> Nested {
    let stored = stored(KeyPathKey<Wrapped>(keyPath))
    if let whole = stored as? Value {
      return whole[keyPath: nested]
    }
    if let partial = stored as? Partial<Value> {
      return try partial.value(for: nested)
    }
    throw .missingValue(nested)
  }

  /// Sets one property of a nested value, building it up as a `Partial` of its own.
  package mutating func update<Value, Nested: Sendable & Hashable>(
    _ keyPath: SendableKeyPath<Wrapped, Value>, _ nested: SendableKeyPath<Value, Nested>, to value: Nested?
  ) {
    let key = KeyPathKey<Wrapped>(keyPath)
    var partial = stored(key) as? Partial<Value> ?? Partial<Value>()
    partial.update(nested, to: value)
    store(key, partial)
  }
}
