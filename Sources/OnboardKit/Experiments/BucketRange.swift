/// The part of `0..<1` whose hashes get one variant: `start` included, `end`
/// excluded. Encoded as GrowthBook writes it, `[start, end]`.
package struct BucketRange: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The first bucket value in the range.
  package var start: Double
  /// The first bucket value past the range; a range with `end <= start` is empty.
  package var end: Double

  /// A range from `start` up to, not including, `end`.
  package init(start: Double, end: Double) {
    self.start = start
    self.end = end
  }

  /// Whether `n` falls in the range: `start <= n < end` (GrowthBook's `inRange`).
  package func contains(_ n: Double) -> Bool {
    start <= n && n < end
  }

  /// `[start, end]`.
  package var description: String { "[\(start), \(end)]" }

  /// Decodes `[start, end]`.
  package init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    start = try container.decode(Double.self)
    end = try container.decode(Double.self)
    if !container.isAtEnd {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "a bucket range is [start, end]: two numbers, not more")
    }
  }

  /// Encodes `[start, end]`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(start)
    try container.encode(end)
  }
}
