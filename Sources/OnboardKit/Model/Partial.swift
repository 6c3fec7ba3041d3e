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
  var values: [KeyPathKey<Wrapped>: any Sendable & Hashable] = [:]

  /// An empty partial: nothing is known yet.
  public init() {}

  /// Sets a property, or forgets it when `value` is `nil`.
  public mutating func update<Value: Sendable & Hashable>(
    _ keyPath: SendableKeyPath<Wrapped, Value>, to value: Value?
  ) {
    values[KeyPathKey(keyPath)] = value
  }

  /// Sets an optional property; `nil` forgets it.
  public mutating func update<Value: Sendable & Hashable>(
    _ keyPath: SendableKeyPath<Wrapped, Value?>, to value: Value?
  ) {
    values[KeyPathKey(keyPath)] = value
  }

  /// The value of a property, or ``PartialError/missingValue(_:)`` when it is not known.
  public func value<Value>(for keyPath: SendableKeyPath<Wrapped, Value>) throws(PartialError) -> Value {
    guard let stored = values[KeyPathKey(keyPath)], let value = stored as? Value else {
      throw .missingValue(keyPath)
    }
    return value
  }

  /// The value of an optional property: `nil` when it is not known.
  public func value<Value>(for keyPath: SendableKeyPath<Wrapped, Value?>) -> Value? {
    // NB: unwrap the lookup first; `stored as? Value?` would turn a miss into `.some(nil)`.
    guard let stored = values[KeyPathKey(keyPath)] else { return nil }
    return stored as? Value
  }

  /// Whether a property has a value.
  public func contains(_ keyPath: PartialKeyPath<Wrapped>) -> Bool {
    values[KeyPathKey(keyPath)] != nil
  }

  /// Forgets a property.
  public mutating func remove(_ keyPath: PartialKeyPath<Wrapped>) {
    values[KeyPathKey(keyPath)] = nil
  }

  /// The stored value under a prepared key (the fast path schema fields use).
  func stored(_ key: KeyPathKey<Wrapped>) -> (any Sendable & Hashable)? {
    values[key]
  }

  /// Stores a value under a prepared key; `nil` forgets it.
  mutating func store(_ key: KeyPathKey<Wrapped>, _ value: (any Sendable & Hashable)?) {
    values[key] = value
  }

  /// How many properties are known.
  public var count: Int { values.count }
}

extension Partial: Hashable {
  /// Hashes the number of known properties; equality compares every value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values.count)
  }

  /// Two partials are equal when they know the same properties with equal values.
  public static func == (lhs: Partial, rhs: Partial) -> Bool {
    guard lhs.values.count == rhs.values.count else { return false }
    for (key, value) in lhs.values {
      guard let other = rhs.values[key], AnyHashable(value) == AnyHashable(other) else { return false }
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
