import Foundation
import Testing

@testable import OnboardKit

/// Bucketing beyond the conformance file: where the SDKs disagree or say nothing.
@Suite struct BucketingTests {
  /// JavaScript and Python do not round bounds: 0.3333 is below 1/3.
  @Test func thirdsAreNotRounded() {
    let ranges = GrowthBookHash.bucketRanges(count: 3)
    #expect(GrowthBookHash.chooseVariation(n: 0.3333, ranges: ranges) == 0)
    #expect(GrowthBookHash.chooseVariation(n: 0.3334, ranges: ranges) == 1)
    #expect(GrowthBookHash.chooseVariation(n: 0.9999, ranges: ranges) == 2)
  }

  @Test func nanCoverageCoversNobody() {
    let ranges = GrowthBookHash.bucketRanges(count: 2, coverage: .nan)
    #expect(ranges == [BucketRange(start: 0, end: 0), BucketRange(start: 0.5, end: 0.5)])
  }

  /// Negative or non-finite weights would invert ranges; like the Python SDK
  /// (and unlike the JavaScript one) they fall back to equal weights.
  @Test(arguments: [[1.2, -0.2], [.nan, 1], [.infinity, 0]] as [[Double]])
  func unusableWeightsAreEqual(_ weights: [Double]) {
    #expect(
      GrowthBookHash.bucketRanges(count: 2, weights: weights)
        == [BucketRange(start: 0, end: 0.5), BucketRange(start: 0.5, end: 1)])
  }

  @Test func noVariantsNoRanges() {
    #expect(GrowthBookHash.bucketRanges(count: 0).isEmpty)
    #expect(GrowthBookHash.chooseVariation(n: 0.5, ranges: []) == -1)
  }

  @Test func unknownVersionsHaveNoHash() {
    #expect(GrowthBookHash.hash(seed: "a", value: "b", version: 0) == nil)
    #expect(GrowthBookHash.hash(seed: "a", value: "b", version: 3) == nil)
  }

  @Test func rangesCodeAsPairs() throws {
    let data = try JSONEncoder().encode([BucketRange(start: 0, end: 0.25)])
    #expect(String(decoding: data, as: UTF8.self) == "[[0,0.25]]")
    #expect(try JSONDecoder().decode([BucketRange].self, from: data) == [BucketRange(start: 0, end: 0.25)])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(BucketRange.self, from: Data("[0,1,2]".utf8))
    }
  }

  /// Weights count only when every variant has one.
  @Test func experimentWeights() {
    var experiment = ExperimentDefinition(
      key: "k",
      variants: [VariantDefinition(id: "a", weight: 0.25), VariantDefinition(id: "b", weight: 0.75)])
    #expect(experiment.bucketRanges == [BucketRange(start: 0, end: 0.25), BucketRange(start: 0.25, end: 1)])
    experiment.variants[1].weight = nil
    #expect(experiment.weights == nil)
    #expect(experiment.bucketRanges == [BucketRange(start: 0, end: 0.5), BucketRange(start: 0.5, end: 1)])
  }
}
