/// Lookups a ``FlowRunner`` remembers inside a ``FlowState`` between
/// actions: the node of the current step and the runner of the person's
/// variants. Setting `current` or `variants` clears the matching entry, so a
/// cached answer is never stale. Equal to every other cache and not encoded,
/// so states compare and save exactly as if it were not there.
struct RunCache: Sendable, Hashable {
  /// The current step's node, in the runner (by identity) that found it.
  var node: (runner: ObjectIdentifier, index: Int)?
  /// The runner of the person's variants, for the experiment set (by identity) that chose it.
  var variantRunner: (experiments: ObjectIdentifier, box: AnyObject & Sendable)?

  init() {}

  static func == (lhs: RunCache, rhs: RunCache) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
