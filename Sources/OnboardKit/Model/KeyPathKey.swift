/// A key path that may cross concurrency domains.
///
/// Key-path literals are inferred `KeyPath<Root, Value> & Sendable`; this is the
/// one place the project names that type.
public typealias SendableKeyPath<Root, Value> = any KeyPath<Root, Value> & Sendable

/// A hashable, sendable box around any key path of `Root`, used as the key of
/// a ``Partial``'s storage.
///
/// The key path's hash is computed once, when the key is made: a schema's
/// fields make their keys once and reuse them, so the runner's lookups hash
/// an `Int` instead of walking key-path components every time.
struct KeyPathKey<Root>: Hashable, @unchecked Sendable {
  // NB: @unchecked because `AnyKeyPath` is not marked Sendable; only sendable
  // key paths (see `SendableKeyPath`) are ever stored here.
  let keyPath: AnyKeyPath
  /// The key path's hash, computed once.
  let hash: Int

  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
    self.hash = keyPath.hashValue
  }

  static func == (lhs: KeyPathKey, rhs: KeyPathKey) -> Bool {
    lhs.hash == rhs.hash && (lhs.keyPath === rhs.keyPath || lhs.keyPath == rhs.keyPath)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
