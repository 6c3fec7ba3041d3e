import Foundation
import OnboardKit
import Testing

/// A run whose state carries the person's stored assignments: `start` uses
/// them (reason `sticky`), logs the exposure as for an assignment, and the
/// saved state does not keep the list.
@Suite struct StickyRunTests {
  @Test func aStoredAssignmentIsTheVariantAndIsExposed() throws {
    let user = ExperimentRunTests.user(in: "control")
    var state = FlowState<User>(userID: user)
    state.stickyBuckets = [
      StickyBucket(
        experiment: "upsell", bucketVersion: 0, hashAttribute: "id", hashValue: user, variant: "upsell")
    ]
    let outcome = HeadlessDriver(runner: FlowRunner<User>(flow: ExperimentRunTests.flow)).run(
      .mapping(Answers.adult), state: state)
    #expect(outcome.state.variants == ["upsell": "upsell"])
    #expect(outcome.state.assignments.map(\.reason) == [.sticky])
    #expect(outcome.state.path.contains("upsell"))
    #expect(outcome.events.filter { $0.kind == .exposure }.map(\.detail) == ["sticky id=\(user)"])
    #expect(outcome.state.stickyBuckets.isEmpty)
  }

  @Test func stickyBucketsAreNotSavedWithTheState() throws {
    var state = FlowState<User>(userID: "u-1")
    state.stickyBuckets = [
      StickyBucket(
        experiment: "upsell", bucketVersion: 0, hashAttribute: "id", hashValue: "u-1", variant: "upsell")
    ]
    let data = try JSONEncoder().encode(state)
    #expect(!String(decoding: data, as: UTF8.self).contains("stickyBuckets"))
    #expect(try JSONDecoder().decode(FlowState<User>.self, from: data).stickyBuckets.isEmpty)
  }
}
