import Testing

@testable import OnboardKit

/// Sticky assignment: a stored first assignment is reused whatever the
/// weights or coverage become; `bucketVersion` starts again and
/// `minBucketVersion` leaves out people stored under older versions.
@Suite struct StickyBucketTests {
  private func ramp(_ treatment: Double, coverage: Double = 1) -> ExperimentDefinition {
    ExperimentDefinition(
      key: "plan-first", coverage: coverage,
      variants: [
        VariantDefinition(id: "control", weight: 1 - treatment),
        VariantDefinition(id: "plan-first", weight: treatment),
      ])
  }

  private let ids = (0..<2_000).map { "user-\($0)" }

  /// A ramp from 10% to 50% keeps every person already assigned in their
  /// variant (without the store, the hash moves about 44% of control to the
  /// treatment), while people new to the experiment are split 50/50.
  @Test func aRampFromTenToFiftyPercentKeepsEveryoneAssigned() {
    let before = ramp(0.1)
    let first = ids.map { ExperimentAssigner.assign(before, userID: $0) }
    let stored = StickyBucket.made(by: first, in: [before])
    #expect(stored.count == ids.count)
    let after = ramp(0.5)
    var moved = 0
    for (id, old) in zip(ids, first) {
      let sticky = ExperimentAssigner.assign(after, userID: id, sticky: stored)
      #expect(sticky.variantID == old.variantID, "\(id)")
      #expect(sticky.reason == .sticky)
      #expect(sticky.logsExposure && sticky.inExperiment && sticky.hashUsed)
      if ExperimentAssigner.assign(after, userID: id).variantID != old.variantID { moved += 1 }
    }
    // The test can fail: the hash alone would move these people.
    #expect(moved > 700)
    let newcomers = (0..<2_000).map { "new-\($0)" }.map {
      ExperimentAssigner.assign(after, userID: $0, sticky: stored)
    }
    #expect(newcomers.allSatisfy { $0.reason == .assigned })
    let treated = newcomers.filter { $0.variantID == "plan-first" }.count
    #expect((900...1_100).contains(treated))
  }

  /// Raising coverage never moves anyone either; lowering it keeps those stored.
  @Test func coverageChangesKeepStoredPeople() {
    let narrow = ramp(0.5, coverage: 0.2)
    let first = ids.map { ExperimentAssigner.assign(narrow, userID: $0) }
    let stored = StickyBucket.made(by: first, in: [narrow])
    #expect(stored.count == first.filter { $0.reason == .assigned }.count)
    let none = ramp(0.5, coverage: 0)
    for (id, old) in zip(ids, first) where old.reason == .assigned {
      #expect(ExperimentAssigner.assign(none, userID: id, sticky: stored).variantID == old.variantID)
    }
  }

  @Test func aNewBucketVersionBucketsEveryoneAgain() {
    let stored = [
      StickyBucket(
        experiment: "plan-first", bucketVersion: 0, hashAttribute: "id", hashValue: "u-1",
        variant: "plan-first")
    ]
    var experiment = ramp(0)
    #expect(ExperimentAssigner.assign(experiment, userID: "u-1", sticky: stored).reason == .sticky)
    experiment.bucketVersion = 1
    let again = ExperimentAssigner.assign(experiment, userID: "u-1", sticky: stored)
    #expect(again.reason == .assigned)
    #expect(again.variantID == "control")
    #expect(StickyBucket.made(by: [again], in: [experiment]).map(\.bucketVersion) == [1])
  }

  @Test func minBucketVersionLeavesOutPeopleStoredBefore() {
    var experiment = ramp(0.5)
    experiment.bucketVersion = 2
    experiment.minBucketVersion = 2
    let old = StickyBucket(
      experiment: "plan-first", bucketVersion: 1, hashAttribute: "id", hashValue: "u-1", variant: "plan-first"
    )
    let blocked = ExperimentAssigner.assign(experiment, userID: "u-1", sticky: [old])
    #expect(blocked.reason == .bucketVersionBlocked)
    #expect(blocked.variantIndex == 0 && !blocked.inExperiment && !blocked.logsExposure)
    #expect(StickyBucket.made(by: [blocked], in: [experiment]).isEmpty)
    // Stored under the minimum itself: used.
    var current = old
    current.bucketVersion = 2
    #expect(ExperimentAssigner.assign(experiment, userID: "u-1", sticky: [current]).reason == .sticky)
  }

  @Test func aStoredVariantTheExperimentNoLongerHasGivesTheBase() {
    let stored = [
      StickyBucket(
        experiment: "plan-first", bucketVersion: 0, hashAttribute: "id", hashValue: "u-1", variant: "gone")
    ]
    let result = ExperimentAssigner.assign(ramp(0.5), userID: "u-1", sticky: stored)
    #expect(result.reason == .stickyVariantRemoved)
    #expect(result.variantID == "control" && !result.inExperiment && !result.logsExposure)
  }

  /// As in GrowthBook, a stored assignment skips the audience and namespace:
  /// a person who has entered stays in.
  @Test func aStoredAssignmentOutlivesTheAudience() {
    var experiment = ramp(0.5)
    experiment.audience = Condition(.object(["country": .string("US")]))
    let stored = [
      StickyBucket(
        experiment: "plan-first", bucketVersion: 0, hashAttribute: "id", hashValue: "u-1",
        variant: "plan-first")
    ]
    #expect(ExperimentAssigner.assign(experiment, userID: "u-1").reason == .notInAudience)
    #expect(ExperimentAssigner.assign(experiment, userID: "u-1", sticky: stored).variantID == "plan-first")
    // Someone else's assignment is not theirs; another attribute's neither.
    #expect(ExperimentAssigner.assign(experiment, userID: "u-2", sticky: stored).reason == .notInAudience)
    experiment.hashAttribute = "company"
    let company = ExperimentAssigner.assign(
      experiment, userID: "u-1", attributes: ["company": .string("u-1")], sticky: stored)
    #expect(company.reason == .notInAudience)
  }

  @Test func forcedVariantsWinOverStoredOnes() {
    let stored = [
      StickyBucket(
        experiment: "plan-first", bucketVersion: 0, hashAttribute: "id", hashValue: "u-1",
        variant: "plan-first")
    ]
    let forced = ExperimentAssigner.assign(
      ramp(0.5), userID: "u-1", forced: ["plan-first": "control"], sticky: stored)
    #expect(forced.reason == .forced && forced.variantID == "control")
  }

  @Test func thePeopleToReadAreEachHashAttributeOnce() {
    var byCompany = ramp(0.5)
    byCompany.key = "b"
    byCompany.hashAttribute = "company"
    let people = StickyBucket.people(
      of: [ramp(0.5), byCompany, ramp(0.1)], userID: "u-1", attributes: ["company": .string("acme")])
    #expect(people == [.init(attribute: "id", value: "u-1"), .init(attribute: "company", value: "acme")])
  }
}
