/// A share of a namespace, which keeps experiments apart: experiments in one
/// namespace with ranges that do not overlap never share a person.
///
/// A person's place in namespace `id` is `hash(seed: "__" + id, value: userID,
/// version: 1)`, the same for every experiment in the namespace.
package struct ExperimentNamespace: Sendable, Hashable, Codable {
  /// The namespace's name.
  package var id: String
  /// The start of this experiment's share, included (`0...1`).
  package var start: Double
  /// The end of this experiment's share, excluded (`0...1`).
  package var end: Double

  /// This experiment's share `start..<end` of namespace `id`.
  package init(id: String, start: Double, end: Double) {
    self.id = id
    self.start = start
    self.end = end
  }
}

extension ExperimentDefinition {
  /// Whether namespaces keep this experiment and `other` apart: the same
  /// namespace id with shares that do not overlap, so no person is in both.
  package func isKeptApart(from other: ExperimentDefinition) -> Bool {
    guard let x = namespace, let y = other.namespace, x.id == y.id else { return false }
    return x.end <= y.start || y.end <= x.start
  }
}

extension GrowthBookHash {
  /// Whether the person falls in the namespace share (GrowthBook's `inNamespace`).
  package static func inNamespace(userID: String, namespace: ExperimentNamespace) -> Bool {
    // NB: hash(seed: "__" + id, value: userID, version: 1) hashes userID + "__" + id.
    var hasher = FNV1a()
    hasher.combine(userID)
    hasher.combine("__")
    hasher.combine(namespace.id)
    let n = version1Bucket(hasher)
    return namespace.start <= n && n < namespace.end
  }
}
