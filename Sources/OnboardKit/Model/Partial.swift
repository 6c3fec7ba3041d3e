/// A value of `Wrapped` under construction: some of its properties are known,
/// others not yet.
///
/// Each onboarding step fills a few properties; the final step turns the
/// partial into the complete value (see ``Onboardable``). Reads and writes are
/// typed by key path, so a flow can never store a `String` where the model
/// holds an `Int`.
///
/// ```swift
/// var partial = Partial<User>()
/// partial.update(\.firstName, to: "Ada")
/// partial.update(\.age, to: 36)             // `age` is `Int?`
/// let name = try partial.value(for: \.firstName)  // "Ada"
/// let age = partial.value(for: \.age)              // Optional(36)
/// ```
public struct Partial<Wrapped>: Sendable {
  /// One known property.
  struct Entry: Sendable {
    let key: KeyPathKey<Wrapped>
    var value: any Sendable & Hashable
  }

  // NB: a short array searched in order, not a dictionary: a model has a
  // dozen properties, and comparing cached hashes beats hashing a key.
  var entries: [Entry] = []

  /// An empty partial: nothing is known yet.
  public init() {}

  /// Sets a property, or forgets it when `value` is `nil`.
  public mutating func update<Value: Sendable & Hashable>(
    _ keyPath: SendableKeyPath<Wrapped, Value>, to value: Value?
  ) {
    store(KeyPathKey(keyPath), value)
  }

  /// Sets an optional property; `nil` forgets it.
  public mutating func update<Value: Sendable & Hashable>(
    _ keyPath: SendableKeyPath<Wrapped, Value?>, to value: Value?
  ) {
    store(KeyPathKey(keyPath), value)
  }

  /// The value of a property, or ``PartialError/missingValue(_:)`` when it is not known.
  public func value<Value>(for keyPath: SendableKeyPath<Wrapped, Value>) throws(PartialError) -> Value {
    guard let stored = stored(keyPath), let value = unbox(stored, as: Value.self) else {
      throw .missingValue(keyPath)
    }
    return value
  }

  /// The value of an optional property: `nil` when it is not known.
  public func value<Value>(for keyPath: SendableKeyPath<Wrapped, Value?>) -> Value? {
    // NB: unwrap the lookup first; `stored as? Value?` would turn a miss into `.some(nil)`.
    guard let stored = stored(keyPath) else { return nil }
    return unbox(stored, as: Value.self)
  }

  /// Whether a property has a value.
  public func contains(_ keyPath: PartialKeyPath<Wrapped>) -> Bool {
    stored(keyPath) != nil
  }

  /// Forgets a property.
  public mutating func remove(_ keyPath: PartialKeyPath<Wrapped>) {
    store(KeyPathKey(keyPath), nil)
  }

  /// The stored value under a prepared key (the fast path schema fields use).
  func stored(_ key: KeyPathKey<Wrapped>) -> (any Sendable & Hashable)? {
    index(of: key).map { entries[$0].value }
  }

  /// Where `key` is stored: cached hashes compared first, no entry copied.
  private func index(of key: KeyPathKey<Wrapped>) -> Int? {
    for index in entries.indices where entries[index].key.hash == key.hash {
      if entries[index].key == key { return index }
    }
    return nil
  }

  /// The stored value under a key path: the same key-path object is found
  /// without hashing it; another one equal to it, after.
  private func stored(_ keyPath: AnyKeyPath) -> (any Sendable & Hashable)? {
    for index in entries.indices where entries[index].key.keyPath === keyPath { return entries[index].value }
    return stored(KeyPathKey(keyPath))
  }

  /// Stores a value under a prepared key; `nil` forgets it.
  mutating func store(_ key: KeyPathKey<Wrapped>, _ value: (any Sendable & Hashable)?) {
    let index = index(of: key)
    switch (index, value) {
    case (let index?, let value?): entries[index].value = value
    case (let index?, nil): entries.remove(at: index)
    case (nil, let value?): entries.append(Entry(key: key, value: value))
    case (nil, nil): break
    }
  }

  /// How many properties are known.
  public var count: Int { entries.count }
}

/// A stored value as `Value`: when it is exactly a `Value` (the usual case)
/// the type is compared and the value taken as is, without the runtime's
/// general dynamic cast; anything else goes through `as?`.
func unbox<Value>(_ stored: any Sendable & Hashable, as _: Value.Type) -> Value? {
  func open<Stored: Sendable & Hashable>(_ value: Stored) -> Value? {
    if Stored.self == Value.self { return unsafeBitCast(value, to: Value.self) }
    return value as? Value
  }
  return open(stored)
}

extension Partial: Hashable {
  /// Hashes the number of known properties; equality compares every value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries.count)
  }

  /// Two partials are equal when they know the same properties with equal values.
  public static func == (lhs: Partial, rhs: Partial) -> Bool {
    guard lhs.entries.count == rhs.entries.count else { return false }
    for entry in lhs.entries {
      guard let other = rhs.stored(entry.key), AnyHashable(entry.value) == AnyHashable(other) else {
        return false
      }
    }
    return true
  }
}

/// Why a value could not be read from a ``Partial``.
public enum PartialError: Error, Sendable, Equatable {
  /// The property has no value yet; the payload describes the key path, e.g. `\User.email`.
  case missingValue(String)

  static func missingValue(_ keyPath: AnyKeyPath) -> PartialError {
    .missingValue(String(describing: keyPath))
  }
}
