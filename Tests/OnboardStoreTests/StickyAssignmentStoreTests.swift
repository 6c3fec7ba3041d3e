import Foundation
import OnboardKit
import Testing

@testable import OnboardStore

/// The `assignments` table (sticky bucketing) on both databases: the first
/// assignment of a person to an experiment's bucket version is kept, later
/// ones are ignored, and each person reads back only their own.
@Suite struct StickyAssignmentStoreTests {
  private func bucket(_ value: String, _ variant: String, version: Int = 0, experiment: String = "plan-first")
    -> StickyBucket
  {
    StickyBucket(
      experiment: experiment, bucketVersion: version, hashAttribute: "id", hashValue: value, variant: variant)
  }

  @Test(arguments: Backend.available)
  func theFirstAssignmentIsKept(_ backend: Backend) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try backend.open(in: folder)
    #expect(store.keepsAssignments)
    try store.keepAssignments(
      [bucket("u-1", "control"), bucket("u-2", "plan-first")], flow: "signup", milliseconds: 1)
    // A later run's assignment (new weights) does not replace it; a new bucket version is another row.
    try store.keepAssignments(
      [bucket("u-1", "plan-first"), bucket("u-1", "plan-first", version: 1)], flow: "signup", milliseconds: 2)
    try store.keepAssignments([bucket("u-1", "other")], flow: "other-flow", milliseconds: 3)
    let person = [StickyBucket.Person(attribute: "id", value: "u-1")]
    let read = try store.stickyBuckets(flow: "signup", people: person)
    #expect(Set(read) == [bucket("u-1", "control"), bucket("u-1", "plan-first", version: 1)])
    #expect(try store.stickyBuckets(flow: "signup", people: []).isEmpty)
    #expect(
      try store.storedVariantCounts(flow: "signup") == [
        StoredVariantCount(experiment: "plan-first", bucketVersion: 0, variant: "control", people: 1),
        StoredVariantCount(experiment: "plan-first", bucketVersion: 0, variant: "plan-first", people: 1),
        StoredVariantCount(experiment: "plan-first", bucketVersion: 1, variant: "plan-first", people: 1),
      ])
    try store.close()
  }

  /// A version-1 store opened to read has no `assignments` table: nothing is stored, and reading it is no error.
  @Test func anOldStoreReadsNoAssignments() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("v1.sqlite")
    try FileManager.default.copyItem(atPath: SchemaV2Tests.fixture.path, toPath: path)
    let old = try SQLiteStore(existingAt: path)
    #expect(!old.keepsAssignments)
    #expect(try old.stickyBuckets(flow: "signup", people: [.init(attribute: "id", value: "u-1")]).isEmpty)
    #expect(try old.storedVariantCounts(flow: "signup").isEmpty)
  }
}
