import Testing

@testable import OnboardKit

@Suite struct ExperimentDistributionTests {
  static let experiment = ExperimentDefinition(
    key: "onboarding-order",
    variants: [
      VariantDefinition(id: "a", weight: 0.2), VariantDefinition(id: "b", weight: 0.3),
      VariantDefinition(id: "c", weight: 0.5),
    ])

  /// 100,000 ids split 0.2/0.3/0.5 to within one percentage point, and to the
  /// person as GrowthBook's Python SDK 4.0.0 splits them:
  /// `chooseVariation(gbhash("onboarding-order", f"user-{i}", 2), getBucketRanges(3, 1, [0.2, 0.3, 0.5]))`
  /// counted over `range(100000)` gives [19788, 29851, 50361].
  @Test func weightsHold() {
    var counts = [0, 0, 0]
    for i in 0..<100_000 {
      counts[ExperimentAssigner.assign(Self.experiment, userID: "user-\(i)").variantIndex] += 1
    }
    for (count, weight) in zip(counts, [0.2, 0.3, 0.5]) {
      #expect(abs(Double(count) / 100_000 - weight) <= 0.01)
    }
    #expect(counts == [19_788, 29_851, 50_361])
  }

  /// The same person always gets the same variant, within a process and
  /// across processes and SDKs: no per-process seeding (Swift's `Hasher`) is
  /// involved. The literal is the same Python expression for `user-0`…`user-59`.
  @Test func deterministic() {
    let first = (0..<60).map { ExperimentAssigner.assign(Self.experiment, userID: "user-\($0)") }
    let again = (0..<60).map { ExperimentAssigner.assign(Self.experiment, userID: "user-\($0)") }
    #expect(first == again)
    let digits = first.map { String($0.variantIndex) }.joined()
    #expect(digits == "221211222222120202211222221212000112121002202222220110112122")
  }

  /// A new seed reshuffles people; the key is the seed by default.
  @Test func seedReshuffles() {
    var reseeded = Self.experiment
    reseeded.seed = "onboarding-order-2"
    let ids = (0..<200).map { "user-\($0)" }
    let before = ids.map { ExperimentAssigner.assign(Self.experiment, userID: $0).variantIndex }
    let after = ids.map { ExperimentAssigner.assign(reseeded, userID: $0).variantIndex }
    #expect(before != after)
    #expect(Self.experiment.seed == "onboarding-order")
  }
}
