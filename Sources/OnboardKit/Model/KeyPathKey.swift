/// A key path that may cross concurrency domains.
///
/// Key-path literals are inferred `KeyPath<Root, Value> & Sendable`; this is the
/// one place the project names that type.
public typealias SendableKeyPath<Root, Value> = any KeyPath<Root, Value> & Sendable

/// A hashable, sendable box around any key path of `Root`, used as the key of
/// a ``Partial``'s storage.
struct KeyPathKey<Root>: Hashable, @unchecked Sendable {
  // NB: @unchecked because `AnyKeyPath` is not marked Sendable; only sendable
  // key paths (see `SendableKeyPath`) are ever stored here.
  let keyPath: AnyKeyPath

  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}
