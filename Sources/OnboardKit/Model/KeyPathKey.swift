import Synchronization

/// A key path that may cross concurrency domains.
///
/// Key-path literals are inferred `KeyPath<Root, Value> & Sendable`; this is the
/// one place the project names that type.
public typealias SendableKeyPath<Root, Value> = any KeyPath<Root, Value> & Sendable

/// A hashable, sendable box around any key path of `Root`, used as the key of
/// a ``Partial``'s storage.
///
/// The key path's hash is computed once, when the key is made, and the key
/// holds the process's canonical object for its key path (see
/// ``KeyPathHashes``): two literals `\User.email` written in different places
/// are two objects, but their keys hold the same one, so equal keys are
/// found by identity instead of by walking key-path components.
struct KeyPathKey<Root>: Hashable, @unchecked Sendable {
  // NB: @unchecked because `AnyKeyPath` is not marked Sendable; only sendable
  // key paths (see `SendableKeyPath`) are ever stored here.
  let keyPath: AnyKeyPath
  /// The key path's hash, computed once.
  let hash: Int

  init(_ keyPath: AnyKeyPath) {
    let canonical = KeyPathHashes.shared.canonical(keyPath)
    self.keyPath = canonical.keyPath
    self.hash = canonical.hash
  }

  static func == (lhs: KeyPathKey, rhs: KeyPathKey) -> Bool {
    lhs.hash == rhs.hash && (lhs.keyPath === rhs.keyPath || lhs.keyPath == rhs.keyPath)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// Key paths remembered by identity, with their hash and the canonical
/// object of their value: a key-path literal is one object for the life of
/// the process, and hashing or comparing it walks all its components, so a
/// model built field by field (`ModelBuilder`) would walk every literal
/// again each time. Entries keep their key path alive, so an identity is
/// never reused for another key path; the table stops growing at 4,096
/// entries (key paths made at run time are then hashed each time).
final class KeyPathHashes: Sendable {
  static let shared = KeyPathHashes()

  private let table = Mutex(IdentityTable())

  /// The canonical object equal to `keyPath`, and its hash.
  func canonical(_ keyPath: AnyKeyPath) -> CanonicalKeyPath {
    let id = UInt(bitPattern: ObjectIdentifier(keyPath))
    if let found = table.withLock({ $0.find(id) }) { return found }
    let hash = keyPath.hashValue
    return table.withLock { table in table.insert(id, keyPath, hash: hash) }
  }
}

/// An open-addressing table from an object's address to its canonical key
/// path and hash: an address is spread by one multiplication instead of
/// going through `Hasher`.
/// A key path's canonical object and its hash.
struct CanonicalKeyPath: @unchecked Sendable {
  // NB: @unchecked for the same reason as `KeyPathKey`.
  let keyPath: AnyKeyPath
  let hash: Int
}

private struct IdentityTable: @unchecked Sendable {
  // NB: @unchecked for the same reason as `KeyPathKey`.
  private static let capacity = 8_192
  private static let limit = 4_096
  private var addresses = [UInt](repeating: 0, count: capacity)
  private var entries = [CanonicalKeyPath?](repeating: nil, count: capacity)
  /// Canonical key paths by hash, to find an equal one made elsewhere.
  private var byHash: [Int: [AnyKeyPath]] = [:]
  private var count = 0

  private func slot(_ address: UInt) -> Int {
    Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 51)  // 13 bits: 0..<8192
  }

  func find(_ address: UInt) -> CanonicalKeyPath? {
    var index = slot(address)
    while addresses[index] != 0 {
      if addresses[index] == address, let entry = entries[index] { return entry }
      index = (index + 1) & (Self.capacity - 1)
    }
    return nil
  }

  mutating func insert(_ address: UInt, _ keyPath: AnyKeyPath, hash: Int) -> CanonicalKeyPath {
    if let found = find(address) { return found }
    let canonical = CanonicalKeyPath(keyPath: byHash[hash]?.first { $0 == keyPath } ?? keyPath, hash: hash)
    guard count < Self.limit else { return canonical }
    if canonical.keyPath === keyPath { byHash[hash, default: []].append(keyPath) }
    var index = slot(address)
    while addresses[index] != 0 { index = (index + 1) & (Self.capacity - 1) }
    addresses[index] = address
    // NB: the entry keeps `keyPath` itself alive too, so its address is never reused.
    entries[index] = canonical
    keepAlive.append(keyPath)
    count += 1
    return canonical
  }

  /// Every key path whose address is in the table.
  private var keepAlive: [AnyKeyPath] = []
}
