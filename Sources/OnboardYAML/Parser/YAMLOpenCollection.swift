/// A sequence or mapping whose end event has not arrived yet: one entry of
/// ``YAMLTreeBuilder``'s explicit stack.
///
/// Its children wait in the builder's ``YAMLNodeScratch`` from `start` on; for
/// a mapping they alternate key, value, key, value.
struct YAMLOpenCollection {
  /// Which kind of collection is open.
  enum Kind {
    case sequence
    case mapping
  }

  /// The pair count from which a mapping finds duplicate keys through a
  /// dictionary instead of a linear scan.
  static let indexThreshold = 12

  /// A sequence or a mapping.
  let kind: Kind
  /// Where it starts.
  let mark: SourceMark
  /// Its anchor, when it has one.
  let anchor: String?
  /// Its tag, when it has one.
  let tag: String?
  /// Where its children start in the scratch buffer.
  let start: Int
  /// This node and everything below it, aliases at full size.
  var size = 1
  /// Collection levels from this one down (1 when it holds only scalars).
  var height = 1
  /// Key text → scratch index of the key, for large mappings only.
  var keyIndex: [String: Int]?

  /// Counts a finished child's size and height.
  mutating func count(size: Int, height: Int) {
    self.size += size
    if height >= self.height { self.height = height + 1 }
  }
}
