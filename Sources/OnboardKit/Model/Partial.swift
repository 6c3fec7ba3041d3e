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
  // NB: two short arrays searched in order, not a dictionary: a model has a
  // dozen properties, and comparing canonical key objects beats hashing a
  // key. Keys apart from values, so a search reads no value.
  private(set) var keys: [KeyPathKey<Wrapped>] = []
  private(set) var values: [any Sendable & Hashable] = []
  /// The bits of every key (see ``KeyPathKey/bit``); `nil` when a key has none.
  private(set) var keyBits: UInt64? = 0

  /// An empty partial: nothing is known yet.
  public init() {}

  /// Sets a property, or forgets it when `value` is `nil`.
  public mutating func update<Value: Sendable & Hashable>(
    _ keyPath: SendableKeyPath<Wrapped, Value>, to value: Value?
  ) {
    store(KeyPathKey(keyPath), value)
  }

  /// Stores `value` under `key`, or forgets the key when it is `nil`.
  mutating func store<Value: Sendable & Hashable>(_ key: KeyPathKey<Wrapped>, _ value: Value?) {
    if let value { store(key, value) } else { forget(key) }
  }

  /// Sets an optional property; `nil` forgets it.
  public mutating func update<Value: Sendable & Hashable>(
    _ keyPath: SendableKeyPath<Wrapped, Value?>, to value: Value?
  ) {
    store(KeyPathKey(keyPath), value)
  }

  /// The value of a property, or ``PartialError/missingValue(_:)`` when it is not known.
  public func value<Value>(for keyPath: SendableKeyPath<Wrapped, Value>) throws(PartialError) -> Value {
    guard let value = value(at: keyPath, as: Value.self) else { throw .missingValue(keyPath) }
    return value
  }

  /// The value of an optional property: `nil` when it is not known.
  public func value<Value>(for keyPath: SendableKeyPath<Wrapped, Value?>) -> Value? {
    // NB: stored as `Value`, not `Value?`, so a miss is `nil`, never `.some(nil)`.
    value(at: keyPath, as: Value.self)
  }

  /// Whether a property has a value.
  public func contains(_ keyPath: PartialKeyPath<Wrapped>) -> Bool {
    stored(keyPath) != nil
  }

  /// Forgets a property.
  public mutating func remove(_ keyPath: PartialKeyPath<Wrapped>) {
    forget(KeyPathKey(keyPath))
  }

  /// The stored value under a prepared key (the fast path schema fields use).
  func stored(_ key: KeyPathKey<Wrapped>) -> (any Sendable & Hashable)? {
    index(of: key).map { values[$0] }
  }

  /// The value under a key path as `Value`. A key path that is itself a
  /// stored key's object (the schema's literal, which the same literal in a
  /// model's `init(from:)` is too) is found by identity, without making a
  /// key: making one looks the canonical object up under a lock. Any other
  /// key path is looked up through its key, as before.
  private func value<Value>(at keyPath: AnyKeyPath, as type: Value.Type) -> Value? {
    if let index = index(identicalTo: keyPath) { return unbox(values[index], as: type) }
    return value(KeyPathKey(keyPath), as: type)
  }

  /// The place of the stored key whose object is `keyPath` itself, if any.
  private func index(identicalTo keyPath: AnyKeyPath) -> Int? {
    for index in keys.indices where keys[index].keyPath === keyPath { return index }
    return nil
  }

  /// The value under a prepared key as `Value`, without copying it as an
  /// existential first.
  func value<Value>(_ key: KeyPathKey<Wrapped>, as type: Value.Type) -> Value? {
    guard let index = index(of: key) else { return nil }
    return unbox(values[index], as: type)
  }

  /// Whether the value under a prepared key is a `Value` (what
  /// ``value(_:as:)`` would return), found without copying it.
  func holdsValue<Value>(_ key: KeyPathKey<Wrapped>, of _: Value.Type) -> Bool {
    guard let index = index(of: key) else { return false }
    return type(of: values[index]) == Value.self || values[index] is Value
  }

  /// Where `key` is stored.
  private func index(of key: KeyPathKey<Wrapped>) -> Int? {
    // A key whose bit is not among the stored keys' bits is not stored: a
    // new answer (the first store of each field) is found missing at once
    // instead of after comparing every key.
    if key.bit != 0, let keyBits, keyBits & key.bit == 0 { return nil }
    // NB: keys hold canonical objects, so identity finds equal keys; keys
    // without a bit (past the canonical table's limit) may need `==`.
    for index in keys.indices where keys[index].keyPath === key.keyPath { return index }
    guard key.bit == 0 else { return nil }
    for index in keys.indices where keys[index].hash == key.hash {
      if keys[index] == key { return index }
    }
    return nil
  }

  /// The stored value under a key path (found by its canonical object).
  private func stored(_ keyPath: AnyKeyPath) -> (any Sendable & Hashable)? {
    if let index = index(identicalTo: keyPath) { return values[index] }
    return stored(KeyPathKey(keyPath))
  }

  /// Room for `count` properties without growing.
  mutating func reserveCapacity(_ count: Int) {
    keys.reserveCapacity(count)
    values.reserveCapacity(count)
  }

  /// Stores a value under a prepared key.
  ///
  /// NB: generic, not an optional existential: the value is boxed once, as
  /// it goes into the array, instead of copied box by box.
  mutating func store<Value: Sendable & Hashable>(_ key: KeyPathKey<Wrapped>, _ value: Value) {
    if let index = index(of: key) {
      values[index] = value
      return
    }
    keys.append(key)
    values.append(value)
    keyBits = key.bit == 0 ? nil : keyBits.map { $0 | key.bit }
  }

  /// Forgets the value under a prepared key.
  mutating func forget(_ key: KeyPathKey<Wrapped>) {
    guard let index = index(of: key) else { return }
    keys.remove(at: index)
    values.remove(at: index)
    keyBits = keys.allSatisfy { $0.bit != 0 } ? keys.reduce(0) { $0 | $1.bit } : nil
  }

  /// How many properties are known.
  public var count: Int { keys.count }
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
    hasher.combine(keys.count)
  }

  /// Two partials are equal when they know the same properties with equal values.
  public static func == (lhs: Partial, rhs: Partial) -> Bool {
    guard lhs.keys.count == rhs.keys.count else { return false }
    for index in lhs.keys.indices {
      guard let other = rhs.stored(lhs.keys[index]), AnyHashable(lhs.values[index]) == AnyHashable(other)
      else {
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
