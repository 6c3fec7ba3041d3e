/// Bounds that keep a hostile or broken flow file from exhausting memory or time.
///
/// Every limit is checked while parsing, so a file that breaks one is refused
/// as soon as the limit is crossed, not after the whole file has been read:
///
/// ```swift
/// let strict = YAMLLimits(maxFileBytes: 64 * 1024, maxDepth: 16, maxNodes: 10_000)
/// let node = try YAMLParser.parse(bytes, file: "signup.yaml", limits: strict)
/// ```
public struct YAMLLimits: Sendable, Hashable {
  /// The largest file accepted, in bytes (default 8 MiB).
  package var maxFileBytes: Int
  /// The deepest nesting of sequences and mappings accepted (default 64 levels).
  ///
  /// The top-level collection is level 1; a scalar adds no level. Aliases count
  /// with the depth of the node they copy.
  package var maxDepth: Int
  /// The most nodes a document may hold (default 1,000,000).
  ///
  /// Every scalar, sequence and mapping counts as one node, and every alias
  /// counts as the full size of the node it copies, so a "billion laughs"
  /// document is refused although its text is tiny.
  package var maxNodes: Int

  /// Creates limits; each one defaults to the value of ``YAMLLimits/default``.
  package init(
    maxFileBytes: Int = 8 * 1024 * 1024,
    maxDepth: Int = 64,
    maxNodes: Int = 1_000_000
  ) {
    self.maxFileBytes = maxFileBytes
    self.maxDepth = maxDepth
    self.maxNodes = maxNodes
  }

  /// 8 MiB, 64 levels, 1,000,000 nodes: far above any real flow file.
  public static let `default` = YAMLLimits()
}
