/// Lookups a ``FlowRunner`` remembers inside a ``FlowState`` between
/// actions: the node of the current step and the runner of the person's
/// variants. Setting `current` or `variants` clears the matching entry, so a
/// cached answer is never stale. Equal to every other cache and not encoded,
/// so states compare and save exactly as if it were not there.
///
/// Each entry holds the object that made it, not its address: a freed runner's
/// address is soon given to a new one (a reloaded flow), and an entry keyed by
/// address would then answer for a flow it was not made from.
struct RunCache: Sendable, Hashable {
  /// The current step's node, in the runner core that found it.
  var node: (runner: AnyObject & Sendable, index: Int)?
  /// The runner of the person's variants, for the experiment set that chose it.
  var variantRunner: (experiments: AnyObject & Sendable, box: AnyObject & Sendable)?

  init() {}

  static func == (lhs: RunCache, rhs: RunCache) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
