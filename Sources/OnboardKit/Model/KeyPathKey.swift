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
  /// One bit that no other key path of the process has (one of the first 64
  /// distinct key paths seen); 0 for the rest. Sets of keys as bit masks.
  let bit: UInt64

  init(_ keyPath: AnyKeyPath) {
    let canonical = KeyPathHashes.shared.canonical(keyPath)
    self.keyPath = canonical.keyPath
    self.hash = canonical.hash
    self.bit = canonical.bit
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

  /// The canonical object equal to `keyPath`, its hash and its bit.
  func canonical(_ keyPath: AnyKeyPath) -> CanonicalKeyPath {
    let id = UInt(bitPattern: ObjectIdentifier(keyPath))
    if let found = table.withLock({ $0.find(id) }) { return found }
    let hash = keyPath.hashValue
    return table.withLock { table in table.insert(id, keyPath, hash: hash) }
  }
}

/// A key path's canonical object, its hash and its bit (see ``KeyPathKey/bit``).
struct CanonicalKeyPath: @unchecked Sendable {
  // NB: @unchecked for the same reason as `KeyPathKey`.
  let keyPath: AnyKeyPath
  let hash: Int
  let bit: UInt64
}

/// An open-addressing table from an object's address to its canonical key
/// path: an address is spread by one multiplication instead of going
/// through `Hasher`.
private struct IdentityTable: @unchecked Sendable {
  // NB: @unchecked for the same reason as `KeyPathKey`.
  private static let capacity = 8_192
  private static let limit = 4_096
  private var addresses = [UInt](repeating: 0, count: capacity)
  private var entries = [CanonicalKeyPath?](repeating: nil, count: capacity)
  /// Canonical key paths by hash, to find an equal one made elsewhere.
  private var byHash: [Int: [CanonicalKeyPath]] = [:]
  /// How many distinct key paths have been seen.
  private var distinct = 0
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
    if let known = byHash[hash]?.first(where: { $0.keyPath == keyPath }) {
      guard count < Self.limit else { return known }
      remember(address, keyPath, as: known)
      return known
    }
    guard count < Self.limit else { return CanonicalKeyPath(keyPath: keyPath, hash: hash, bit: 0) }
    let canonical = CanonicalKeyPath(
      keyPath: keyPath, hash: hash, bit: distinct < 64 ? UInt64(1) << UInt64(distinct) : 0)
    distinct += 1
    byHash[hash, default: []].append(canonical)
    remember(address, keyPath, as: canonical)
    return canonical
  }

  /// Files `keyPath`, at `address`, under its canonical entry.
  private mutating func remember(_ address: UInt, _ keyPath: AnyKeyPath, as canonical: CanonicalKeyPath) {
    var index = slot(address)
    while addresses[index] != 0 { index = (index + 1) & (Self.capacity - 1) }
    addresses[index] = address
    // NB: the entry keeps `keyPath` itself alive too, so its address is never reused.
    entries[index] = canonical
    keepAlive.append(keyPath)
    count += 1
  }

  /// Every key path whose address is in the table.
  private var keepAlive: [AnyKeyPath] = []
}
