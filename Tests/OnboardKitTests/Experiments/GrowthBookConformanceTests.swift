import Testing

@testable import OnboardKit

/// Every `hash`, `getBucketRange`, `chooseVariation`, `inNamespace` and
/// `getEqualWeights` case of GrowthBook's cross-SDK conformance file.
@Suite struct GrowthBookConformanceTests {
  @Test func readsEveryCase() throws {
    #expect(try BucketingVectors.loadHash().count == 15)
    #expect(try BucketingVectors.loadBucketRanges().count == 13)
    #expect(try BucketingVectors.loadChooseVariation().count == 13)
    #expect(try BucketingVectors.loadInNamespace().count == 16)
    #expect(try BucketingVectors.loadEqualWeights().count == 6)
    #expect(BucketingVectors.hash.count == 15)
    #expect(BucketingVectors.bucketRanges.count == 13)
    #expect(BucketingVectors.chooseVariation.count == 13)
    #expect(BucketingVectors.inNamespace.count == 16)
    #expect(BucketingVectors.equalWeights.count == 6)
  }

  /// Compared exactly, as GrowthBook's own harnesses do.
  @Test(arguments: BucketingVectors.hash)
  func hash(_ vector: BucketingVectors.Hash) {
    #expect(
      GrowthBookHash.hash(seed: vector.seed, value: vector.value, version: vector.version) == vector.expected)
  }

  /// Compared to six decimals, as GrowthBook's own harnesses do (`0.2 × 0.2`
  /// is `0.04000000000000001` in every SDK).
  @Test(arguments: BucketingVectors.bucketRanges)
  func bucketRanges(_ vector: BucketingVectors.BucketRanges) {
    let ranges = GrowthBookHash.bucketRanges(
      count: vector.count, coverage: vector.coverage, weights: vector.weights)
    #expect(ranges.map(rounded) == vector.expected.map(rounded))
  }

  @Test(arguments: BucketingVectors.chooseVariation)
  func chooseVariation(_ vector: BucketingVectors.ChooseVariation) {
    #expect(GrowthBookHash.chooseVariation(n: vector.n, ranges: vector.ranges) == vector.expected)
  }

  @Test(arguments: BucketingVectors.inNamespace)
  func inNamespace(_ vector: BucketingVectors.InNamespace) {
    #expect(GrowthBookHash.inNamespace(userID: vector.userID, namespace: vector.namespace) == vector.expected)
  }

  /// Compared to six decimals (the file writes 1/3 as 0.33333333).
  @Test(arguments: BucketingVectors.equalWeights)
  func equalWeights(_ vector: BucketingVectors.EqualWeights) {
    #expect(GrowthBookHash.equalWeights(count: vector.count).map(rounded) == vector.expected.map(rounded))
  }

  private func rounded(_ value: Double) -> Double {
    (value * 1_000_000).rounded() / 1_000_000
  }

  private func rounded(_ range: BucketRange) -> BucketRange {
    BucketRange(start: rounded(range.start), end: rounded(range.end))
  }
}
