/// GrowthBook's bucketing functions — `hash`, `getEqualWeights`,
/// `getBucketRanges`, `chooseVariation`, `inNamespace` — giving the numbers
/// the JavaScript and Python SDKs give, so a person lands in the same variant
/// here as in any other GrowthBook SDK.
///
/// ```swift
/// let n = GrowthBookHash.hash(seed: "signup-copy", value: "user-42", version: 2)  // 0…<1
/// let ranges = GrowthBookHash.bucketRanges(count: 2, coverage: 1, weights: [0.5, 0.5])
/// let variant = n.map { GrowthBookHash.chooseVariation(n: $0, ranges: ranges) }
/// ```
package enum GrowthBookHash {
  /// The hash versions ``hash(seed:value:version:)`` knows.
  package static let versions: ClosedRange<Int> = 1...2

  /// A number in `0..<1` from a seed and a value (usually the user id), or
  /// `nil` for an unknown version:
  ///
  /// - version 1: `fnv32a(value + seed) % 1000 / 1000` (three decimals; the
  ///   original, slightly biased algorithm, still used by namespaces);
  /// - version 2: `fnv32a(String(fnv32a(seed + value))) % 10000 / 10000`.
  ///
  /// Strings are hashed as UTF-16 code units (see ``FNV1a``). Nothing is
  /// allocated.
  @inlinable
  package static func hash(seed: String, value: String, version: Int) -> Double? {
    switch version {
    case 1:
      var hasher = FNV1a()
      hasher.combine(value)
      hasher.combine(seed)
      return version1Bucket(hasher)
    case 2:
      var inner = FNV1a()
      inner.combine(seed)
      return version2Bucket(afterSeed: inner, value: value)
    default:
      return nil
    }
  }

  /// Version 2's bucket, from the hasher that has seen the seed (so a caller
  /// hashing many values with one seed hashes the seed once).
  @inlinable
  static func version2Bucket(afterSeed seeded: FNV1a, value: String) -> Double {
    var inner = seeded
    inner.combine(value)
    return version2Bucket(inner: inner)
  }

  /// Version 2's bucket from the hasher that has seen the seed and the value:
  /// the hash of that hash's decimal digits, to four decimals.
  @inlinable
  static func version2Bucket(inner: FNV1a) -> Double {
    var outer = FNV1a()
    outer.combine(decimal: inner.value)
    return Double(outer.value % 10000) / 10000
  }

  /// Version 1's bucket from the hash of `value + seed`.
  @inlinable
  static func version1Bucket(_ hasher: FNV1a) -> Double {
    Double(hasher.value % 1000) / 1000
  }
}
