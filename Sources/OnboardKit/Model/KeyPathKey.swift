import Synchronization

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
    self.hash = KeyPathHashes.shared.hash(of: keyPath)
  }

  static func == (lhs: KeyPathKey, rhs: KeyPathKey) -> Bool {
    lhs.hash == rhs.hash && (lhs.keyPath === rhs.keyPath || lhs.keyPath == rhs.keyPath)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// Key-path hashes remembered by the key path's identity: a key-path literal
/// is one object for the life of the process, and hashing it walks all its
/// components, so a model built field by field (`ModelBuilder`) would hash
/// every literal again each time. Entries keep their key path alive, so an
/// identity is never reused for another key path; the table stops growing
/// at 4,096 entries (key paths made at run time are then hashed each time).
final class KeyPathHashes: Sendable {
  static let shared = KeyPathHashes()

  // NB: @unchecked for the same reason as `KeyPathKey`: only sendable key
  // paths reach here, and a key path is immutable.
  private struct Entry: @unchecked Sendable {
    let keyPath: AnyKeyPath
    let hash: Int
  }

  private let table = Mutex<[ObjectIdentifier: Entry]>([:])

  func hash(of keyPath: AnyKeyPath) -> Int {
    let id = ObjectIdentifier(keyPath)
    if let hash = table.withLock({ $0[id]?.hash }) { return hash }
    let hash = keyPath.hashValue
    table.withLock { table in
      if table.count < 4_096 { table[id] = Entry(keyPath: keyPath, hash: hash) }
    }
    return hash
  }
}
